import DexTestSupport
import Foundation
import Testing

/// `dex help config set` explains every setting it can change, by name and effect.
@Suite(.tags(.endToEnd)) struct ConfigSetHelpTests {
    @Test func helpForConfigSetSaysWhatEachSettingDoes() async throws {
        let dex = try DexProcess()
        let help = try await dex.run(["help", "config", "set"])
        #expect(help.status == 0)
        let text = help.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("active-game: the game every command uses without --game"), "\(help.stdout)")
        #expect(text.contains("show-percentage: true or false: mark and unmark add the percentage"), "\(help.stdout)")
        #expect(text.contains("show-only-missing: true or false: dex list lists only what is still missing"), "\(help.stdout)")
    }
}

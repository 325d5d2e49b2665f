import DexTestSupport
import Foundation
import Testing

/// `use` and `--game` complete the tracked games' slugs before the manifest's others.
@Suite(.tags(.endToEnd)) struct GameCompletionTests {
    @Test func useAndGameOfferTheTrackedGamesFirst() async throws {
        let dex = try DexProcess()
        let untracked = try await dex.succeed([
            "---completion", "use", "--", "positional@0", "1", "0", "use", "",
        ]).split(separator: "\n")
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        let useLine = try await dex.succeed(["---completion", "use", "--", "positional@0", "1", "0", "use", ""])
        let use = useLine.split(separator: "\n")
        #expect(use.first == "yellow" && use.count == untracked.count, "\(useLine)")
        #expect(untracked.first != "yellow", "the manifest alone lists another game first: \(untracked)")
        let game = try await dex.succeed(["---completion", "list", "--", "--game", "2", "0", "list", "--game", ""])
        #expect(game.split(separator: "\n") == use, "\(game)")
        let typed = try await dex.succeed(["---completion", "use", "--", "positional@0", "1", "1", "use", "y"])
        #expect(typed == "yellow\n", "\(typed)")
    }
}

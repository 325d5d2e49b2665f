import DexTestSupport
import Foundation
import Testing

/// What `mark` and `unmark` print, for a range, for several bad refs, and with
/// `show-percentage` on. Through the built binary, on the bundled FireRed (198 Pokémon in a Bulbasaur run).
@Suite(.tags(.endToEnd)) struct MarkOutputTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
    }

    /// The Pokémon lines `mark`/`unmark` printed: those naming a Pokémon.
    func pokemonLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasPrefix("Caught #") || $0.hasPrefix("Unmarked #") || $0.hasPrefix("#") }
    }

    @Test func aLargeRangeIsSummarisedAndListsUpToAScreenful() async throws {
        try await dex.succeed(["mark", "1-30"])
        let caughtInRange = try await dex.succeed(["list", "--caught"]).split(separator: "\n").count
        let output = try await dex.succeed(["unmark", "1-200"])
        let lines = output.split(separator: "\n")
        #expect(lines.count <= 20, "a screenful off a terminal is 20 lines: \(output)")
        #expect(pokemonLines(output).allSatisfy { $0.hasPrefix("Unmarked #") }, "no 'was already' lines: \(output)")
        let inRange = try await dex.succeed(["list", "--search", ""]).split(separator: "\n").filter { line in
            Int(line.prefix(4).dropFirst()).map { $0 <= 200 } ?? false
        }.count
        #expect(output.contains("Unmarked \(caughtInRange) Pokémon; \(inRange - caughtInRange) were already not caught."))
        #expect(output.contains("… and \(caughtInRange - (lines.count - 3)) more; --verbose lists them all"))
        #expect(lines.last == "Pokémon FireRed: 0/198 caught")
    }

    @Test func verboseListsEveryPokemon() async throws {
        let output = try await dex.succeed(["mark", "1-200", "--verbose"])
        let caught = try await dex.succeed(["list", "--caught"]).split(separator: "\n").count
        #expect(pokemonLines(output).count == caught)
        #expect(!output.contains("more; --verbose"))
    }

    @Test func onATerminalTheScreenfulIsItsHeight() async throws {
        try await dex.succeed(["mark", "1-100"])
        let terminal = PseudoTerminal(columns: 100, rows: 12)
        let result = try terminal.run(["unmark", "1-200"], dex: dex)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 11, "one line is left for the prompt: \(result.output)")
        #expect(lines.map(PseudoTerminal.strippingEscapes).filter { $0.hasPrefix("Unmarked #") }.count == 8)
    }

    @Test func everyUnknownRefIsReportedAtOnceAndNothingChanges() async throws {
        let result = try await dex.run(["mark", "caterpi", "weedle", "pikachoo", "25", "999"])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Error: no Pokémon 'caterpi' (did you mean 'Caterpie'?), 'pikachoo' (did you mean 'Pikachu'?) or '#999' \
                in Pokémon FireRed; nothing was changed

                """)
        #expect(try await dex.succeed(["list", "--caught"]).contains("Nothing to list"))
    }

    @Test func theCountStaysBesideThePercentage() async throws {
        try await dex.succeed(["config", "set", "show-percentage", "true"])
        #expect(try await dex.succeed(["mark", "1-20"]).hasSuffix("Pokémon FireRed: 14/198 (7.1%) caught\n"))
        try await dex.succeed(["add-game", "heartgold", "--starter", "cyndaquil", "--no-sprites"])
        let progress = try await dex.succeed(["progress"])
        #expect(progress.contains("Pokémon FireRed    14/198  7.1%"))
        #expect(progress.contains("Pokémon HeartGold  0/"), "\(progress)")
        #expect(progress.contains("  0.0%"), "one decimal everywhere: \(progress)")
        #expect(try await dex.succeed(["games"]).contains("0.0%"))
    }
}

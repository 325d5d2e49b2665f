import DexTestSupport
import Foundation
import Testing

/// Removing the active game gives back the game used before it, not the one added last.
@Suite(.tags(.endToEnd)) struct ActiveGameFallbackTests {
    @Test func removingTheActiveGameReturnsToTheOneUsedBefore() async throws {
        let dex = try DexProcess(manifest: nil)
        for (game, starter) in [("firered", ["--starter", "bulbasaur"]), ("yellow", []), ("emerald", ["--starter", "treecko"])] {
            try await dex.succeed(["add-game", game, "--no-sprites"] + starter)
        }
        try await dex.succeed(["use", "firered"])
        try await dex.succeed(["use", "emerald"])
        let removed = try await dex.succeed(["remove-game", "emerald", "--yes"])
        #expect(removed.hasSuffix("Pokémon FireRed is now the active game.\n"), "\(removed)")
        #expect(try await dex.succeed(["games"]).hasPrefix("*  firered"))
    }

    @Test func aGameNeverChosenWithUseStillCountsFromWhenItWasAdded() async throws {
        let dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "emerald", "--starter", "treecko", "--no-sprites"])
        try await dex.succeed(["use", "yellow"])
        try await dex.succeed(["use", "emerald"])
        try await dex.succeed(["remove-game", "emerald", "--yes"])
        #expect(try await dex.succeed(["games"]).contains("*  yellow"))
        try await dex.succeed(["remove-game", "yellow", "--yes"])
        #expect(try await dex.succeed(["games"]).hasPrefix("*  firered"))
    }
}

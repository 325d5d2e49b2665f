import DexTestSupport
import Foundation
import Testing

/// What `dex list --search` finds, on the bundled manifest: a ref names what `dex mark` names by it, any other text
/// the names that hold it, and notes and hints only when asked or when no name does.
@Suite(.tags(.endToEnd)) struct ListSearchTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    private func names(_ arguments: [String]) async throws -> [String] {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try await dex.succeed(arguments + ["--json"]).utf8)) as? [String: Any])
        return try #require(json["pokemon"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    }

    @Test func aNameFindsThatNameAloneThoughHintsHoldItToo() async throws {
        try await dex.succeed(["add-game", "national", "--no-sprites"])
        #expect(try await names(["list", "--search", "pikachu"]) == ["Pikachu"])
        let withHints = try await names(["list", "--search", "pikachu", "--search-hints"])
        #expect(withHints.first == "Pikachu" || withHints.contains("Pikachu"))
        #expect(withHints.count > 100, "every hint naming Let's Go, Pikachu! too: \(withHints.count)")
    }

    @Test func aNumberOrRegionalRefFindsThatPokemonAsBrowseDoes() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        #expect(try await names(["list", "--search", "25"]) == ["Pikachu"], "not the hints that say level 25")
        #expect(try await names(["list", "--search", "#025"]) == ["Pikachu"])
        #expect(try await names(["list", "--search", "R25"]) == ["Pikachu"])
        #expect(try await names(["list", "--search", "R1-R3"]) == ["Bulbasaur", "Ivysaur", "Venusaur"])
    }

    @Test func textNoNameHoldsFindsNotesAndHints() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let viridian = try await names(["list", "--search", "viridian"])
        #expect(viridian.contains("Pikachu") && viridian.contains("Caterpie"), "\(viridian)")
        try await dex.succeed(["note", "rattata", "ask Bill"])
        #expect(try await names(["list", "--search", "ask bill"]) == ["Rattata"])
    }

    @Test func aNameTheFilterHidesKeepsHintsOut() async throws {
        try await dex.succeed(["add-game", "national", "--no-sprites"])
        try await dex.succeed(["mark", "pikachu"])
        #expect(try await names(["list", "--missing", "--search", "pikachu"]).isEmpty)
    }

    @Test func searchHintsWithoutSearchIsAUsageError() async throws {
        let result = try await dex.run(["list", "--search-hints"])
        #expect(result.status == 64 && result.stderr.contains("--search-hints needs --search"), "\(result.stderr)")
    }
}

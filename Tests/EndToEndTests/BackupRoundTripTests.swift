import DexTestSupport
import Foundation
import Testing

/// A backup gives back the same dex: exported, imported into an empty data folder and exported again, it is the same
/// file, byte for byte, and the games list the same, for each format and each kind of game of the bundled manifest.
@Suite(.tags(.endToEnd)) struct BackupRoundTripTests {
    /// Notes a file must carry whole: quotes, commas, line breaks, text beyond ASCII, and what a spreadsheet would run.
    static let notes = [
        "\"Quoted\", with commas, and a line\nbreak", "carriage\r\nreturn and a tab\tinside", "Pokémon — ポケモン ✓ üñï",
        "=SUM(A1) looks like a formula", "'Tis a quote first", "  spaces around  ",
    ]

    /// A kind of game as `dex add-game` tracks it, with catches, shinies, a Pokémon received in a trade and notes.
    enum GameKind: String, CaseIterable, CustomTestStringConvertible {
        case withAStarterAndItsOwnSpriteAddress, withForms, nationalWithForms, nationalWithGenders, withFormsAndGenders
        case shinyDex

        var testDescription: String { rawValue }

        var slug: String {
            switch self {
            case .withAStarterAndItsOwnSpriteAddress: "firered"
            case .withForms: "scarlet"
            case .nationalWithForms, .nationalWithGenders, .withFormsAndGenders: "national"
            case .shinyDex: "sapphire"
            }
        }

        /// The commands that track the game and fill it.
        var commands: [[String]] {
            switch self {
            case .withAStarterAndItsOwnSpriteAddress:
                [
                    [
                        "add-game", "firered", "--starter", "bulbasaur", "--no-sprites", "--sprite-url",
                        "http://127.0.0.1:1/{folder}/normal/{sprite}.png",
                    ],
                    ["mark", "1", "16"], ["mark", "25", "--shiny"], ["mark", "charmander", "--traded"],
                ] + Self.notes(on: ["1", "25", "charmander", "16", "19", "129"])
            case .withForms:
                [
                    ["add-game", "scarlet", "--starter", "fuecoco", "--forms", "--no-sprites"],
                    ["mark", "paldean wooper", "25"], ["mark", "paldean tauros (blaze breed)", "--shiny"],
                    ["mark", "sprigatito", "--traded"],
                ] + Self.notes(on: ["paldean wooper", "25", "sprigatito", "wooper", "tauros", "fuecoco"])
            case .nationalWithForms:
                [
                    ["add-game", "national", "--forms", "--no-sprites"],
                    ["mark", "alolan vulpix", "150", "indeedee"], ["mark", "paldean wooper", "--shiny"],
                ] + Self.notes(on: ["alolan vulpix", "vulpix", "150", "paldean wooper", "indeedee", "1"])
            case .nationalWithGenders:
                [
                    ["add-game", "national", "--genders", "--no-sprites"],
                    ["mark", "female pikachu", "150"], ["mark", "female wooper", "--shiny"],
                ] + Self.notes(on: ["female pikachu", "pikachu", "150", "female wooper", "wooper", "1"])
            case .withFormsAndGenders:
                [
                    ["add-game", "national", "--forms", "--genders", "--no-sprites"],
                    ["mark", "female pikachu", "alolan vulpix", "150"], ["mark", "female wooper", "--shiny"],
                ] + Self.notes(on: ["female pikachu", "pikachu", "alolan vulpix", "vulpix", "150", "female wooper"])
            case .shinyDex:
                [
                    ["add-game", "sapphire", "--starter", "treecko", "--shiny", "--no-sprites"], ["mark", "252"],
                    ["mark", "263", "--shiny"], ["mark", "torchic", "--traded", "--shiny"],
                ] + Self.notes(on: ["252", "263", "torchic", "265", "280", "25"])
            }
        }

        private static func notes(on refs: [String]) -> [[String]] {
            zip(refs, BackupRoundTripTests.notes).map { ["note", $0, $1] }
        }
    }

    /// A dex with Yellow tracked first, then `kind`'s game, which is therefore the active one.
    static func dex(with kind: GameKind) async throws -> DexProcess {
        let dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
        for command in kind.commands {
            try await dex.succeed(command[0] == "add-game" ? command : [command[0], "--game", kind.slug] + command.dropFirst())
        }
        return dex
    }

    /// The file's bytes, but for the time of the export.
    static func exported(_ dex: DexProcess, as format: String) async throws -> String {
        let file = dex.home.appendingPathComponent("backup.\(format)")
        try await dex.succeed(["export", "--format", format, "--output", file.path])
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"exportedAt\"") }
            .joined(separator: "\n")
    }

    @Test(arguments: ["json", "csv"], GameKind.allCases)
    func exportImportExportGivesTheSameFileAndGames(format: String, kind: GameKind) async throws {
        // Given a dex with the kind of game, its catches, shinies, trade and notes
        let dex = try await Self.dex(with: kind)
        let first = try await Self.exported(dex, as: format)

        // When its backup is imported into an empty data folder and exported again
        let restored = try DexProcess(manifest: nil)
        try await restored.succeed(["import", dex.home.appendingPathComponent("backup.\(format)").path])
        let second = try await Self.exported(restored, as: format)

        // Then the two files are the same, byte for byte, and so are the games and their lists
        #expect(first == second, "\(Self.firstDifference(first, second))")
        #expect(try await restored.succeed(["games"]) == dex.succeed(["games"]))
        #expect(try await restored.succeed(["progress", "--json"]) == dex.succeed(["progress", "--json"]))
        for slug in ["yellow", kind.slug] {
            let list = ["list", "--all", "--json", "--game", slug]
            #expect(try await restored.succeed(list) == dex.succeed(list), "\(slug)")
        }
        // and what they hold is what the commands made: every note whole, the shinies and the trade
        let pokemon = try await Self.pokemon(restored, game: kind.slug)
        #expect(Set(pokemon.compactMap { $0["notes"] as? String }).isSuperset(of: Self.notes))
        #expect(pokemon.filter { $0["shiny"] as? Bool == true }.count == (kind == .shinyDex ? 2 : 1))
        #expect(pokemon.contains { $0["traded"] as? Bool == true } == (kind.slug != "national"), "the national list lacks none")
        #expect(pokemon.filter { $0["caught"] as? Bool == true }.allSatisfy { $0["caughtOn"] is String })
    }

    static func pokemon(_ dex: DexProcess, game: String) async throws -> [[String: Any]] {
        let list = try await dex.succeed(["list", "--all", "--json", "--game", game])
        let object = try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any]
        return try #require(object?["pokemon"] as? [[String: Any]])
    }

    /// The first line where two texts differ, to say what a failed comparison found.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 }) else {
            return "\(left.count) lines against \(right.count)"
        }
        return "line \(line.offset + 1): \(line.element.0) ≠ \(line.element.1)"
    }
}

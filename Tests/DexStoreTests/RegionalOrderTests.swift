import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

/// `list`'s regional order, made in Swift from rows read in national order, is the order SQL's `ORDER BY` gives by
/// the same keys, in games with one Pokédex, with several sections, with forms and with hand-edited sections.
@Suite struct RegionalOrderTests {
    static let sqlOrder =
        "regionalNumber IS NULL, instr(?, ' ' || regionalDex || ' '), regionalNumber, dexNumber, rowid"

    func sqlOrdered(_ game: Game, _ database: DexDatabase) throws -> [String] {
        let sections = " " + game.regionalDexSections.joined(separator: " ") + " "
        return try database.writer.read { db in
            try db.queryValues(
                "SELECT id FROM pokemon WHERE gameId = ? ORDER BY \(Self.sqlOrder)", [game.id, sections], as: String.self)
        }
    }

    @Test func theRegionalOrderIsTheOneSQLGivesByTheSameKeys() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-regional-order")
        let database = try DexDatabase.open(path: folder.appendingPathComponent("dex.sqlite").path)
        let manifest = try GameManifest.load(path: nil)
        let games: [(slug: String, starter: String?, forms: Bool)] = [
            ("sword", "grookey", false), ("x", "chespin", false), ("sun", "rowlet", true), ("emerald", "mudkip", false),
            ("national", nil, true),
        ]
        for (slug, starter, forms) in games {
            _ = try database.games.add(
                try manifest.game(slug), starter: starter, kinds: EntryKinds(forms: forms), dataVersion: manifest.version,
                spriteURLTemplate: "https://x/{sprite}.png")
        }
        // By hand: a section the game does not name, and a Pokémon without a regional number inside a section.
        try database.writer.write { db in
            try db.execute("UPDATE pokemon SET regionalDex = 'elsewhere' WHERE dexNumber = 25")
            try db.execute("UPDATE pokemon SET regionalNumber = NULL, regionalDex = 'coastal' WHERE dexNumber = 1")
        }
        for (slug, _, _) in games {
            let (game, pokemon) = try database.catalog.list(game: slug, filter: .all, search: nil, order: .regional)
            #expect(pokemon.map(\.id.databaseText) == (try sqlOrdered(game, database)), "\(slug)")
        }
    }
}

import DexModel
import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexStore

/// Migration 8, and SQLiteStore's migrations taking over a database written by earlier versions of dex, which
/// recorded migrations with GRDB: Tests/Fixtures/database-at-migration-7.sql was dumped from a real one.
@Suite struct DropTotalPokemonMigrationTests {
    let path: String

    init() throws {
        path = try TemporaryFolder.make(prefix: "dex-migration-7").appendingPathComponent("dex.sqlite").path
        let dump = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/database-at-migration-7.sql"), encoding: .utf8
        )
        let database = try SQLiteDatabase(path: path)
        try database.writeWithoutTransaction { db in try db.execute(dump) }
        try database.close()
    }

    /// Every table's rows in rowid order, without `games.totalPokemon`, and the journal's without the Pokémon it keeps,
    /// whose shape a later migration changes (undo of those entries is checked on its own).
    private func contents(_ db: SQLiteConnection) throws -> [String: [String]] {
        var contents: [String: [String]] = [:]
        for table in ["games", "pokemon", "preferences", "sprites", "journal"] {
            // Later migrations' columns (NULL, or their default, in every upgraded row) are not part of what the upgrade
            // must keep.
            let added = [
                "totalPokemon", "regionalDexSections", "regionalDex", "isShiny", "shinyLocked", "tracksShiny", "form",
                "speciesName", "tracksForms", "tracksGenders", "undone", "shiny", "downloadsSprites",
                "sectionNumbers", "caughtOn", "pokemon",
            ]
            let columns = try db.columns(in: table).filter { !added.contains($0) }.map { "\"\($0)\"" }.joined(separator: ", ")
            contents[table] = try db.query("SELECT \(columns) FROM \(table) ORDER BY rowid").map(\.description)
        }
        return contents
    }

    @Test func theSQLMigrationsMakeTheSchemaGRDBMade() throws {
        let fresh = try TemporaryFolder.make(prefix: "dex-migration-7-fresh").appendingPathComponent("dex.sqlite").path
        let database = try SQLiteDatabase(path: fresh)
        try Migrations.migrator.migrate(database, upTo: "7_SplitHintFromNotes")
        let schema = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
        let made = try database.read { try $0.query(schema).map(\.description) }
        let byGRDB = try SQLiteDatabase(path: path).read { try $0.query(schema).map(\.description) }
        #expect(made == byGRDB)
        #expect(made.count == 8, "grdb_migrations, five tables, the index and the trigger")
    }

    @Test func theUpgradeDropsTotalPokemonAndKeepsEverythingElse() throws {
        let before = try SQLiteDatabase(path: path).read(contents)
        #expect(before["pokemon"]?.count == 193 && before["journal"]?.count == 6 && before["sprites"]?.count == 2)

        let database = try DexDatabase.open(path: path)

        #expect(try database.status() == .init(applied: Migrations.identifiers, pending: [], unknown: []))
        #expect(try database.writer.read { try $0.columns(in: "games") }.contains("totalPokemon") == false)
        #expect(try database.writer.read(contents) == before)
        let (games, _) = try database.games.progress()
        #expect(games.map { "\($0.game.slug) \($0.caught)/\($0.total)" } == ["firered 5/193"])
        #expect(try database.settings.preferences().showPercentage)
        let charmander = try database.catalog.pokemon(.number(4), game: nil).pokemon
        #expect(charmander.isTraded && charmander.isCaught)
        #expect(try database.catalog.pokemon(.number(25), game: nil).pokemon.notes == "Viridian Forest, level 4")
    }

    @Test func undoGoesBackThroughWhatTheOlderDexJournaled() throws {
        let database = try DexDatabase.open(path: path)

        #expect(try database.journal.undo().summary == "unmarked #016 Pidgey in Pokémon FireRed")
        #expect(try database.catalog.pokemon(.number(16), game: nil).pokemon.isCaught)

        // The import's snapshot of the game it removed still has the dropped column: the rest comes back.
        let restored = try database.journal.undo()
        #expect(restored.restoredGames.map(\.slug) == ["yellow"])
        let yellow = try database.catalog.list(game: "yellow", filter: .all, search: nil)
        #expect(yellow.pokemon.map { "\($0.name) \($0.isCaught)" } == ["Pikachu true"])
        #expect(yellow.game.name == "Pokémon Yellow")
    }
}

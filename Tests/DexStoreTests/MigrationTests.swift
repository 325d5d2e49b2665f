import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

@Suite struct MigrationTests {
    let folder: URL
    var path: String { folder.appendingPathComponent("dex.sqlite").path }

    init() throws {
        folder = try TemporaryFolder.make(prefix: "dex-migrations")
    }

    @Test func migrationsAreNumberedInOrderAndUnique() {
        let numbers = Migrations.identifiers.map { Int($0.prefix { $0.isNumber }) }
        #expect(numbers == Array(1...Migrations.identifiers.count).map(Optional.some))
        #expect(Set(Migrations.identifiers).count == Migrations.identifiers.count)
    }

    @Test func fromEmptyCreatesTheDocumentedSchema() throws {
        // When
        let database = try DexDatabase.open(path: path)

        // Then
        try database.writer.read { db in
            #expect(
                try db.columns(in: "games") == [
                    "id", "slug", "name", "generation", "selectedStarter", "dataVersion", "spriteURLTemplate", "createdAt",
                    "regionalDexSections", "tracksShiny", "tracksForms", "tracksGenders", "downloadsSprites",
                ])
            #expect(
                try db.queryValues("SELECT name FROM pragma_table_info('sprites') WHERE pk > 0 ORDER BY pk", as: String.self)
                    == ["pokemonId", "shiny"])
            let pokemonColumns = try db.columns(in: "pokemon")
            #expect(pokemonColumns.starts(with: ["id", "gameId", "name", "dexNumber", "notes", "isRegistered"]))
            #expect(
                try db.queryValues(
                    "SELECT name FROM pragma_index_info('pokemon_on_gameId_dexNumber') ORDER BY seqno",
                    as: String.self) == ["gameId", "dexNumber"])
            #expect(try db.queryValue("SELECT \"table\" FROM pragma_foreign_key_list('pokemon')", as: String.self) == "games")
        }
        #expect(try database.status() == .init(applied: Migrations.identifiers, pending: [], unknown: []))
    }

    /// A new file is written in rollback-journal mode up to its first write's commit, which is usually a whole game,
    /// then turns to WAL; a file left before any write turns when it is next opened.
    @Test func aNewDatabaseTurnsToWALAfterItsFirstWriteOrItsNextOpen() throws {
        let database = try DexDatabase.open(path: path)
        #expect(try journalMode(database) == "delete")
        try database.writer.write { db in try db.execute("UPDATE preferences SET showPercentage = 1") }
        #expect(try journalMode(database) == "wal")
        #expect(try journalMode(DexDatabase.open(path: path)) == "wal")

        let untouched = folder.appendingPathComponent("untouched.sqlite").path
        #expect(try journalMode(DexDatabase.open(path: untouched)) == "delete")
        #expect(try journalMode(DexDatabase.open(path: untouched)) == "wal")
    }

    private func journalMode(_ database: DexDatabase) throws -> String? {
        // PRAGMA journal_mode may change the file, so SQLiteStore refuses it in a read.
        try database.writer.withoutTransaction { try $0.queryValue("PRAGMA journal_mode", as: String.self) }
    }

    /// Each earlier schema, holding data, migrates to the latest with that data intact.
    @Test(arguments: 1..<Migrations.all.count)
    func fromEachEarlierVersionKeepsData(appliedCount: Int) throws {
        // Given a database at version `appliedCount` with a game and a caught Pokémon
        let queue = try SQLiteDatabase(path: path)
        try Migrations.migrator.migrate(queue, upTo: Migrations.identifiers[appliedCount - 1])
        try queue.write { db in
            // Migration 8 dropped games.totalPokemon.
            let total = try db.columns(in: "games").contains("totalPokemon") ? ("totalPokemon, ", "1, ") : ("", "")
            try db.execute(
                """
                INSERT INTO games (id, slug, name, generation, \(total.0)selectedStarter, dataVersion, spriteURLTemplate, createdAt)
                VALUES ('00000000-0000-0000-0000-000000000001', 'firered', 'Pokémon FireRed', 3, \(total.1)'bulbasaur', 'v1', 'https://x/{sprite}.png', 1700000000)
                """)
            if try db.tableExists("pokemon") {
                try db.execute(
                    """
                    INSERT INTO pokemon (id, gameId, name, dexNumber, notes, isRegistered)
                    VALUES ('00000000-0000-0000-0000-000000000002', '00000000-0000-0000-0000-000000000001', 'Mr. Mime', 122, 'trade', 1)
                    """)
            }
        }
        try queue.close()

        // When
        let database = try DexDatabase.open(path: path)

        // Then
        #expect(try database.status().pending.isEmpty)
        let game = try database.games.current("firered")
        #expect(game.name == "Pokémon FireRed" && game.selectedStarter == "bulbasaur")
        #expect(game.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
        if appliedCount >= 2 {
            let (_, pokemon) = try database.catalog.list(game: "firered", filter: .caught, search: nil)
            #expect(pokemon.map(\.name) == ["Mr. Mime"])
            #expect(pokemon.first?.notes == "trade")
            #expect(pokemon.first?.imageName == "mr-mime")
        }
    }

    /// The sprite outcomes a database kept before shiny ones were stored are its normal sprites'; its games keep
    /// downloading the sprites commands bring in.
    @Test func aDatabaseBeforeShinySpriteRecordsKeepsItsOutcomesAsNormalOnes() async throws {
        // Given a database at the migration before, with a game, two Pokémon and the outcomes of their sprites
        let queue = try SQLiteDatabase(path: path)
        try Migrations.migrator.migrate(queue, upTo: "13_AddSync")
        try queue.write { db in
            try db.execute(
                """
                INSERT INTO games (id, slug, name, generation, selectedStarter, dataVersion, spriteURLTemplate, createdAt)
                VALUES ('00000000-0000-0000-0000-000000000001', 'firered', 'Pokémon FireRed', 3, 'bulbasaur', 'v1', 'https://x/{sprite}.png', 1700000000);
                INSERT INTO pokemon (id, gameId, name, dexNumber, notes, isRegistered, isShiny) VALUES
                    ('00000000-0000-0000-0000-000000000002', '00000000-0000-0000-0000-000000000001', 'Pikachu', 25, '', 1, 1),
                    ('00000000-0000-0000-0000-000000000003', '00000000-0000-0000-0000-000000000001', 'Mew', 151, '', 0, 0);
                INSERT INTO sprites (pokemonId, state, folder, byteCount, reason, updatedAt) VALUES
                    ('00000000-0000-0000-0000-000000000002', 'fetched', 'firered-leafgreen', 1234, NULL, 1700000001),
                    ('00000000-0000-0000-0000-000000000003', 'missing', 'firered-leafgreen emerald', NULL, 'not found', 1700000002);
                """)
        }
        try queue.close()

        // When it is opened
        let database = try DexDatabase.open(path: path)

        // Then each outcome is kept whole, as a normal sprite's, and the game downloads sprites
        let pikachu = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000002"))
        let mew = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000003"))
        let records = try await database.writer.read { db in try SpriteRecord.fetchAll(db, "ORDER BY updatedAt") }
        #expect(
            records == [
                SpriteRecord(
                    pokemonId: pikachu, state: .fetched, folder: "firered-leafgreen", byteCount: 1234,
                    updatedAt: Date(timeIntervalSince1970: 1_700_000_001)),
                SpriteRecord(
                    pokemonId: mew, state: .missing, folder: "firered-leafgreen emerald", reason: "not found",
                    updatedAt: Date(timeIntervalSince1970: 1_700_000_002)),
            ])
        let game = try database.games.current("firered")
        #expect(game.downloadsSprites)

        // and the shiny catch's shiny sprite gets its own record beside its normal one
        _ = try await database.spriteRecords.record([
            (game.id, SpriteRecord(pokemonId: pikachu, shiny: true, state: .missing, reason: "not found"))
        ])
        let normal = try await database.spriteRecords.rows(gameId: game.id, after: nil, limit: 10)
        let shiny = try await database.spriteRecords.rows(
            gameId: game.id, filter: .caughtShiny, shiny: true, after: nil, limit: 10)
        #expect(normal.map { $0.record?.state } == [.fetched, .missing])
        #expect(normal.allSatisfy { $0.record?.shiny == false })
        #expect(shiny.map(\.pokemon.name) == ["Pikachu"])
        #expect(shiny.map { $0.record?.state } == [.missing] && shiny.first?.record?.shiny == true)
    }

    /// Generation 1 has no shinies: what an older dex let a player record in Red becomes ordinary, named once.
    @Test func aGeneration1ShinyCatchOfAnOlderDatabaseBecomesAnOrdinaryOne() throws {
        let queue = try SQLiteDatabase(path: path)
        try Migrations.migrator.migrate(queue, upTo: "20_RememberGamesUsed")
        try queue.write { db in
            try db.execute(
                """
                INSERT INTO games (id, slug, name, generation, selectedStarter, dataVersion, spriteURLTemplate, createdAt, tracksShiny)
                VALUES ('00000000-0000-0000-0000-000000000001', 'red', 'Pokémon Red', 1, 'bulbasaur', 'v1', 'https://x/{sprite}.png', 1700000000, 1),
                       ('00000000-0000-0000-0000-000000000004', 'firered', 'Pokémon FireRed', 3, 'bulbasaur', 'v1', 'https://x/{sprite}.png', 1700000000, 0);
                INSERT INTO pokemon (id, gameId, name, dexNumber, notes, isRegistered, isShiny) VALUES
                    ('00000000-0000-0000-0000-000000000002', '00000000-0000-0000-0000-000000000001', 'Pikachu', 25, '', 1, 1),
                    ('00000000-0000-0000-0000-000000000003', '00000000-0000-0000-0000-000000000004', 'Pikachu', 25, '', 1, 1);
                """)
        }
        try queue.close()

        let database = try DexDatabase.open(path: path)

        #expect(database.generation1ShiniesKeptPlain == ["Pokémon Red"])
        let red = try database.catalog.list(game: "red", filter: .caught, search: nil).1
        #expect(red.map(\.name) == ["Pikachu"] && red.allSatisfy { !$0.isShiny }, "still caught, no longer shiny")
        #expect(try database.games.current("red").tracksShiny == false)
        let fireRed = try database.catalog.list(game: "firered", filter: .caught, search: nil).1
        #expect(fireRed.allSatisfy { $0.isShiny }, "FireRed has shinies")
        #expect(try DexDatabase.open(path: path).generation1ShiniesKeptPlain.isEmpty, "said once")
    }

    @Test func aNewerDatabaseIsRefusedAndLeftUntouched() throws {
        // Given a database that records a migration this binary does not know
        _ = try DexDatabase.open(path: path)
        let queue = try SQLiteDatabase(path: path)
        try queue.write { db in
            try db.execute("INSERT INTO grdb_migrations (identifier) VALUES ('99_FromTheFuture')")
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        // When / Then
        #expect(throws: DatabaseError.newerDatabase(path: path, unknownMigrations: ["99_FromTheFuture"])) {
            try DexDatabase.open(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try DexDatabase.open(path: path, migrating: false).status().unknown == ["99_FromTheFuture"])
    }

    @Test func aFileThatIsNotADatabaseGetsAClearError() throws {
        let garbage = Data("this is a shopping list, not a database\n".utf8)
        try garbage.write(to: URL(fileURLWithPath: path))

        #expect(throws: DatabaseError.notADatabase(path: path)) { try DexDatabase.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func resetLeavesAnEmptyUpToDateDatabase() throws {
        let database = try DexDatabase.open(path: path)
        let manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        _ = try database.games.add(
            try manifest.game("yellow"), starter: nil, dataVersion: "t", spriteURLTemplate: "https://x/{sprite}")

        try database.reset()

        #expect(try database.games.progress().games.isEmpty)
        #expect(try database.status().pending.isEmpty)
        #expect(try database.settings.preferences() == Preferences())
    }
}

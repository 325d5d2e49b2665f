import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

/// Each model lists its table's columns once (`RecordTable`) and reads them back by name: the list must be the
/// schema's, and a row written must read back whole.
@Suite struct StoredRecordTests {
    let database: DexDatabase

    init() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-records")
        database = try DexDatabase.open(path: folder.appendingPathComponent("dex.sqlite").path)
    }

    @Test func eachModelListsEveryColumnOfItsTable() throws {
        let tables: [(name: String, columns: [String])] = [
            (Game.table.name, Game.table.columns.map(\.name)),
            (Pokemon.table.name, Pokemon.table.columns.map(\.name)),
            (Preferences.table.name, Preferences.table.columns.map(\.name)),
            (SpriteRecord.table.name, SpriteRecord.table.columns.map(\.name)),
        ]
        for table in tables {
            let schema = try database.writer.read { try $0.columns(in: table.name) }
            #expect(Set(table.columns) == Set(schema), "\(table.name)")
            #expect(table.columns.count == schema.count, "\(table.name): a column listed twice")
        }
    }

    @Test func rowsReadBackAsTheyWereWritten() throws {
        let game = Game(
            slug: "firered", name: "Pokémon FireRed", generation: 3, selectedStarter: "bulbasaur", dataVersion: "v1",
            spriteURLTemplate: "https://x/{sprite}.png", createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        var pokemon = Pokemon(
            gameId: game.id, name: "Mr. Mime", dexNumber: 122, regionalNumber: 95, notes: "a note\u{0}with NUL",
            isCaught: true, spriteSlug: "mr-mime", spriteFolders: ["firered-leafgreen", "emerald"])
        pokemon.hint = "Route 2 (in-game trade)"
        pokemon.ways = "npc-trade\tRoute 2\tRoute 2 (in-game trade)"
        pokemon.availability = "other-version"
        pokemon.choiceGroup = "Fighting Dojo gift\t106,107"
        pokemon.ruledOutBy = "106"
        pokemon.isTraded = true
        let sprite = SpriteRecord(
            pokemonId: pokemon.id, state: .missing, folder: "a b", byteCount: 5, reason: "404",
            updatedAt: Date(timeIntervalSince1970: 1_700_000_001))
        var preferences = Preferences()
        preferences.activeGameId = game.id
        preferences.showOnlyMissing = true

        let read = try database.writer.write { db in
            try game.insert(db)
            try pokemon.insert(db)
            try sprite.upsert(db)
            try preferences.upsert(db)
            return (
                try Game.fetchOne(db, "WHERE id = ?", [game.id]), try Pokemon.fetchOne(db, "WHERE id = ?", [pokemon.id]),
                try SpriteRecord.fetchOne(db, "WHERE pokemonId = ?", [pokemon.id]), try Preferences.fetch(db)
            )
        }
        #expect(read.0 == game)
        #expect(read.1 == pokemon)
        #expect(read.2 == sprite)
        #expect(read.3 == preferences)

        // Ids are stored as lowercase text, times as Unix seconds, caught as the `isRegistered` column.
        let stored = try database.writer.read { db in
            try #require(try db.queryOne("SELECT id, createdAt FROM games"))
        }
        #expect(try stored.string("id") == game.id.uuidString.lowercased())
        #expect(try stored.int64("createdAt") == 1_700_000_000)
        #expect(try database.writer.read { try $0.queryValue("SELECT isRegistered FROM pokemon", as: Int.self) } == 1)
    }

    /// `Pokemon.insertAll` binds the columns itself: each row it writes must be the one the record's own insert writes.
    @Test func insertingManyWritesWhatInsertingOneWrites() throws {
        let game = Game(slug: "x", name: "X", generation: 1, selectedStarter: nil, dataVersion: "", spriteURLTemplate: "")
        var full = Pokemon(
            gameId: game.id, name: "Mr. Mime", dexNumber: 122, regionalNumber: 95, notes: "a note\u{0}with NUL",
            isCaught: true, spriteSlug: "mr-mime", spriteFolders: ["firered-leafgreen", "emerald"])
        full.regionalDex = "kitakami"
        full.sectionNumbers = [SectionNumber(section: "blueberry", number: 12)]
        full.hint = "Route 2 (in-game trade)"
        full.ways = "npc-trade\tRoute 2\tRoute 2 (in-game trade)"
        full.availability = "other-version"
        full.choiceGroup = "Fighting Dojo gift\t106,107"
        full.ruledOutBy = "106"
        full.isTraded = true
        full.isShiny = true
        full.shinyLocked = true
        full.form = "galar"
        full.speciesName = "Mr. Mime"
        let oneFolder = Pokemon(gameId: game.id, name: "Pikachu", dexNumber: 25, spriteFolders: ["home"])
        let bare = Pokemon(gameId: game.id, name: "", dexNumber: 0)
        let rows = [full, oneFolder, bare]
        let copies = rows.map { row in
            var copy = row
            copy.id = UUID()
            return copy
        }
        let columns = Pokemon.table.selection
        let stored = try database.writer.write { db in
            try game.insert(db)
            try Pokemon.insertAll(rows, in: db)
            for copy in copies { try copy.insert(db) }
            // Every column but the id, with its storage class.
            return try db.query("SELECT \(columns) FROM pokemon ORDER BY rowid").map { row in
                try row.columnNames.dropFirst().map { try row.value($0) }
            }
        }
        #expect(stored.count == 6)
        #expect(Array(stored[0..<3]) == Array(stored[3..<6]))
        let read = try database.writer.read { try Pokemon.fetchAll($0, "ORDER BY rowid LIMIT 3") }
        #expect(read == rows)
    }

    @Test func upsertReplacesTheRowWithTheSameKey() throws {
        let game = Game(slug: "x", name: "X", generation: 1, selectedStarter: nil, dataVersion: "", spriteURLTemplate: "")
        let pokemon = Pokemon(gameId: game.id, name: "Pikachu", dexNumber: 25)
        let sprites = try database.writer.write { db in
            try game.insert(db)
            try pokemon.insert(db)
            try SpriteRecord(pokemonId: pokemon.id, state: .failed, reason: "timeout").upsert(db)
            try SpriteRecord(pokemonId: pokemon.id, state: .fetched, folder: "x-y", byteCount: 900).upsert(db)
            return try SpriteRecord.fetchAll(db)
        }
        #expect(sprites.map(\.state) == [.fetched])
        #expect(sprites.first?.reason == nil && sprites.first?.byteCount == 900)
    }

    @Test func aShinySpritesRecordIsKeptBesideTheNormalOne() throws {
        let game = Game(slug: "x", name: "X", generation: 1, selectedStarter: nil, dataVersion: "", spriteURLTemplate: "")
        let pokemon = Pokemon(gameId: game.id, name: "Pikachu", dexNumber: 25)
        let sprites = try database.writer.write { db in
            try game.insert(db)
            try pokemon.insert(db)
            try SpriteRecord(pokemonId: pokemon.id, state: .fetched, folder: "x-y", byteCount: 900).upsert(db)
            try SpriteRecord(pokemonId: pokemon.id, shiny: true, state: .failed, reason: "timeout").upsert(db)
            try SpriteRecord(pokemonId: pokemon.id, shiny: true, state: .missing, folder: "x-y", reason: "404").upsert(db)
            return try SpriteRecord.fetchAll(db, "ORDER BY shiny")
        }
        #expect(sprites.map(\.shiny) == [false, true])
        #expect(sprites.map(\.state) == [.fetched, .missing])
        #expect(sprites.last?.reason == "404" && sprites.first?.byteCount == 900)

        let left = try database.writer.write { db in
            try sprites[1].delete(db)
            return try SpriteRecord.fetchAll(db)
        }
        #expect(left.map(\.shiny) == [false])
    }

    @Test func aValueOfTheWrongKindIsAnErrorNamingItsColumn() throws {
        let game = Game(slug: "x", name: "X", generation: 1, selectedStarter: nil, dataVersion: "", spriteURLTemplate: "")
        try database.writer.write { db in
            try game.insert(db)
            try db.execute("UPDATE games SET id = 'not-a-uuid'")
        }
        let error = try #require(throws: SQLiteRowError.self) {
            try database.writer.read { db in try Game.fetchAll(db) }
        }
        #expect(error.column == "id")
    }
}

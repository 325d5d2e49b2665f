import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

/// Migration 7 on a database whose last migration is 5 (Tests/Fixtures/database-at-migration-5.sql, dumped
/// from a real one): the game's hints move out of `notes`, the player's notes stay, and nothing else changes.
@Suite struct GameDataHintMigrationTests {
    let path: String

    init() throws {
        path = try TemporaryFolder.make(prefix: "dex-hint-migration").appendingPathComponent("dex.sqlite").path
        let dump = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/database-at-migration-5.sql"), encoding: .utf8
        )
        let database = try SQLiteDatabase(path: path)
        try database.writeWithoutTransaction { db in try db.execute(dump) }
        try database.close()
    }

    private struct Snapshot: Equatable {
        var rows: [String: (notes: String, caught: Bool)]
        var sprites: Int
        var activeGame: String?

        static func == (a: Self, b: Self) -> Bool {
            a.sprites == b.sprites && a.activeGame == b.activeGame && a.rows.count == b.rows.count
                && a.rows.allSatisfy { key, value in b.rows[key].map { $0.caught == value.caught } == true }
        }
    }

    private func snapshot(_ db: SQLiteConnection) throws -> Snapshot {
        let rows = try db.query(
            "SELECT games.slug, pokemon.dexNumber, pokemon.notes, pokemon.isRegistered FROM pokemon JOIN games ON games.id = pokemon.gameId"
        )
        return Snapshot(
            rows: Dictionary(
                uniqueKeysWithValues: try rows.map { row in
                    (
                        "\(try row.string("slug"))#\(try row.int("dexNumber"))",
                        (notes: try row.string("notes"), caught: try row.bool("isRegistered"))
                    )
                }),
            sprites: try db.queryValue("SELECT COUNT(*) FROM sprites", as: Int.self) ?? 0,
            activeGame: try db.queryValue("SELECT activeGameId FROM preferences", as: String?.self) ?? nil)
    }

    @Test func playerNotesStayAndTheGamesTextBecomesTheHint() throws {
        let before = try SQLiteDatabase(path: path).read(snapshot)
        let database = try DexDatabase.open(path: path)
        let after = try database.writer.read(snapshot)

        #expect(after == before, "rows, catches, sprite records and the active game are kept")
        let playerNotes = [
            "firered#44": "saw one", "firered#1": "Gift: Pallet Town",
            "crystal#25": "Route 2 at night", "crystal#172": "got it from the Odd Egg!",
        ]
        for (key, row) in after.rows {
            #expect(row.notes == playerNotes[key, default: ""], "\(key): '\(row.notes)' was '\(before.rows[key]?.notes ?? "")'")
        }
        let hints = try database.writer.read { db in
            try db.query(
                "SELECT games.slug, pokemon.dexNumber, pokemon.hint FROM pokemon JOIN games ON games.id = pokemon.gameId"
            )
            .map { ("\(try $0.string("slug"))#\(try $0.int("dexNumber"))", try $0.string("hint")) }
        }
        #expect(hints.allSatisfy { !$0.1.isEmpty }, "every seeded Pokémon has a hint")
        let byKey = Dictionary(uniqueKeysWithValues: hints)
        #expect(byKey["firered#25"] == "Viridian Forest (walking)")
        #expect(byKey["firered#44"] == "Route 12 (walking)")
        // Crystal's Scyther said "trade from Yellow" before the Bug-Catching Contest was added: that old text was
        // the game's, so it left `notes` too, and the hint is today's.
        #expect(byKey["crystal#123"]?.contains("Bug-Catching Contest") == true)
        #expect(before.rows["crystal#123"]?.notes == "Not in Crystal: trade from Yellow (Time Capsule)")
    }

    @Test func waysAndClassesAreFilledForTrackedGames() throws {
        let database = try DexDatabase.open(path: path)
        let (_, pokemon) = try database.catalog.list(game: "firered", filter: .all, search: nil)
        let alakazam = try #require(pokemon.first { $0.dexNumber == 65 })
        #expect(alakazam.obtainability == .tradeEvolution)
        let hitmonlee = try #require(pokemon.first { $0.dexNumber == 106 })
        #expect(StoredChoice.decode(hitmonlee.choiceGroup)?.members == [106, 107])
    }

    @Test func clearingTheNoteKeepsTheHint() throws {
        let database = try DexDatabase.open(path: path)
        let cleared = try database.catches.setNote(nil, ref: .name("gloom"), game: "firered")
        #expect(cleared.notes.isEmpty)
        #expect(cleared.hint == "Route 12 (walking)")
        let (_, listed) = try database.catalog.list(game: "firered", filter: .all, search: PokemonSearch("Route 12"))
        #expect(listed.contains { $0.dexNumber == 44 })
    }

    @Test func aFormatOneBackupsHintIsNotTakenAsANote() throws {
        let database = try DexDatabase.open(path: path)
        let file =
            #"{"format":"dex-backup","formatVersion":1,"games":[{"slug":"firered","starter":"bulbasaur","pokemon":["#
            + #"{"dexNumber":44,"caught":true,"notes":"Route 12 (walking)"},{"dexNumber":43,"caught":false,"notes":"mine"}]}]}"#
        let backup = try BackupFile.decode(Data(file.utf8), name: "old.json")
        _ = try database.backups.importBackup(
            backup, file: "old.json", mode: .replace, dryRun: false, manifest: { try GameManifest.load() })
        let (_, pokemon) = try database.catalog.list(game: "firered", filter: .all, search: nil)
        #expect(
            pokemon.first { $0.dexNumber == 44 }.map { ($0.notes, $0.hint, $0.isCaught) } ?? ("?", "?", false)
                == ("", "Route 12 (walking)", true))
        #expect(pokemon.first { $0.dexNumber == 43 }?.notes == "mine")

        let exported =
            try JSONSerialization.jsonObject(with: try BackupFile.encode(try database.backups.export(), as: .json))
            as? [String: Any]
        #expect(exported?["formatVersion"] as? Int == 2)
        let games = exported?["games"] as? [[String: Any]]
        let gloom = (games?.first { $0["slug"] as? String == "firered" }?["pokemon"] as? [[String: Any]])?.first {
            $0["dexNumber"] as? Int == 44
        }
        #expect(gloom?["notes"] as? String == "")
        #expect(gloom?["hint"] as? String == "Route 12 (walking)")
    }
}

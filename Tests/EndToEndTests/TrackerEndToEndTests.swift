import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// The tracker as a user drives it: the built `dex` binary, a temporary data folder, the test manifest.
@Suite(.tags(.endToEnd)) struct TrackerEndToEndTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess()
    }

    @Test func addMarkListAndProgress() async throws {
        let added = try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        #expect(added == "Added Pokémon FireRed with Bulbasaur: 7 Pokémon to catch. It is now the active game.\n")

        let marked = try await dex.succeed(["mark", "pikachu", "Mr. Mime", "1-9", "#083"])
        #expect(
            marked == """
                Caught #001 Bulbasaur
                Caught #025 Pikachu
                Caught #083 Farfetch’d
                Caught #122 Mr. Mime
                Pokémon FireRed: 4/7 caught

                """)
        #expect(try await dex.succeed(["mark", "25"]).contains("#025 Pikachu was already caught"))

        let missing = try await dex.succeed(["list", "--missing"])
        #expect(
            missing.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true)[0] } == [
                "#029", "#244", "#669",
            ])
        #expect(try await dex.succeed(["progress"]).contains("Pokémon FireRed  4/7  57.1%"))
        #expect(try await dex.succeed(["games"]).hasPrefix("*  firered  Pokémon FireRed  4/7  57.1%"))
    }

    @Test func badInputFailsWithOneLineAndChangesNothing() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
        let before = try snapshot()

        let cases: [([String], String)] = [
            (["add-game", "firedred"], "no game called 'firedred' in the manifest (did you mean 'firered'?)"),
            (["add-game", "firered", "--starter", "squirtle"], "you already track 'firered'"),
            (["add-game", "yellow", "--starter", "pikachu"], "Pokémon Yellow has no starter choice; drop --starter"),
            (
                ["mark", "1", "pikachuu"],
                "no Pokémon 'pikachuu' in Pokémon FireRed (did you mean 'Pikachu'?); nothing was changed"
            ),
            (["mark", "4"], "no Pokémon '#004' in Pokémon FireRed"),
            (["unmark", "25", "9-1"], "'9-1' is not a valid range"),
            (["mark", "25", "--game", "leafgreen"], "you are not tracking 'leafgreen'"),
            (["use", "yellow"], "you are not tracking 'yellow'"),
            (["remove-game", "firered"], "removing firered needs confirmation: pass --yes"),
            (["db", "reset"], "resetting the database needs confirmation: pass --yes"),
            (["config", "set", "show-percentage", "maybe"], "'maybe' is not a valid value for show-percentage"),
        ]
        for (arguments, message) in cases {
            let result = try await dex.run(arguments)
            #expect(result.status != 0, "dex \(arguments) should fail")
            #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "dex \(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try snapshot() == before)
    }

    @Test func aMissingStarterListsTheValidOnes() async throws {
        let result = try await dex.run(["add-game", "firered"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: Pokémon FireRed needs a starter: pass --starter with one of bulbasaur, charmander, squirtle\n")
        #expect(try snapshot().games.isEmpty)
    }

    @Test func useRemoveAndPerGameCommands() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "charmander"])
        try await dex.succeed(["add-game", "yellow"])
        try await dex.succeed(["mark", "25"])
        #expect(try await dex.succeed(["list", "--caught", "--game", "firered"]).isEmpty == false)
        #expect(try await dex.succeed(["list", "--caught", "--game", "firered"]).contains("Nothing to list"))
        try await dex.succeed(["use", "firered"])
        try await dex.succeed(["mark", "charmander"])
        #expect(try await dex.succeed(["games"]).contains("*  firered"))
        #expect(
            try await dex.succeed(["remove-game", "firered", "--yes"])
                == "Removed Pokémon FireRed and its sprites.\nPokémon Yellow is now the active game.\n")
        #expect(try snapshot().games == ["yellow"])
        #expect(try await dex.succeed(["mark", "25"]).contains("Pokémon Yellow"))
    }

    @Test func notesConfigAndDatabaseStatus() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "squirtle"])
        #expect(try await dex.succeed(["note", "nidoran-f", "Route 3"]) == "#029 Nidoran♀: Route 3\n")
        #expect(try await dex.succeed(["list", "--search", "route"]).contains("Nidoran♀  Route 3"))
        try await dex.succeed(["config", "set", "show-percentage", "true"])
        #expect(try await dex.succeed(["mark", "7"]).hasSuffix("Pokémon FireRed: 1/6 (16.7%) caught\n"))
        try await dex.succeed(["config", "set", "show-only-missing", "on"])
        #expect(!(try await dex.succeed(["list"]).contains("Squirtle")))
        #expect(try await dex.succeed(["list", "--all"]).contains("Squirtle"))
        #expect(
            try await dex.succeed(["config", "list"])
                == "active-game        firered\nshow-percentage    true\nshow-only-missing  true\n")
        let status = try await dex.succeed(["db", "status"])
        #expect(status.contains("applied  1_CreateGamesTable") && !status.contains("pending"))
        #expect(try await dex.succeed(["db", "reset", "--yes"]) == "The database is empty.\n")
        #expect(try snapshot().games.isEmpty)
    }

    @Test func noColourWhenNotATerminal() async throws {
        var dex = dex
        dex.environment.removeValue(forKey: "NO_COLOR")
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur"])
        let output = try await dex.succeed(["mark", "25", "1"]) + (try await dex.succeed(["list"]))
        #expect(!output.contains("\u{1B}["))
    }

    @Test func aNonDatabaseFileIsReportedAndKept() async throws {
        let garbage = Data("not a database".utf8)
        try garbage.write(to: URL(fileURLWithPath: dex.databasePath))
        for arguments in [["games"], ["mark", "25"]] {
            let result = try await dex.run(arguments)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "Error: \(dex.databasePath) is not a dex database (not SQLite); move it aside or pass --home with another folder\n"
            )
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: dex.databasePath)) == garbage)
    }

    @Test func aNewerDatabaseIsRefusedAndKept() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur"])
        let database = try SQLiteDatabase(path: dex.databasePath)
        try database.write { try $0.execute("INSERT INTO grdb_migrations VALUES ('42_SomethingNew')") }
        try database.close()
        let before = try snapshot()

        let result = try await dex.run(["mark", "25"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("was written by a newer dex (unknown migrations: 42_SomethingNew); upgrade dex"))
        #expect(try snapshot() == before)
    }

    /// What a user could see of the database: games and caught Pokémon.
    struct Snapshot: Equatable {
        var games: [String]
        var caught: [String]
        var notes: [String]
    }

    func snapshot() throws -> Snapshot {
        guard FileManager.default.fileExists(atPath: dex.databasePath) else { return Snapshot(games: [], caught: [], notes: []) }
        let database = try SQLiteDatabase(path: dex.databasePath, options: .init(access: .readOnly))
        defer { try? database.close() }
        return try database.read { db in
            guard try db.tableExists("games") else { return Snapshot(games: [], caught: [], notes: []) }
            return Snapshot(
                games: try db.queryValues(
                    "SELECT slug || ':' || COALESCE(selectedStarter, '') FROM games ORDER BY slug", as: String.self
                )
                .map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 },
                caught: try db.queryValues(
                    "SELECT gameId || dexNumber FROM pokemon WHERE isRegistered ORDER BY 1", as: String.self),
                notes: try db.queryValues("SELECT notes FROM pokemon WHERE notes != '' ORDER BY 1", as: String.self))
        }
    }
}

extension TrackerEndToEndTests {
    @Test func aNoteWithLineBreaksKeepsTheListOneLinePerPokemon() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur"])
        try await dex.succeed(["note", "25", "Viridian Forest\nlevel 4"])
        let lines = try await dex.succeed(["list"]).split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines.contains { $0.hasSuffix("Pikachu     Viridian Forest level 4") })
        #expect(
            try await dex.succeed(["list", "--json", "--search", "pikachu"]).contains(#""notes" : "Viridian Forest\nlevel 4""#))
    }
}

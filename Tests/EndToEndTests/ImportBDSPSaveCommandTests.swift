import DexModel
import DexTestSupport
import Foundation
import SQLiteStore
import SaveFileSupport
import Testing

/// `dex add-game --from-save` and `dex import-save` of Brilliant Diamond/Shining Pearl saves run as a user runs them,
/// on saves the test writer builds from PKHeX's layout, with the bundled manifest.
@Suite(.tags(.endToEnd)) struct ImportBDSPSaveCommandTests: SaveImportSuite {
    static let saveFileName = "SaveData.bin"
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// A Shining Pearl save: Pokédex Pikachu, Piplup, Prinplup, Starly, and Bidoof only seen; Piplup in the party, an
    /// East Sea Shellos and a shiny Bidoof in the boxes, Pikachu at the Day Care.
    var shiningPearlSave: BDSPSaveWriter {
        var writer = BDSPSaveWriter(.shiningPearl)
        writer.owned = [25, 393, 394, 396]
        writer.seen = [399]
        writer.party = [PB8Pokemon(species: 393)]
        writer.boxes = [0: PB8Pokemon(species: 422, form: 1), 1199: PB8Pokemon(species: 399, shiny: true)]
        writer.dayCare = [PB8Pokemon(species: 25)]
        return writer
    }

    /// The caught entries of a game: `422 east`, `399 ★`.
    func caught(_ game: String) throws -> [String] {
        let database = try SQLiteDatabase(path: dex.databasePath, options: .init(access: .readOnly))
        defer { try? database.close() }
        return try database.read { db in
            try db.queryValues(
                """
                SELECT pokemon.dexNumber || CASE WHEN form = '' THEN '' ELSE ' ' || form END
                    || CASE WHEN isShiny THEN ' ★' ELSE '' END
                FROM pokemon JOIN games ON games.id = pokemon.gameId
                WHERE games.slug = ? AND isRegistered ORDER BY pokemon.dexNumber, pokemon.rowid
                """, [game], as: String.self)
        }
    }

    @Test func aSaveStartsItsGameAndIsImportedReplacedAndUndone() async throws {
        let path = try write(shiningPearlSave.bytes())
        // The save names its game; the starter is given, since every starter line can be had in this game.
        let added = try await dex.succeed(["add-game", "--from-save", path, "--starter", "piplup", "--no-sprites"])
        #expect(added.hasPrefix("Added Pokémon Shining Pearl with Piplup: "), "\(added)")
        #expect(try caught("shining-pearl") == ["25", "393", "394", "396"])

        let dryRun = try await dex.succeed(["import-save", path, "--owned", "--replace", "--dry-run"])
        let lines = dryRun.split(separator: "\n").map(String.init)
        #expect(
            lines[0]
                == "\(path): a Brilliant Diamond/Shining Pearl save. Pokédex: 4 caught, 5 seen; party, boxes and Day Care: 4 species now."
        )
        #expect(lines.contains { $0.hasPrefix("#394  Prinplup") && $0.hasSuffix("unmark") }, "\(dryRun)")
        #expect(try caught("shining-pearl") == ["25", "393", "394", "396"])

        let owned = try await dex.succeed(["import-save", path, "--owned", "--replace"])
        #expect(owned.contains("2 marked caught, 2 unmarked, 1 marked shiny;"), "\(owned)")
        #expect(try caught("shining-pearl") == ["25", "393", "399 ★", "422"])
        #expect(try await dex.succeed(["undo"]) == "Undid: import-save (party and boxes) into shining-pearl.\n")
        #expect(try caught("shining-pearl") == ["25", "393", "394", "396"])
    }

    @Test func theNationalDexWithFormsGetsTheHeldFormsAndShinies() async throws {
        try await dex.succeed(["add-game", "national", "--forms", "--no-sprites"])
        try await dex.succeed(["import-save", try write(shiningPearlSave.bytes()), "--owned", "--game", "national"])
        #expect(try caught("national") == ["25", "393", "399 ★", "422 east"])
    }

    /// From the Pokédex, a caught species it saw in one form only is marked in that form, though no box holds it.
    @Test func thePokedexMarksTheOneFormItSaw() async throws {
        try await dex.succeed(["add-game", "brilliant-diamond", "--forms", "--starter", "turtwig", "--no-sprites"])
        var writer = BDSPSaveWriter(.brilliantDiamond)
        writer.owned = [387, 422, 423]
        writer.pokedexForms = [(422, 1, false), (423, 0, false), (423, 1, false)]
        let output = try await dex.succeed(["import-save", try write(writer.bytes())])
        #expect(output.contains("3 marked caught"), "\(output)")
        #expect(try caught("brilliant-diamond") == ["387", "422 east", "423"])
    }

    @Test func refusedSavesChangeNothing() async throws {
        try await dex.succeed(["add-game", "brilliant-diamond", "--starter", "chimchar", "--no-sprites"])
        try await dex.succeed(["mark", "390"])
        var damaged = shiningPearlSave.bytes()
        damaged[0x14098 + 0x20] ^= 1
        var platinum = Gen4SaveWriter(.platinum)
        platinum.owned = [387]
        let cases: [(String, String)] = [
            (
                try write(damaged, "damaged.bin"),
                "holds a Brilliant Diamond/Shining Pearl save whose checksum does not match its data: the save is damaged"
            ),
            (try write(platinum.bytes(), "platinum.sav"), "this save is from Platinum; the active game is Brilliant Diamond"),
        ]
        for (path, message) in cases {
            let result = try await dex.run(["import-save", path])
            #expect(result.status == 1, "\(path)")
            #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(path): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
        }
        #expect(try caught("brilliant-diamond") == ["390"])
    }
}

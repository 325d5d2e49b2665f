import DexTestSupport
import Foundation
import SQLiteStore
import SaveFileSupport
import Testing

/// `dex import-save` and `dex add-game --from-save` of Legends: Arceus and Legends: Z-A saves run as a user runs them,
/// on saves the test writers build from the documented layouts, with the bundled manifest.
@Suite(.tags(.endToEnd)) struct ImportLegendsSaveCommandTests: SaveImportSuite {
    static let saveFileName = "main"
    typealias Mon = SwitchPokemon
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// A Legends: Arceus save: Pokédex Rowlet and Pikachu caught, Hisuian Growlithe caught shiny, Bidoof seen; Rowlet
    /// in the party, Bidoof in a box.
    var arceusSave: LegendsArceusSaveWriter {
        var writer = LegendsArceusSaveWriter()
        writer.seen = [722, 25, 399]
        writer.obtained = [
            LegendsArceusSaveWriter.pikachuEntry: 1, LegendsArceusSaveWriter.hisuianGrowlitheEntry: 0b1_0000,
            rowletEntry: 1,
        ]
        writer.party = [Mon(species: 722)]
        writer.boxes = [7: Mon(species: 399)]
        return writer
    }

    /// Rowlet's statistics entry (PKHeX PokedexConstants8a.FormStorageIndexValues).
    let rowletEntry = 305

    /// A Legends: Z-A save: Pokédex Chikorita, Pikachu and Alolan Raichu caught, Tepig seen; Chikorita in the party,
    /// Tepig in a box.
    var zaSave: LegendsZASaveWriter {
        var writer = LegendsZASaveWriter()
        writer.pokedex = [152: 1, 25: 1, 26: 0b10, 498: 0]
        writer.party = [Mon(species: 152)]
        writer.boxes = [7: Mon(species: 498)]
        return writer
    }

    @Test func addGameFromASaveTakesTheGameTheSaveRecords() async throws {
        let path = try write(arceusSave.bytes())
        let output = try await dex.succeed(["add-game", "--from-save", path, "--starter", "rowlet", "--no-sprites"])
        #expect(output.hasPrefix("Added Pokémon Legends: Arceus"), "\(output)")
        #expect(try caught("legends-arceus") == [25, 58, 722])
        try await dex.succeed(["undo"])
        #expect(try caught("legends-arceus").isEmpty)
        let za = try write(zaSave.bytes(), "za")
        let added = try await dex.succeed(["add-game", "--from-save", za, "--starter", "chikorita", "--no-sprites"])
        #expect(added.hasPrefix("Added Pokémon Legends: Z-A"), "\(added)")
        #expect(try caught("legends-za") == [25, 26, 152])
        let wrong = try await dex.run(["add-game", "scarlet", "--from-save", path, "--no-sprites"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.split(separator: "\n").count == 1, "\(wrong.stderr)")
        #expect(wrong.stderr.contains("is a Legends: Arceus save, which 'scarlet' does not write"), "\(wrong.stderr)")
    }

    @Test func aLegendsZASaveIsImportedDryRunFirstAndUndone() async throws {
        try await dex.succeed(["add-game", "legends-za", "--starter", "chikorita", "--no-sprites"])
        let path = try write(zaSave.bytes())
        let before = try snapshot()
        let dryRun = try await dex.succeed(["import-save", path, "--dry-run"])
        let lines = dryRun.split(separator: "\n").map(String.init)
        #expect(lines[0] == "\(path): a Legends: Z-A save. Pokédex: 3 caught, 4 seen; party and boxes: 2 species now.")
        #expect(try snapshot() == before)
        let imported = try await dex.succeed(["import-save", path])
        #expect(imported.contains("Imported \(path) into Pokémon Legends: Z-A: 3 marked caught, 0 unmarked;"), "\(imported)")
        #expect(dryRun.contains("3 marked caught, 0 unmarked"))
        #expect(try caught("legends-za") == [25, 26, 152])
        #expect(try await dex.succeed(["undo"]) == "Undid: import-save (Pokédex) into legends-za.\n")
        #expect(try snapshot() == before)
    }

    @Test func aLegendsArceusSaveIsImportedDryRunFirstAndUndone() async throws {
        try await dex.succeed(["add-game", "legends-arceus", "--starter", "rowlet", "--no-sprites"])
        let path = try write(arceusSave.bytes())
        let before = try snapshot()
        let dryRun = try await dex.succeed(["import-save", path, "--dry-run"])
        #expect(dryRun.hasPrefix("\(path): a Legends: Arceus save. Pokédex: 3 caught, 4 seen; party and boxes: 2 species now."))
        #expect(try snapshot() == before)
        let imported = try await dex.succeed(["import-save", path])
        // Hisuian Growlithe is recorded obtained shiny: a shiny catch is marked as one.
        #expect(imported.contains("into Pokémon Legends: Arceus: 3 marked caught, 0 unmarked, 1 marked shiny;"), "\(imported)")
        #expect(try caught("legends-arceus") == [25, 58, 722])
        try await dex.succeed(["undo"])
        #expect(try snapshot() == before)
    }

    @Test func ownedMarksThePartyAndBoxesIntoTheNationalGame() async throws {
        try await dex.succeed(["add-game", "national", "--no-sprites"])
        try await dex.succeed(["import-save", try write(arceusSave.bytes()), "--owned", "--game", "national"])
        #expect(try caught("national") == [399, 722])
        try await dex.succeed(["import-save", try write(zaSave.bytes(), "za"), "--owned", "--game", "national"])
        #expect(try caught("national") == [152, 399, 498, 722])
    }

    func caughtForms(_ game: String) throws -> [String] {
        try read { db in
            try db.queryValues(
                """
                SELECT pokemon.dexNumber || CASE WHEN form = '' THEN '' ELSE ' ' || form END
                    || CASE WHEN isShiny THEN ' ★' ELSE '' END
                FROM pokemon JOIN games ON games.id = pokemon.gameId
                WHERE games.slug = ? AND isRegistered ORDER BY pokemon.dexNumber, pokemon.rowid
                """, [game], as: String.self)
        }
    }

    /// From the Pokédex, Legends: Arceus's forms obtained mark their entries, shiny where a shiny one was obtained.
    @Test func aGameWithFormsGetsTheFormsThePokedexRecordsObtained() async throws {
        try await dex.succeed(["add-game", "legends-arceus", "--forms", "--starter", "rowlet", "--no-sprites"])
        try await dex.succeed(["import-save", try write(arceusSave.bytes())])
        #expect(try caughtForms("legends-arceus") == ["25", "58 hisui ★", "722"])
    }

    @Test func theNationalDexWithFormsGetsTheHeldFormsAndShinies() async throws {
        try await dex.succeed(["add-game", "national", "--forms", "--no-sprites"])
        var writer = zaSave
        writer.boxes = [0: Mon(species: 26, form: 1, shiny: true), 1: Mon(species: 670, form: 2)]
        try await dex.succeed(["import-save", try write(writer.bytes()), "--owned", "--game", "national"])
        var arceus = arceusSave
        arceus.boxes = [0: Mon(species: 58, form: 1)]
        try await dex.succeed(["import-save", try write(arceus.bytes(), "arceus"), "--owned", "--game", "national"])
        #expect(try caughtForms("national") == ["26 alola ★", "58 hisui", "152", "670 orange", "722"])
    }

    @Test func badLegendsFilesFailWithOneLineAndChangeNothing() async throws {
        try await dex.succeed(["add-game", "legends-arceus", "--starter", "rowlet", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
        let before = try snapshot()
        var damaged = arceusSave.bytes()
        damaged[damaged.count / 2] ^= 1
        var missing = arceusSave
        missing.omitted = [0x2985_FE5D]
        var missingZA = zaSave
        missingZA.omitted = [0x2D87_BE5C]
        missingZA.boxSlots = 120
        let cases: [(String, String)] = [
            (try write(damaged, "damaged"), "whose hash does not match its data"),
            (try write(missing.bytes(), "missing"), "holds a Legends: Arceus save without the Pokédex, party or box blocks"),
            (try write(missingZA.bytes(), "missing-za"), "holds a Legends: Z-A save without the Pokédex, party or box blocks"),
            (try write(zaSave.bytes(), "za"), "this save is from Legends: Z-A"),
        ]
        for (path, message) in cases {
            let result = try await dex.run(["import-save", path])
            #expect(result.status == 1, "\(path)")
            #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(path): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try snapshot() == before)
    }
}

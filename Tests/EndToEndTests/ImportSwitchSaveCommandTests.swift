import DexTestSupport
import Foundation
import SQLiteStore
import SaveFileSupport
import Testing

/// `dex import-save` and `dex add-game --from-save` of Switch saves (Sword/Shield, Scarlet/Violet) run as a user runs
/// them, on saves the test writers build from the documented layouts, with the bundled manifest.
@Suite(.tags(.endToEnd)) struct ImportSwitchSaveCommandTests: SaveImportSuite {
    static let saveFileName = "main"
    typealias Mon = SwitchPokemon
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// A Scarlet save: Pokédex Sprigatito, Pikachu, Paldean Wooper caught, Lechonk seen; Sprigatito in the party,
    /// Lechonk in a box.
    var scarletSave: ScarletVioletSaveWriter {
        var writer = ScarletVioletSaveWriter(game: ScarletVioletSaveWriter.scarlet)
        writer.pokedex = [906: 1, 25: 1, 194: 0b10, 915: 0]
        writer.party = [Mon(species: 906)]
        writer.boxes = [7: Mon(species: 915)]
        return writer
    }

    /// A Shield save: Pokédex Grookey and Pikachu caught, Wooloo seen; Wooloo in a box.
    var shieldSave: SwordShieldSaveWriter {
        var writer = SwordShieldSaveWriter(game: SwordShieldSaveWriter.shield)
        writer.pokedex[.galar] = [1: true, 194: true, 21: false]
        writer.boxes = [7: Mon(species: 831)]
        writer.starterChoice = 0
        return writer
    }

    @Test func addGameFromASaveTakesTheVersionTheSaveRecords() async throws {
        let path = try write(shieldSave.bytes())
        let output = try await dex.succeed(["add-game", "--from-save", path, "--no-sprites"])
        #expect(output.hasPrefix("Added Pokémon Shield with Grookey"), "\(output)")
        #expect(try caught("shield") == [25, 810])
        try await dex.succeed(["undo"])
        #expect(try caught("shield").isEmpty)
        let wrong = try await dex.run(["add-game", "scarlet", "--from-save", path, "--no-sprites"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.split(separator: "\n").count == 1, "\(wrong.stderr)")
        #expect(wrong.stderr.contains("is a Sword/Shield save, which 'scarlet' does not write"), "\(wrong.stderr)")
    }

    @Test func aScarletGameStartsFromItsSaveWithTheOneStarterLineItHolds() async throws {
        let path = try write(scarletSave.bytes())
        let output = try await dex.succeed(["add-game", "--from-save", path, "--no-sprites"])
        #expect(output.hasPrefix("Added Pokémon Scarlet with Sprigatito"), "\(output)")
        #expect(try caught("scarlet") == [25, 194, 906])
    }

    @Test func aScarletSaveIsImportedDryRunFirstAndUndone() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "sprigatito", "--no-sprites"])
        let path = try write(scarletSave.bytes())
        let before = try snapshot()
        let dryRun = try await dex.succeed(["import-save", path, "--dry-run"])
        let lines = dryRun.split(separator: "\n").map(String.init)
        #expect(lines[0] == "\(path): a Scarlet/Violet save. Pokédex: 3 caught, 4 seen; party and boxes: 2 species now.")
        #expect(try snapshot() == before)
        let imported = try await dex.succeed(["import-save", path])
        #expect(imported.contains("Imported \(path) into Pokémon Scarlet: 3 marked caught, 0 unmarked;"), "\(imported)")
        #expect(dryRun.contains("3 marked caught, 0 unmarked"))
        #expect(try caught("scarlet") == [25, 194, 906])
        #expect(try await dex.succeed(["undo"]) == "Undid: import-save (Pokédex) into scarlet.\n")
        #expect(try snapshot() == before)
    }

    /// The Pokédex's forms obtained mark their entries in a game tracked with forms: Paldean Wooper, not Wooper, and
    /// two of Tauros's Paldean breeds; a held shiny one is marked shiny.
    @Test func thePokedexsFormsMarkTheirEntriesInAGameWithForms() async throws {
        try await dex.succeed(["add-game", "scarlet", "--forms", "--starter", "sprigatito", "--no-sprites"])
        var save = scarletSave
        save.pokedex[128] = 0b0110
        save.boxes[8] = Mon(species: 128, form: 2, shiny: true)
        try await dex.succeed(["import-save", try write(save.bytes())])
        let entries = try read { db in
            try db.queryValues(
                """
                SELECT pokemon.dexNumber || CASE form WHEN '' THEN '' ELSE ' ' || form END
                    || CASE WHEN isShiny THEN ' ★' ELSE '' END
                FROM pokemon JOIN games ON games.id = pokemon.gameId
                WHERE games.slug = 'scarlet' AND isRegistered AND pokemon.dexNumber IN (128, 194)
                ORDER BY pokemon.dexNumber, pokemon.rowid
                """, as: String.self)
        }
        #expect(entries == ["128 paldea-combat-breed", "128 paldea-blaze-breed ★", "194 paldea"])
    }

    @Test func ownedMarksThePartyAndBoxesIntoTheNationalGame() async throws {
        try await dex.succeed(["add-game", "national", "--no-sprites"])
        let path = try write(scarletSave.bytes())
        try await dex.succeed(["import-save", path, "--owned", "--game", "national"])
        #expect(try caught("national") == [906, 915])
    }

    @Test func aSaveOfAnotherFamilyIsRefused() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "sprigatito", "--no-sprites"])
        let before = try snapshot()
        let result = try await dex.run(["import-save", try write(shieldSave.bytes())])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: this save is from Sword/Shield"), "\(result.stderr)")
        #expect(try snapshot() == before)
    }

    @Test func badSwitchFilesFailWithOneLineAndChangeNothing() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "sprigatito", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
        let before = try snapshot()
        var damaged = scarletSave.bytes()
        damaged[damaged.count / 2] ^= 1
        var missing = scarletSave
        missing.boxSlots = 960
        missing.omitted = [0x3AA1_A9AD]
        var otherGame = scarletSave
        otherGame.game = 47
        let cases: [(String, String)] = [
            (try write(damaged, "damaged"), "whose hash does not match its data"),
            (try write(missing.bytes(), "missing"), "holds a Scarlet/Violet save without the Pokédex, party or box blocks"),
            (try write(otherGame.bytes(), "other"), "holds a Switch save of a game whose saves dex does not read"),
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

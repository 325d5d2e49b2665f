import DexTestSupport
import Foundation
import SaveFileSupport
import Testing

/// `dex import-save` and `dex add-game --from-save` on the 3DS saves (X/Y, Omega Ruby/Alpha Sapphire, Sun/Moon), written
/// byte by byte from the documented layout: the game the save records, its Pokédex, its party and boxes with forms and
/// shinies into the living dex, a dry run that predicts the import, undo, and a damaged save that changes nothing.
@Suite(.tags(.endToEnd)) struct ThreeDSSaveImportTests: SaveImportSuite {
    static let saveFileName = "main"
    typealias Mon = ThreeDSSaveWriter.PK6
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// A Y save of a Froakie run: Froakie, Fletchling and Xerneas caught, a shiny Modern Vivillon in the party.
    var ySave: ThreeDSSaveWriter {
        var writer = ThreeDSSaveWriter(.xy, game: 25)
        writer.caught = [656, 661, 666, 716]
        writer.seen = [656, 661, 666, 716, 650]
        writer.party = [Mon(species: 656), Mon(species: 666, form: 7, shiny: true)]
        writer.boxes = [0: Mon(species: 661)]
        return writer
    }

    @Test func aGameStartsFromTheVersionAndStarterItsSaveRecords() async throws {
        let path = try write(ySave.bytes())
        let output = try await dex.succeed(["add-game", "--from-save", path, "--no-sprites"])
        #expect(output.hasPrefix("Added Pokémon Y with Froakie: "), "\(output)")
        let caught = try await dex.succeed(["list", "--caught"])
        for name in ["Froakie", "Fletchling", "Vivillon", "Xerneas"] { #expect(caught.contains(name), "\(caught)") }
    }

    @Test func aDryRunPredictsTheImportAndUndoRevertsIt() async throws {
        try await dex.succeed(["add-game", "x", "--starter", "froakie", "--no-sprites"])
        var x = ySave
        x.game = 24
        let path = try write(x.bytes())
        let predicted = try await dex.succeed(["import-save", path, "--dry-run"])
        let before = try await dex.succeed(["list", "--caught"])
        #expect(before.contains("Nothing to list") || !before.contains("Froakie"), "a dry run changes nothing")
        let done = try await dex.succeed(["import-save", path])
        let count = { (text: String) in text.firstMatch(of: /(\d+) marked caught/).map { String($0.1) } }
        #expect(count(predicted) == "4" && count(done) == "4", "\(predicted)\n\(done)")
        try await dex.succeed(["undo"])
        #expect(!(try await dex.succeed(["list", "--caught"])).contains("Froakie"))
    }

    @Test func theOwnedPokemonGoIntoTheLivingDexWithTheirFormAndShininess() async throws {
        try await dex.succeed(["add-game", "national", "--forms", "--no-sprites"])
        let path = try write(ySave.bytes())
        try await dex.succeed(["import-save", path, "--owned", "--game", "national"])
        let caught = try await dex.succeed(["list", "--game", "national", "--caught"])
        #expect(caught.contains("★  Modern Vivillon"), "\(caught)")
        #expect(!caught.contains("Meadow Vivillon"), "\(caught)")
    }

    @Test func anOmegaRubySaveGoesIntoOmegaRuby() async throws {
        var writer = ThreeDSSaveWriter(.omegaRubyAlphaSapphire, game: 27)
        writer.caught = [252, 383]
        writer.party = [Mon(species: 252)]
        let output = try await dex.succeed(["add-game", "--from-save", try write(writer.bytes()), "--no-sprites"])
        #expect(output.hasPrefix("Added Pokémon Omega Ruby with Treecko: "), "\(output)")
    }

    @Test func aSunSaveGoesIntoSunWithItsStarter() async throws {
        var writer = ThreeDSSaveWriter(.sunMoon, game: 30)
        writer.caught = [722, 731, 791]
        writer.party = [Mon(species: 722), Mon(species: 26, form: 1)]  // Alolan Raichu
        let output = try await dex.succeed(["add-game", "--from-save", try write(writer.bytes()), "--no-sprites"])
        #expect(output.hasPrefix("Added Pokémon Sun with Rowlet: "), "\(output)")
        let caught = try await dex.succeed(["list", "--caught"])
        for name in ["Rowlet", "Pikipek", "Solgaleo"] { #expect(caught.contains(name), "\(caught)") }
    }

    @Test func anAlolanFormHeldIsMarkedInAGameTrackedWithForms() async throws {
        try await dex.succeed(["add-game", "sun", "--starter", "rowlet", "--forms", "--no-sprites"])
        var writer = ThreeDSSaveWriter(.sunMoon, game: 30)
        writer.caught = [26]
        writer.party = [Mon(species: 26, form: 1)]
        try await dex.succeed(["import-save", try write(writer.bytes()), "--owned"])
        let caught = try await dex.succeed(["list", "--caught"])
        #expect(caught.contains("Alolan Raichu"), "\(caught)")
    }

    @Test func aLetsGoSaveGoesIntoItsVersion() async throws {
        var writer = ThreeDSSaveWriter(.letsGo, game: 43)
        writer.caught = [133, 1, 16]
        writer.party = [Mon(species: 133)]
        let output = try await dex.succeed(["add-game", "--from-save", try write(writer.bytes(), "savedata.bin"), "--no-sprites"])
        #expect(output.hasPrefix("Added Pokémon Let’s Go, Eevee!"), "\(output)")
        let caught = try await dex.succeed(["list", "--caught"])
        for name in ["Eevee", "Bulbasaur", "Pidgey"] { #expect(caught.contains(name), "\(caught)") }
    }

    @Test func aDamagedSaveIsRefusedInOneLineAndChangesNothing() async throws {
        try await dex.succeed(["add-game", "x", "--starter", "froakie", "--no-sprites"])
        var bytes = ySave.bytes()
        bytes[bytes.count - 0x200 + 0x14 + 20 * 8 + 6] ^= 0xFF  // the Pokédex block's CRC
        let path = try write(bytes)
        let result = try await dex.run(["import-save", path])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("holds an X/Y save whose checksum does not match its data"), "\(result.stderr)")
        #expect(try await dex.succeed(["list", "--caught"]).contains("Nothing to list"))
    }
}

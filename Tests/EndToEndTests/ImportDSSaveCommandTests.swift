import DexModel
import DexTestSupport
import Foundation
import SQLiteStore
import SaveFileSupport
import Testing

/// `dex import-save` of Nintendo DS saves (generations 4 and 5) run as a user runs it, on saves the test writers build
/// from the documented layouts, with the bundled manifest.
@Suite(.tags(.endToEnd)) struct ImportDSSaveCommandTests: SaveImportSuite {
    static let saveFileName = "save.sav"
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// A Platinum save: Pokédex Pikachu, Turtwig, Chimchar (ruled out by a Turtwig run), Starly, and Bidoof only
    /// seen; Turtwig in the party, Bidoof and an East Sea Shellos in the boxes.
    var platinumSave: Gen4SaveWriter {
        var writer = Gen4SaveWriter(.platinum)
        writer.owned = [25, 387, 390, 396]
        writer.seen = [25, 387, 390, 396, 399]
        writer.party = [DSPokemon(species: 387)]
        writer.boxes = [40: DSPokemon(species: 399), 41: DSPokemon(species: 422, form: 1)]
        return writer
    }

    /// A White save: Pokédex Snivy, Tepig (ruled out by a Snivy run), Patrat; Snivy in the party, Lillipup in a box.
    var whiteSave: Gen5SaveWriter {
        var writer = Gen5SaveWriter(.blackWhite)
        writer.owned = [495, 498, 504]
        writer.seen = [495, 498, 504, 506]
        writer.party = [DSPokemon(species: 495)]
        writer.boxes = [700: DSPokemon(species: 506)]
        return writer
    }

    @Test func aPlatinumSaveIsImportedMergedReplacedAndUndone() async throws {
        try await dex.succeed(["add-game", "platinum", "--starter", "turtwig", "--no-sprites"])
        try await dex.succeed(["mark", "403"])
        let path = try write(platinumSave.bytes(), "platinum.sav")

        let dryRun = try await dex.succeed(["import-save", path, "--dry-run"]).split(separator: "\n").map(String.init)
        #expect(dryRun[0] == "\(path): a Platinum save. Pokédex: 4 caught, 5 seen; party and boxes: 3 species now.")
        #expect(dryRun.contains("#387  Turtwig   caught   now    mark caught"))
        #expect(dryRun.contains("#390  Chimchar  caught   -      add as traded, mark caught"))
        #expect(dryRun.contains("#399  Bidoof    seen     now    stays not caught"))
        #expect(try caught("platinum") == [403])

        let merged = try await dex.succeed(["import-save", path])
        #expect(merged.contains("Added to Pokémon Platinum's list as received in a trade: #390 Chimchar."))
        #expect(merged.contains("Imported \(path) into Pokémon Platinum: 4 marked caught, 0 unmarked;"))
        #expect(try caught("platinum") == [25, 387, 390, 396, 403])
        #expect(try await dex.succeed(["import-save", path]).contains("Nothing to change: Pokémon Platinum already matches"))

        let owned = try await dex.succeed(["import-save", path, "--owned", "--replace"])
        #expect(owned.contains("Imported \(path) into Pokémon Platinum: 2 marked caught, 4 unmarked;"))
        #expect(try caught("platinum") == [387, 399, 422])
        #expect(try await dex.succeed(["undo"]) == "Undid: import-save (party and boxes) into platinum.\n")
        #expect(try caught("platinum") == [25, 387, 390, 396, 403])
    }

    @Test func aWhiteSaveIsImportedAndItsJSONNamesTheFamily() async throws {
        try await dex.succeed(["add-game", "white", "--starter", "snivy", "--no-sprites"])
        let path = try write(whiteSave.bytes(), "white.sav")
        let text = try await dex.succeed(["import-save", path, "--json", "--dry-run"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let save = try #require(json["save"] as? [String: Any])
        #expect(save["family"] as? String == "black-white")
        #expect(save["familyName"] as? String == "Black/White")
        #expect(save["party"] as? [Int] == [495])
        #expect(save["boxes"] as? [Int] == [506])
        #expect(save["readOlderCopy"] as? Bool == false)
        #expect(json["addedAsTraded"] as? [Int] == [498])
        #expect(try caught("white") == [])

        try await dex.succeed(["import-save", path])
        #expect(try caught("white") == [495, 498, 504])
        try await dex.succeed(["import-save", path, "--owned", "--replace"])
        #expect(try caught("white") == [495, 506])
        try await dex.succeed(["undo"])
        #expect(try caught("white") == [495, 498, 504])
    }

    @Test func aDamagedNewerPartitionIsSkippedWithAWarning() async throws {
        try await dex.succeed(["add-game", "platinum", "--starter", "piplup", "--no-sprites"])
        var older = Gen4SaveWriter(.platinum)
        older.owned = [393]
        older.seen = [393]
        var newer = older
        newer.owned = [393, 394]
        newer.seen = [393, 394]
        var file = newer.file([newer.partition(counter: 12), older.partition(counter: 11)])
        newer.damage(&file, partition: 0, storage: false)
        let path = try write(file)
        let result = try await dex.run(["import-save", path])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "warning: the newer of the two copies in \(path) is damaged; read the older one (the save before it)\n")
        #expect(try caught("platinum") == [393])
    }

    @Test func refusedDSSavesChangeNothing() async throws {
        try await dex.succeed(["add-game", "black", "--starter", "tepig", "--no-sprites"])
        try await dex.succeed(["mark", "498"])
        var damaged = whiteSave.bytes()
        whiteSave.damage(&damaged, copy: 0)
        whiteSave.damage(&damaged, copy: 1)
        let cases: [(String, String)] = [
            (
                try write(damaged, "damaged.sav"),
                "holds a Black/White save whose copies are all damaged (a block's checksum or footer does not match its data), so the game would not load it either; use an older copy of the file if you have one"
            ),
            (try write(platinumSave.bytes(), "platinum.sav"), "this save is from Platinum; the active game is Black"),
            (try write(Array(repeating: 0xFF, count: 0x80000), "new.sav"), "holds no saved game (it is blank)"),
            (
                try write(whiteSave.bytes() + [UInt8](repeating: 0, count: 0x7A), "odd.dsv"),
                "is 524410 bytes, which is not the size of a save"
            ),
        ]
        for (path, message) in cases {
            let result = try await dex.run(["import-save", path])
            #expect(result.status == 1, "\(path)")
            #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(path): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
        }
        #expect(try caught("black") == [498])
    }

    @Test func aDeSmuMESaveIsImported() async throws {
        try await dex.succeed(["add-game", "heartgold", "--starter", "cyndaquil", "--no-sprites"])
        var writer = Gen4SaveWriter(.heartGoldSoulSilver)
        writer.owned = [155, 161]
        writer.seen = [155, 161]
        let footer = [UInt8](repeating: 0, count: 0x7A - 16) + Array("|-DESMUME SAVE-|".utf8)
        let output = try await dex.succeed(["import-save", try write(writer.bytes() + footer, "heartgold.dsv")])
        #expect(output.contains("a HeartGold/SoulSilver save. Pokédex: 2 caught, 2 seen"))
        #expect(try caught("heartgold") == [155, 161])
    }
}

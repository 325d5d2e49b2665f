import DexModel
import DexStore
import DexTestSupport
import Foundation
import SQLiteStore
import SaveFileSupport
import Testing

/// `dex import-save` run as a user runs it, on saves the test writer builds from the documented layouts,
/// with the bundled manifest.
@Suite(.tags(.endToEnd)) struct ImportSaveCommandTests: SaveImportSuite {
    static let saveFileName = "save.sav"
    typealias Mon = Gen3SaveWriter.Pokemon
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// A FireRed save: Pokédex Bulbasaur, Charmander (ruled out by a Bulbasaur run), Pidgey, Pikachu;
    /// a Pikachu in the party and a Rattata in a box.
    var fireRedSave: Gen3SaveWriter {
        var writer = Gen3SaveWriter(.fireRedLeafGreen)
        writer.owned = [1, 4, 16, 25]
        writer.seen = [1, 4, 16, 19, 25]
        writer.party = [Mon(species: 25)]
        writer.boxes = [31: Mon(species: 19, personality: 77)]
        return writer
    }

    @Test func undoRevertsAnImportSaveWhole() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "10"])
        let before = try snapshot()
        let path = try write(fireRedSave.bytes())
        try await dex.succeed(["import-save", path, "--replace"])
        #expect(try caught("firered") == [1, 4, 16, 25])
        let output = try await dex.succeed(["undo"])
        #expect(output == "Undid: import-save (Pokédex) into firered.\n")
        // Charmander, added as received in a trade, comes off the list again (as after undoing 'mark --traded')
        #expect(try caught("firered") == [10])
        #expect(try snapshot() == before)
    }

    @Test func mergeMarksThePokedexAndNeverUnmarks() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "10"])
        let path = try write(fireRedSave.bytes())
        let output = try await dex.succeed(["import-save", path])
        #expect(
            output == """
                \(path): a FireRed/LeafGreen save. Pokédex: 4 caught, 5 seen; party and boxes: 2 species now.
                Added to Pokémon FireRed's list as received in a trade: #004 Charmander.
                Imported \(path) into Pokémon FireRed: 4 marked caught, 0 unmarked; 5/199 caught.

                """)
        #expect(try caught("firered") == [1, 4, 10, 16, 25])
        #expect(try read { db in try db.queryValue("SELECT isTraded FROM pokemon WHERE dexNumber = 4", as: Bool.self) } == true)
        #expect(try await dex.succeed(["import-save", path]).contains("Nothing to change: Pokémon FireRed already matches"))
    }

    @Test func replaceMakesTheSaveTheTruthAndKeepsNotes() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "10", "25"])
        try await dex.succeed(["note", "10", "shiny one"])
        let output = try await dex.succeed(["import-save", try write(fireRedSave.bytes()), "--replace"])
        #expect(output.contains("3 marked caught, 1 unmarked; 4/199 caught."))
        #expect(try caught("firered") == [1, 4, 16, 25])
        #expect(
            try read { db in try db.queryValue("SELECT notes FROM pokemon WHERE dexNumber = 10", as: String.self) } == "shiny one"
        )
    }

    @Test func dryRunShowsThePokedexBesideTheBoxesAndChangesNothing() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "16"])
        let before = try snapshot()
        let output = try await dex.succeed(["import-save", try write(fireRedSave.bytes()), "--dry-run"])
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines[1] == "#     name        Pokédex  boxes  change")
        #expect(lines.contains("#001  Bulbasaur   caught   -      mark caught"))
        #expect(lines.contains("#004  Charmander  caught   -      add as traded, mark caught"))
        #expect(lines.contains("Would add to Pokémon FireRed's list as received in a trade: #004 Charmander."))
        #expect(lines.contains("#016  Pidgey      caught   -      already caught"))
        #expect(lines.contains("#019  Rattata     seen     now    stays not caught"))
        #expect(lines.contains("#025  Pikachu     caught   now    mark caught"))
        #expect(
            lines.last
                == "Would have 3 marked caught, 0 unmarked in Pokémon FireRed (then 4/199 caught); run without --dry-run to apply."
        )
        #expect(try snapshot() == before)
    }

    @Test func aDryRunNamesASpeciesNoTrackedGameListsFromTheGameData() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        var save = fireRedSave
        save.seen.append(252)
        let lines = try await dex.succeed(["import-save", try write(save.bytes()), "--dry-run"]).split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("#252  Treecko ") }, "\(lines)")
    }

    @Test func ownedMarksThePartyAndBoxesInstead() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let output = try await dex.succeed(["import-save", try write(fireRedSave.bytes()), "--owned"])
        #expect(!output.contains("Not in"))
        #expect(try caught("firered") == [19, 25])
    }

    @Test func jsonGivesTheSameAsData() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let before = try snapshot()
        let text = try await dex.succeed(["import-save", try write(fireRedSave.bytes()), "--json", "--dry-run"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["dryRun"] as? Bool == true)
        #expect(json["mode"] as? String == "merge")
        #expect(json["source"] as? String == "pokedex")
        #expect(json["marked"] as? [Int] == [1, 4, 16, 25])
        #expect(json["unmarked"] as? [Int] == [])
        #expect(json["notInGame"] as? [Int] == [])
        #expect(json["addedAsTraded"] as? [Int] == [4])
        #expect(json["addedFromEvent"] as? [Int] == [])
        #expect(json["caught"] as? Int == 4)
        #expect(json["total"] as? Int == 199)
        let save = try #require(json["save"] as? [String: Any])
        #expect(save["family"] as? String == "firered-leafgreen")
        #expect(save["party"] as? [Int] == [25])
        #expect(save["boxes"] as? [Int] == [19])
        #expect(save["seen"] as? [Int] == [1, 4, 16, 19, 25])
        #expect(save["seenNotCaught"] as? [Int] == [19])
        #expect(save["dayCare"] as? [Int] == [])
        let species = try #require(json["species"] as? [[String: Any]])
        let charmander = try #require(species.first { $0["dexNumber"] as? Int == 4 })
        #expect(charmander["name"] as? String == "Charmander")
        #expect(charmander["wasCaught"] as? Bool == false)
        #expect(charmander["caught"] as? Bool == true)
        let rattata = try #require(species.first { $0["dexNumber"] as? Int == 19 })
        #expect(rattata["seenOnly"] as? Bool == true)
        #expect(try snapshot() == before)
    }

    @Test func aSaveFromAnotherGameIsRefusedWithTheTrackedGamesToUse() async throws {
        try await dex.succeed(["add-game", "leafgreen", "--starter", "squirtle", "--no-sprites"])
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "emerald", "--starter", "mudkip", "--no-sprites"])
        try await dex.succeed(["mark", "258"])
        let before = try snapshot()
        let path = try write(fireRedSave.bytes())
        let result = try await dex.run(["import-save", path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: this save is from FireRed/LeafGreen; the active game is Emerald: pass --game firered or --game leafgreen\n"
        )
        #expect(result.stdout.isEmpty)
        #expect(try await dex.run(["import-save", path, "--game", "emerald"]).stderr.contains("the game you chose is Emerald"))
        #expect(try snapshot() == before)
        try await dex.succeed(["import-save", path, "--game", "leafgreen"])
        #expect(try caught("leafgreen") == [1, 4, 16, 25])  // a Squirtle run adds Bulbasaur and Charmander as traded
    }

    @Test func withNoGameOfTheSaveTrackedItSaysWhichToAdd() async throws {
        try await dex.succeed(["add-game", "red", "--starter", "bulbasaur", "--no-sprites"])
        let result = try await dex.run(["import-save", try write(fireRedSave.bytes())])
        #expect(
            result.stderr
                == "Error: this save is from FireRed/LeafGreen; the active game is Red: track its game first with 'dex add-game firered' or 'dex add-game leafgreen'\n"
        )
    }

    @Test func generation1And2SavesAreImported() async throws {
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["add-game", "crystal", "--starter", "totodile", "--no-sprites"])
        var red = GameBoySaveWriter(.redBlueYellow)
        red.owned = [1, 25, 151]
        red.party = [GameBoySaveWriter.Gen1Index.pikachu]
        var crystal = GameBoySaveWriter(.crystal)
        crystal.owned = [158, 161]
        crystal.boxes = [9: [161]]
        #expect(
            try await dex.succeed(["import-save", try write(red.bytes(), "red.sav"), "--game", "yellow"]).contains(
                "a Red/Blue/Yellow save"))
        #expect(try caught("yellow") == [1, 25, 151])
        try await dex.succeed(["import-save", try write(crystal.bytes(), "crystal.sav"), "--game", "crystal"])
        #expect(try caught("crystal") == [158, 161])
        try await dex.succeed([
            "import-save", try write(crystal.bytes(), "crystal.sav"), "--game", "crystal", "--owned", "--replace",
        ])
        #expect(try caught("crystal") == [161])
    }

    @Test func aDamagedNewerCopyIsSkippedWithAWarning() async throws {
        try await dex.succeed(["add-game", "emerald", "--starter", "mudkip", "--no-sprites"])
        var older = Gen3SaveWriter(.emerald)
        older.owned = [258]
        var newer = older
        newer.owned = [258, 259]
        var file = Gen3SaveWriter.file(first: newer.slot(counter: 12), second: older.slot(counter: 11))
        Gen3SaveWriter.damage(&file, slot: 0, sector: 9)
        let result = try await dex.run(["import-save", try write(file)])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "warning: the newer of the two copies in \(dex.home.path)/save.sav is damaged; read the older one (the save before it)\n"
        )
        #expect(try caught("emerald") == [258])
    }

    @Test func badFilesFailWithOneLineAndChangeNothing() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
        let before = try snapshot()
        var bothDamaged = fireRedSave.bytes()
        Gen3SaveWriter.damage(&bothDamaged, slot: 0)
        var badChecksum = GameBoySaveWriter(.redBlueYellow).bytes()
        badChecksum[0x2600] ^= 1
        let fifo = dex.home.appendingPathComponent("pipe.sav").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases: [(String, String)] = [
            (try write(Array(fireRedSave.bytes().prefix(70_000)), "cut.sav"), "is 70000 bytes, which is not the size of a save"),
            (try write(bothDamaged, "damaged.sav"), "both copies of the generation 3 save in it are damaged"),
            (try write(badChecksum, "red.sav"), "holds a Red/Blue/Yellow save whose checksum does not match"),
            (try write(Array(repeating: 0xFF, count: 0x20000), "new.sav"), "holds no saved game (it is blank)"),
            (try write(Array(repeating: 0, count: 0x80000), "platinum.sav"), "holds no saved game (it is blank)"),
            (try write(Array(repeating: 0, count: 0x2000000), "rom.gba"), "is bigger than any save"),
            (dex.home.path, "is a folder, not a save file"),
            (fifo, "is a FIFO (named pipe), not a save file"),
            (dex.home.appendingPathComponent("none.sav").path, "cannot read"),
        ]
        for (path, message) in cases {
            let result = try await dex.run(["import-save", path])
            #expect(result.status == 1, "\(path)")
            #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(path): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
        }
        #expect(try snapshot() == before)
    }
}

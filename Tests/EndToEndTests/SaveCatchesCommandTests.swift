import DexModel
import DexTestSupport
import Foundation
import SQLiteStore
import SaveFileSupport
import SpriteTestSupport
import Testing

/// What `dex import-save` and `dex add-game --from-save` make of a save, through the built binary: no catch dropped,
/// the game and starter taken from the save, the national living dex, seen beside caught, a dry run that predicts the
/// import exactly, and the reader's warnings.
@Suite(.tags(.endToEnd)) struct SaveCatchesCommandTests {
    typealias Mon = Gen3SaveWriter.Pokemon
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    func write(_ bytes: [UInt8], _ name: String = "save.sav") throws -> String {
        let url = dex.home.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func query<T: SQLiteValueConvertible>(_ sql: String, _ arguments: SQLiteConnection.Arguments = [], as: T.Type) throws -> [T] {
        let database = try SQLiteDatabase(path: dex.databasePath, options: .init(access: .readOnly))
        defer { try? database.close() }
        return try database.read { db in try db.queryValues(sql, arguments, as: T.self) }
    }

    func caught(_ game: String) throws -> [Int] {
        try query(
            "SELECT dexNumber FROM pokemon JOIN games ON games.id = pokemon.gameId WHERE games.slug = ? AND isRegistered ORDER BY dexNumber",
            [game], as: Int.self)
    }

    /// An Emerald save after the event islands: Mudkip chosen, Mew, Lugia and Ho-Oh caught (Emerald's game data lists
    /// them in the class event), a Zigzagoon seen.
    var emeraldSave: Gen3SaveWriter {
        var writer = Gen3SaveWriter(.emerald)
        writer.starterChoice = 2
        writer.owned = [151, 249, 250, 258, 259]
        writer.seen = [263]
        writer.party = [Mon(species: 284), Mon(species: 151)]  // Marshtomp (internal index 284), Mew
        writer.boxes = [0: Mon(species: 249), 1: Mon(species: 250)]
        return writer
    }

    /// The same catches in a Ruby save: Ruby had none of Emerald's event islands, so its game data lists none of them.
    var rubySave: Gen3SaveWriter {
        var writer = emeraldSave
        writer.version = .rubySapphire
        return writer
    }

    @Test func eventSpeciesTheGameDataLacksAreAddedNotDropped() async throws {
        try await dex.succeed(["add-game", "ruby", "--starter", "mudkip", "--no-sprites"])
        let path = try write(rubySave.bytes())
        let output = try await dex.succeed(["import-save", path])
        #expect(
            output.contains(
                "Added to Pokémon Ruby's list as an event's Pokémon (not in the game's data): #151 Mew, #249 Lugia, #250 Ho-Oh."
            ))
        #expect(!output.contains("not recorded"))
        #expect(try caught("ruby") == [151, 249, 250, 258, 259])
        #expect(try query("SELECT availability FROM pokemon WHERE dexNumber = 151", as: String.self) == ["event"])
        #expect(try await dex.succeed(["list", "--caught"]).contains("Mew"))
        // Undo unmarks the catches and takes the added entries off the list, as after undoing 'mark --traded'.
        #expect(try await dex.succeed(["undo"]) == "Undid: import-save (Pokédex) into ruby.\n")
        #expect(try caught("ruby").isEmpty)
        #expect(try query("SELECT COUNT(*) FROM pokemon WHERE dexNumber IN (151, 249, 250)", as: Int.self) == [0])
    }

    @Test func anImportThatAddsSpeciesReportsItsListAsTheDatabaseThenHoldsIt() async throws {
        try await dex.succeed(["add-game", "ruby", "--starter", "mudkip", "--no-sprites"])
        let path = try write(rubySave.bytes())
        func species(_ json: String) throws -> [String] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let rows = try #require(object["species"] as? [[String: Any]])
            return rows.map { "\($0["dexNumber"] ?? "") \($0["form"] ?? "") \($0["name"] ?? "") \($0["caught"] ?? "")" }
        }
        let imported = try species(try await dex.succeed(["import-save", path, "--json"]))
        // Read again from the database, the same entries in the same order, caught as the import left them.
        let again = try species(try await dex.succeed(["import-save", path, "--dry-run", "--json"]))
        #expect(imported.count == 6 && imported == again, "\(imported) / \(again)")
    }

    /// Emerald's data lists the event islands' Pokémon in the class event: the import marks them and adds nothing.
    @Test func eventSpeciesTheGameDataListsAreMarked() async throws {
        try await dex.succeed(["add-game", "emerald", "--starter", "mudkip", "--no-sprites"])
        let output = try await dex.succeed(["import-save", try write(emeraldSave.bytes())])
        #expect(!output.contains("Added to Pokémon Emerald's list"), "\(output)")
        #expect(try caught("emerald") == [151, 249, 250, 258, 259])
        #expect(try query("SELECT availability FROM pokemon WHERE dexNumber = 151", as: String.self) == ["event"])
    }

    /// The dry run counts what the import then does, whatever it adds: the same marked, unmarked and progress.
    @Test(arguments: [[], ["--owned"], ["--replace"], ["--owned", "--replace"]])
    func theDryRunPredictsTheImportExactly(flags: [String]) async throws {
        try await dex.succeed(["add-game", "emerald", "--starter", "treecko", "--no-sprites"])
        try await dex.succeed(["mark", "252", "263"])
        let path = try write(emeraldSave.bytes())
        let predicted = try await dex.succeed(["import-save", path, "--dry-run"] + flags).split(separator: "\n").last.map(
            String.init)
        let done = try await dex.succeed(["import-save", path] + flags).split(separator: "\n").last.map(String.init)
        // "N marked caught, N unmarked[, N marked shiny]" and "caught/total caught", in the dry run's last line and
        // the import's.
        let numbers = { (line: String?) -> [String] in
            let text = line ?? ""
            let counts = text.firstMatch(of: /(\d+) marked caught, (\d+) unmarked(?:, (\d+) marked shiny)?/)
            let progress = text.firstMatch(of: /(\d+)\/(\d+) caught/)
            return [counts?.1, counts?.2, progress?.1, progress?.2, counts?.3 ?? "0"].map { $0.map(String.init) ?? "?" }
        }
        #expect(!numbers(predicted).contains("?"))
        #expect(numbers(predicted) == numbers(done), "\(predicted ?? "") vs \(done ?? "")")
        let progress = try await dex.succeed(["progress", "--json"])
        #expect(progress.contains("\"caught\" : \(numbers(done)[2])"))
    }

    @Test func aGameStartsFromItsSaveWithTheStarterTheSaveRecords() async throws {
        let path = try write(emeraldSave.bytes())
        let output = try await dex.succeed(["add-game", "--from-save", path, "--no-sprites"])
        #expect(output.hasPrefix("Added Pokémon Emerald with Mudkip: "))
        #expect(output.contains("Imported \(path): 5 marked caught; 5/"), "\(output)")
        #expect(try caught("emerald") == [151, 249, 250, 258, 259])
        #expect(try query("SELECT selectedStarter FROM games", as: String.self) == ["mudkip"])
        try await dex.succeed(["undo"])
        #expect(try caught("emerald").isEmpty)
        #expect(try query("SELECT slug FROM games", as: String.self) == ["emerald"])
    }

    @Test func aFamilyOfSeveralGamesNeedsTheGameNamedAndChecksIt() async throws {
        var fireRed = Gen3SaveWriter(.fireRedLeafGreen)
        fireRed.starterChoice = 2  // Charmander (pret/pokefirered: 0 Bulbasaur, 1 Squirtle, 2 Charmander)
        fireRed.owned = [4, 5]
        let path = try write(fireRed.bytes())
        let unnamed = try await dex.run(["add-game", "--from-save", path, "--no-sprites"])
        #expect(unnamed.status == 1)
        #expect(
            unnamed.stderr
                == "Error: \(path) is a FireRed/LeafGreen save, which does not say which of its games (firered or leafgreen) wrote it; name the game: 'dex add-game firered --from-save \(path)' or 'dex add-game leafgreen --from-save \(path)'\n"
        )
        let wrong = try await dex.run(["add-game", "emerald", "--from-save", path, "--no-sprites"])
        #expect(
            wrong.stderr
                == "Error: \(path) is a FireRed/LeafGreen save, which 'emerald' does not write; name one of its games: 'dex add-game firered --from-save \(path)' or 'dex add-game leafgreen --from-save \(path)'\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dex.databasePath))
        let output = try await dex.succeed(["add-game", "leafgreen", "--from-save", path, "--no-sprites"])
        #expect(output.hasPrefix("Added Pokémon LeafGreen with Charmander: "))
        #expect(try caught("leafgreen") == [4, 5])
    }

    /// Generation 2 keeps no record of the choice: the one starter line the save holds tells it.
    @Test func withoutARecordTheOneStarterLineTellsTheStarter() async throws {
        var crystal = GameBoySaveWriter(.crystal)
        crystal.owned = [155, 156, 16]
        let path = try write(crystal.bytes(), "crystal.sav")
        #expect(
            try await dex.succeed(["add-game", "--from-save", path, "--no-sprites"]).hasPrefix(
                "Added Pokémon Crystal with Cyndaquil: ")
        )
        var traded = GameBoySaveWriter(.goldSilver)
        traded.owned = [152, 158]  // Chikorita and a traded Totodile: two lines, no record
        let tradedPath = try write(traded.bytes(), "gold.sav")
        let refused = try await dex.run(["add-game", "gold", "--from-save", tradedPath, "--no-sprites"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "Error: \(tradedPath) does not show which starter was chosen in Pokémon Gold (the save records none and holds no starter's line, or several); give it with --starter chikorita|cyndaquil|totodile\n"
        )
        #expect(
            try await dex.succeed(["add-game", "gold", "--from-save", tradedPath, "--starter", "chikorita", "--no-sprites"])
                .contains(
                    "with Chikorita"))
        #expect(try caught("gold") == [152, 158])
    }

    @Test func anImportIntoAGameSeededWithAnotherStarterSaysHowToReseed() async throws {
        // The sprites of the line the import adds come from a loopback server, so that stderr holds the warning alone.
        let server = try SpriteServer()
        try await dex.succeed(["add-game", "emerald", "--starter", "treecko", "--no-sprites", "--sprite-url", server.template])
        let path = try write(emeraldSave.bytes())
        let result = try await dex.run(["import-save", path])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "warning: \(path) shows Mudkip as the starter, but Pokémon Emerald was added with Treecko; its line is added as received in a trade. To seed the game for Mudkip: dex export -o backup.json, dex remove-game emerald, dex add-game emerald --from-save \(path)\n"
        )
        #expect(try caught("emerald").contains(258))
    }

    /// The national game takes the party, boxes and Day Care of a save of any game, as a living dex.
    @Test func ownedGoesIntoTheNationalLivingDexFromAnyGame() async throws {
        try await dex.succeed(["add-game", "national", "--no-sprites"])
        var red = GameBoySaveWriter(.redBlueYellow)
        red.owned = [1, 25, 150]
        red.party = [GameBoySaveWriter.Gen1Index.pikachu]
        red.dayCare = [GameBoySaveWriter.Gen1Index.mew]
        try await dex.succeed(["import-save", try write(red.bytes(), "red.sav"), "--game", "national", "--owned"])
        #expect(try caught("national") == [25, 151])
        let output = try await dex.succeed(["import-save", try write(emeraldSave.bytes()), "--owned"])
        #expect(output.contains("Imported"))
        #expect(try caught("national") == [25, 151, 249, 250, 259])
        let pokedex = try await dex.run(["import-save", try write(emeraldSave.bytes())])
        #expect(pokedex.status == 1)
        #expect(
            pokedex.stderr.hasPrefix("Error: the National Pokédex takes what a save holds, not its Pokédex")
                && pokedex.stderr.contains("with --owned"), "\(pokedex.stderr)")
        #expect(try caught("national") == [25, 151, 249, 250, 259])
    }

    @Test func theDayCareCountsForOwned() async throws {
        try await dex.succeed(["add-game", "crystal", "--starter", "cyndaquil", "--no-sprites"])
        var crystal = GameBoySaveWriter(.crystal)
        crystal.owned = [155, 19, 20]
        crystal.party = [155]
        crystal.dayCare = [19, 20]
        let output = try await dex.succeed(["import-save", try write(crystal.bytes()), "--owned"])
        #expect(output.contains("party, boxes and Day Care: 3 species now."))
        #expect(try caught("crystal") == [19, 20, 155])
    }

    @Test func aDamagedMainCopyIsReadFromItsBackupWithAWarning() async throws {
        try await dex.succeed(["add-game", "crystal", "--starter", "cyndaquil", "--no-sprites"])
        var crystal = GameBoySaveWriter(.crystal)
        crystal.owned = [155, 16]
        var bytes = crystal.bytes()
        bytes[0x2A27] ^= 0xFF  // the main copy's first owned flags
        let path = try write(bytes)
        let result = try await dex.run(["import-save", path])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "warning: the main copy in \(path) is damaged; read the backup copy the game keeps, as the game itself loads it\n"
        )
        #expect(try caught("crystal") == [16, 155])
    }

    @Test func pokedexFlagsTheGameWouldNotCountAreReportedAndLeftOut() async throws {
        try await dex.succeed(["add-game", "emerald", "--starter", "mudkip", "--no-sprites"])
        var writer = Gen3SaveWriter(.emerald)
        writer.owned = [258, 263, 280]
        writer.seenCopies = ([258, 263, 280], [258])  // Zigzagoon's and Ralts's second copies are clear
        let path = try write(writer.bytes())
        let result = try await dex.run(["import-save", path, "--json"])
        #expect(
            result.stderr
                == "warning: the Pokédex flags of #263, #280 in \(path) disagree with their copies in the save; the game counts them as neither caught nor seen, and so does dex\n"
        )
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let save = try #require(json["save"] as? [String: Any])
        #expect(save["flagsInDisagreement"] as? [Int] == [263, 280])
        #expect(try caught("emerald") == [258])
    }

    @Test func theJSONCarriesFormsAndShininess() async throws {
        try await dex.succeed(["add-game", "crystal", "--starter", "cyndaquil", "--no-sprites"])
        var crystal = GameBoySaveWriter(.crystal)
        crystal.party = [201, 155]
        crystal.partyDVs = [GameBoySaveWriter.unownDVs(letter: 4), GameBoySaveWriter.shinyDVs]
        let text = try await dex.succeed(["import-save", try write(crystal.bytes()), "--json", "--owned", "--dry-run"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let held = try #require((json["save"] as? [String: Any])?["held"] as? [[String: Any]])
        #expect(held.count == 2)
        #expect(held[0]["dexNumber"] as? Int == 155 && held[0]["shiny"] as? Bool == true && held[0]["form"] as? Int == 0)
        #expect(held[1]["dexNumber"] as? Int == 201 && held[1]["form"] as? Int == 4 && held[1]["shiny"] as? Bool == false)
    }
}

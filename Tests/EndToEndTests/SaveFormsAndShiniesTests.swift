import DexModel
import DexTestSupport
import Foundation
import SQLiteStore
import SaveFileSupport
import Testing

/// `dex import-save` of the forms and shinies a save holds, through the built binary, on saves built byte by byte: a
/// held Pokémon marks the entry of its form where the game lists forms, else its species, and a shiny one is marked
/// shiny in any game; the dry run predicts the import, and undo takes it all back.
@Suite(.tags(.endToEnd)) struct SaveFormsAndShiniesTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// One kind of save: its family's game, the starter to add it with (and a Pokémon of its list the save lacks), the
    /// file, and what `--owned` marks in a game tracked with forms and in one that lists species.
    struct Case: Sendable, CustomTestStringConvertible {
        var game: String
        var notInSave: String
        var starter: [String]
        var bytes: @Sendable () -> [UInt8]
        var withForms: [String]
        var speciesOnly: [String]
        var testDescription: String { game }
    }

    static let shinyDS = DSPokemon.personality(trainerId: 24_680, secretId: 13_579, xor: 3)

    static let cases: [Case] = [
        // Generation 2: Unown's letter and shininess from the DVs (pokecrystal's GetUnownLetter, CheckShininess).
        Case(
            game: "crystal", notInSave: "16", starter: ["--starter", "cyndaquil"],
            bytes: {
                var crystal = GameBoySaveWriter(.crystal)
                crystal.owned = [155, 201]
                crystal.seen = [155, 201]
                crystal.party = [201, 155]
                crystal.partyDVs = [GameBoySaveWriter.unownDVs(letter: 4), GameBoySaveWriter.shinyDVs]
                return crystal.bytes()
            }, withForms: ["155 ★", "201 e"], speciesOnly: ["155 ★", "201"]),
        // Generation 3: Unown's letter from the personality, shininess from it with the trainer's ids (pokeemerald's
        // GET_UNOWN_LETTER, GET_SHINY_VALUE).
        Case(
            game: "firered", notInSave: "1", starter: ["--starter", "bulbasaur"],
            bytes: {
                var firered = Gen3SaveWriter(.fireRedLeafGreen)
                firered.owned = [25, 201]
                firered.seen = [25, 201]
                firered.party = [
                    Gen3SaveWriter.Pokemon(species: 201, personality: 0x0302_0100),  // E
                    Gen3SaveWriter.Pokemon(species: 25, personality: 0x1234_5678, trainerId: 0x1234_5678),  // shiny
                ]
                firered.boxes = [0: Gen3SaveWriter.Pokemon(species: 201, personality: 0x0001_0203)]  // ?
                return firered.bytes()
            }, withForms: ["25 ★", "201 e", "201 question"], speciesOnly: ["25 ★", "201"]),
        // Platinum: the form byte of PK4 (Shellos's sea, Rotom's appliance), shininess from PID and ids.
        Case(
            game: "platinum", notInSave: "387", starter: ["--starter", "turtwig"],
            bytes: {
                var platinum = Gen4SaveWriter(.platinum)
                platinum.owned = [25, 422, 479]
                platinum.seen = [25, 422, 479]
                platinum.party = [DSPokemon(species: 25, personality: shinyDS)]
                platinum.boxes = [0: DSPokemon(species: 422, form: 1), 1: DSPokemon(species: 479, form: 2)]
                return platinum.bytes()
            }, withForms: ["25 ★", "422 east", "479 wash"], speciesOnly: ["25 ★", "422", "479"]),
        // Black: PK5's form byte (Basculin's stripes, Deerling's season).
        Case(
            game: "black", notInSave: "495", starter: ["--starter", "snivy"],
            bytes: {
                var black = Gen5SaveWriter(.blackWhite)
                black.owned = [550, 585]
                black.seen = [550, 585]
                black.boxes = [
                    0: DSPokemon(species: 550, form: 1), 1: DSPokemon(species: 585, personality: shinyDS, form: 3),
                ]
                return black.bytes()
            }, withForms: ["550 blue-striped", "585 winter ★"], speciesOnly: ["550", "585 ★"]),
    ]

    func write(_ bytes: [UInt8], _ name: String = "save.sav") throws -> String {
        let url = dex.home.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// The game's caught entries, in list order: `201 e`, `25 ★` (shiny).
    func caught(_ game: String) throws -> [String] {
        let database = try SQLiteDatabase(path: dex.databasePath, options: .init(access: .readOnly))
        defer { try? database.close() }
        return try database.read { db in
            try db.queryValues(
                """
                SELECT pokemon.dexNumber || CASE form WHEN '' THEN '' ELSE ' ' || form END
                    || CASE WHEN isShiny THEN ' ★' ELSE '' END
                FROM pokemon JOIN games ON games.id = pokemon.gameId
                WHERE games.slug = ? AND isRegistered ORDER BY pokemon.dexNumber, pokemon.rowid
                """, [game], as: String.self)
        }
    }

    /// The counts of an import's last line: marked, unmarked, marked shiny, caught, total.
    static func numbers(_ output: String) -> [String] {
        let line = output.split(separator: "\n").last.map(String.init) ?? ""
        let counts = line.firstMatch(of: /(\d+) marked caught, (\d+) unmarked(?:, (\d+) marked shiny)?/)
        let progress = line.firstMatch(of: /(\d+)\/(\d+) caught/)
        return [counts?.1, counts?.2, counts?.3 ?? "0", progress?.1, progress?.2].map { $0.map(String.init) ?? "?" }
    }

    @Test(arguments: cases)
    func aGameTrackedWithFormsGetsEachHeldFormAndShiny(_ save: Case) async throws {
        try await dex.succeed(["add-game", save.game, "--forms", "--no-sprites"] + save.starter)
        let output = try await dex.succeed(["import-save", try write(save.bytes()), "--owned"])
        #expect(output.contains("marked shiny"), "\(output)")
        #expect(try caught(save.game) == save.withForms)
    }

    @Test(arguments: cases)
    func aGameOfSpeciesGetsTheSpeciesAndShiny(_ save: Case) async throws {
        try await dex.succeed(["add-game", save.game, "--no-sprites"] + save.starter)
        try await dex.succeed(["import-save", try write(save.bytes()), "--owned"])
        #expect(try caught(save.game) == save.speciesOnly)
    }

    @Test(arguments: cases)
    func theNationalDexWithFormsGetsEachHeldFormAndShiny(_ save: Case) async throws {
        try await dex.succeed(["add-game", "national", "--forms", "--no-sprites"])
        try await dex.succeed(["import-save", try write(save.bytes()), "--owned", "--game", "national"])
        #expect(try caught("national") == save.withForms)
    }

    /// The dry run's counts are the import's, shinies and forms included, merged or replaced.
    @Test(arguments: cases, [["--owned"], ["--owned", "--replace"], []])
    func theDryRunPredictsFormsAndShinies(_ save: Case, flags: [String]) async throws {
        try await dex.succeed(["add-game", save.game, "--forms", "--no-sprites"] + save.starter)
        try await dex.succeed(["mark", save.notInSave, "--game", save.game])
        let path = try write(save.bytes())
        let predicted = try await dex.succeed(["import-save", path, "--dry-run"] + flags)
        let done = try await dex.succeed(["import-save", path] + flags)
        #expect(!Self.numbers(predicted).contains("?"))
        #expect(Self.numbers(predicted) == Self.numbers(done), "\(predicted) vs \(done)")
        #expect(Self.numbers(done)[2] != "0")
    }

    /// Undo takes back the forms marked and the shininess added to a catch, as one step.
    @Test func undoTakesBackFormsAndShininess() async throws {
        try await dex.succeed(["add-game", "crystal", "--forms", "--starter", "cyndaquil", "--no-sprites"])
        try await dex.succeed(["mark", "cyndaquil"])
        let path = try write(Self.cases[0].bytes())
        let dryRun = try await dex.succeed(["import-save", path, "--owned", "--dry-run"])
        #expect(dryRun.contains("mark shiny"), "\(dryRun)")
        #expect(dryRun.contains("Unown E"))
        try await dex.succeed(["import-save", path, "--owned"])
        #expect(try caught("crystal") == ["155 ★", "201 e"])
        #expect(try await dex.succeed(["undo"]) == "Undid: import-save (party and boxes) into crystal.\n")
        #expect(try caught("crystal") == ["155"])
    }

    /// From the Pokédex (no --owned), a caught species marks the forms the save holds of it, else its default form.
    @Test func thePokedexMarksTheHeldFormOfACaughtSpecies() async throws {
        try await dex.succeed(["add-game", "platinum", "--forms", "--starter", "turtwig", "--no-sprites"])
        var platinum = Gen4SaveWriter(.platinum)
        platinum.owned = [387, 422]
        platinum.seen = [387, 422]
        platinum.boxes = [0: DSPokemon(species: 422, form: 1)]
        try await dex.succeed(["import-save", try write(platinum.bytes())])
        #expect(try caught("platinum") == ["387", "422 east"])
    }

    /// A form the list lacks is added, as a species the list lacks is: Emerald's list has no Unown at all.
    @Test func aFormTheListLacksIsAddedAsAnEvents() async throws {
        try await dex.succeed(["add-game", "emerald", "--forms", "--starter", "mudkip", "--no-sprites"])
        var emerald = Gen3SaveWriter(.emerald)
        emerald.party = [Gen3SaveWriter.Pokemon(species: 201, personality: 0x0000_0001)]  // B
        let output = try await dex.succeed(["import-save", try write(emerald.bytes()), "--owned"])
        #expect(output.contains("as an event's Pokémon (not in the game's data): #201 Unown B."), "\(output)")
        #expect(try caught("emerald") == ["201 b"])
    }

    /// A species the list lacks comes in as the form the save holds: HeartGold lists no Rotom, and Platinum's
    /// Turtwig run no Chimchar (received in a trade, as its entry has it).
    @Test func aSpeciesTheListLacksComesInAsTheHeldForm() async throws {
        try await dex.succeed(["add-game", "heartgold", "--forms", "--starter", "cyndaquil", "--no-sprites"])
        var heartgold = Gen4SaveWriter(.heartGoldSoulSilver)
        heartgold.boxes = [0: DSPokemon(species: 479, form: 1)]
        let output = try await dex.succeed(["import-save", try write(heartgold.bytes()), "--owned"])
        #expect(output.contains("as an event's Pokémon (not in the game's data): #479 Heat Rotom."), "\(output)")
        #expect(try caught("heartgold") == ["479 heat"])

        try await dex.succeed(["add-game", "platinum", "--forms", "--starter", "turtwig", "--no-sprites"])
        var platinum = Gen4SaveWriter(.platinum)
        platinum.party = [DSPokemon(species: 390, personality: Self.shinyDS)]
        let traded = try await dex.succeed(["import-save", try write(platinum.bytes(), "platinum.sav"), "--owned"])
        #expect(traded.contains("Added to Pokémon Platinum's list as received in a trade: #390 Chimchar."), "\(traded)")
        #expect(try caught("platinum") == ["390 ★"])
        #expect(try await dex.succeed(["list", "--caught", "--game", "platinum"]).contains("traded"))
    }

    /// The save is the truth: a shiny the game never gives shiny is marked, and the import says so.
    @Test func aShinyLockedPokemonHeldShinyIsMarkedAndNamed() async throws {
        try await dex.succeed(["add-game", "black", "--starter", "snivy", "--no-sprites"])
        var black = Gen5SaveWriter(.blackWhite)
        black.boxes = [0: DSPokemon(species: 494, personality: Self.shinyDS)]
        let output = try await dex.succeed(["import-save", try write(black.bytes()), "--owned"])
        #expect(
            output.contains("Marked shiny as ")
                && output.contains("though Pokémon Black never gives them shiny (traded in): #494 Victini."),
            "\(output)")
        #expect(try caught("black") == ["494 ★"])
    }

    @Test func theJSONNamesTheFormsAndShiniesItMarks() async throws {
        try await dex.succeed(["add-game", "crystal", "--forms", "--starter", "cyndaquil", "--no-sprites"])
        let text = try await dex.succeed(["import-save", try write(Self.cases[0].bytes()), "--owned", "--json", "--dry-run"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["marked"] as? [Int] == [155, 201])
        #expect(json["markedShiny"] as? [Int] == [155])
        let rows = try #require(json["species"] as? [[String: Any]])
        let unown = try #require(rows.first { $0["dexNumber"] as? Int == 201 })
        #expect(unown["form"] as? String == "e" && unown["name"] as? String == "Unown E" && unown["shiny"] as? Bool == false)
        let cyndaquil = try #require(rows.first { $0["dexNumber"] as? Int == 155 })
        #expect(cyndaquil["heldShiny"] as? Bool == true && cyndaquil["shiny"] as? Bool == true)
    }
}

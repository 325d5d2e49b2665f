import DexStore
import DexTestSupport
import Foundation
import Testing

@testable import DexModel

@Suite struct ManifestValidationTests {
    /// A valid one-game manifest as a JSON object, to break in one place per test.
    func validManifest() -> [String: Any] {
        [
            "version": "1",
            "games": [
                [
                    "slug": "firered", "name": "Pokémon FireRed", "generation": 3, "spriteGeneration": "firered-leafgreen",
                    "hasStarterChoice": true, "availableStarters": ["bulbasaur", "charmander"],
                    "pokemon": [
                        [
                            "dexNumber": 1, "name": "Bulbasaur", "notes": "", "spriteSlug": "bulbasaur",
                            "excludedForStarters": ["charmander"],
                        ],
                        [
                            "dexNumber": 4, "name": "Charmander", "notes": "", "spriteSlug": "charmander",
                            "excludedForStarters": ["bulbasaur"],
                        ],
                    ],
                ]
            ],
        ]
    }

    func decode(_ object: [String: Any]) throws -> GameManifest {
        try GameManifest.decode(try JSONSerialization.data(withJSONObject: object), file: "games.json")
    }

    func fault(_ path: String, _ problem: String) -> ManifestError {
        .invalidManifest(file: "games.json", path: path, problem: problem)
    }

    func mutatingGame(_ change: (inout [String: Any]) -> Void) -> [String: Any] {
        var manifest = validManifest()
        var games = manifest["games"] as? [[String: Any]] ?? []
        change(&games[0])
        manifest["games"] = games
        return manifest
    }

    func mutatingPokemon(_ index: Int, _ change: (inout [String: Any]) -> Void) -> [String: Any] {
        mutatingGame { game in
            var pokemon = game["pokemon"] as? [[String: Any]] ?? []
            change(&pokemon[index])
            game["pokemon"] = pokemon
        }
    }

    @Test func aValidManifestLoads() throws {
        let manifest = try decode(validManifest())
        #expect(manifest.games.map(\.slug) == ["firered"])
    }

    @Test func badJSON() {
        #expect(throws: fault("$", "not valid JSON")) {
            try GameManifest.decode(Data("{\"version\": ".utf8), file: "games.json")
        }
    }

    @Test func missingField() {
        let manifest = mutatingPokemon(1) { $0.removeValue(forKey: "spriteSlug") }
        #expect(throws: fault("games[0].pokemon[1].spriteSlug", "missing field")) { try decode(manifest) }
    }

    @Test func wrongType() {
        let manifest = mutatingPokemon(0) { $0["dexNumber"] = "one" }
        #expect(throws: fault("games[0].pokemon[0].dexNumber", "expected a whole number")) { try decode(manifest) }
    }

    @Test func duplicateSlug() {
        var manifest = validManifest()
        let games = manifest["games"] as? [[String: Any]] ?? []
        manifest["games"] = games + games
        #expect(throws: fault("games[1].slug", "duplicate slug 'firered' (also at games[0])")) { try decode(manifest) }
    }

    @Test func duplicateDexNumber() {
        let manifest = mutatingPokemon(1) { $0["dexNumber"] = 1 }
        #expect(throws: fault("games[0].pokemon[1].dexNumber", "duplicate dex number 1 (also at games[0].pokemon[0])")) {
            try decode(manifest)
        }
    }

    @Test func excludedStarterThatIsNotAvailable() {
        let manifest = mutatingPokemon(0) { $0["excludedForStarters"] = ["squirtle"] }
        #expect(throws: fault("games[0].pokemon[0].excludedForStarters", "'squirtle' is not in games[0].availableStarters")) {
            try decode(manifest)
        }
    }

    @Test func starterChoiceWithoutStarters() {
        let manifest = mutatingGame { $0["availableStarters"] = [] as [String] }
        #expect(throws: fault("games[0].availableStarters", "hasStarterChoice is true but no starters are listed")) {
            try decode(manifest)
        }
    }

    @Test func anUnreadableFileIsNamed() {
        #expect(throws: ManifestError.self) { try GameManifest.load(path: "/nonexistent/games.json") }
        #expect {
            try GameManifest.load(path: "/nonexistent/games.json")
        } throws: { error in
            guard case ManifestError.unreadableManifest(let file, _) = error else { return false }
            return file == "/nonexistent/games.json"
        }
    }

    @Test func unknownSlugSuggestsTheClosest() throws {
        let manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        let slugs = manifest.games.map(\.slug)
        #expect(throws: ManifestError.unknownGame("firedred", suggestion: "firered", available: slugs)) {
            try manifest.game("firedred")
        }
        #expect(throws: ManifestError.unknownGame("zzzzzz", suggestion: nil, available: slugs)) { try manifest.game("zzzzzz") }
    }
}

@Suite struct StarterFilteringTests {
    let fireRed: GameManifest.Entry

    init() throws {
        fireRed = try GameManifest.load(path: Fixtures.miniManifest.path).game("firered")
    }

    @Test func bulbasaurRunKeepsEnteiAndDropsTheOtherStarterLines() throws {
        let names = fireRed.pokemon(forStarter: "bulbasaur").map(\.name)
        #expect(names.contains("Bulbasaur") && names.contains("Entei"))
        #expect(!names.contains("Charmander") && !names.contains("Squirtle"))
    }

    @Test func charmanderRunDropsEntei() {
        let names = fireRed.pokemon(forStarter: "charmander").map(\.name)
        #expect(names.contains("Charmander") && !names.contains("Entei") && !names.contains("Bulbasaur"))
    }

    @Test func starterIsMatchedLooselyAndReturnedInTheManifestSpelling() throws {
        #expect(try fireRed.resolveStarter("Bulbasaur") == "bulbasaur")
        #expect(try fireRed.resolveStarter(" BULBASAUR") == "bulbasaur")
    }

    @Test func aMissingOrWrongStarterListsTheValidOnes() {
        let valid = ["bulbasaur", "charmander", "squirtle"]
        #expect(throws: StarterError.starterRequired(game: "Pokémon FireRed", valid: valid)) { try fireRed.resolveStarter(nil) }
        #expect(throws: StarterError.invalidStarter("pikachu", game: "Pokémon FireRed", valid: valid)) {
            try fireRed.resolveStarter("pikachu")
        }
    }

    @Test func aGameWithoutAChoiceRefusesAStarter() throws {
        let yellow = try GameManifest.load(path: Fixtures.miniManifest.path).game("yellow")
        #expect(try yellow.resolveStarter(nil) == nil)
        #expect(throws: StarterError.starterNotOffered(game: "Pokémon Yellow")) { try yellow.resolveStarter("pikachu") }
    }
}

@Suite struct SingleGameLoadingTests {
    @Test func loadsTheSameEntryAsTheWholeManifest() throws {
        let whole = try GameManifest.load()
        for slug in ["red", "firered", "black-2"] {
            let selected = try GameManifest.loadGame(slug)
            #expect(selected.version == whole.version)
            #expect(selected.entry == (try whole.game(slug)))
        }
    }

    @Test func whatAPlanReadsOfAGameIsItsPlacesAndEvolutions() throws {
        let whole = try GameManifest.load()
        for slug in ["firered", "heartgold"] {
            let data = try GameManifest.loadPlanData(slug)
            #expect(data == GameManifest.PlanData(try whole.game(slug)))
            #expect(data.places?.isEmpty == false)
            #expect(data.evolutions[2]?.first?.from == 1, "Ivysaur evolves from Bulbasaur")
        }
    }

    @Test func anUnknownSlugSuggestsTheClosest() throws {
        let slugs = try GameManifest.load().games.map(\.slug)
        #expect(throws: ManifestError.unknownGame("firedred", suggestion: "firered", available: slugs)) {
            try GameManifest.loadGame("firedred")
        }
    }

    /// A player's file is read whole, so a fault in any game is reported, whichever game is asked for.
    @Test func faultsInAPlayersFileAreReportedWithTheirPathWhicheverGameIsChosen() throws {
        let url = try TemporaryFolder.make(prefix: "dex-single").appendingPathComponent("games.json")
        let json =
            #"{"version":"1","games":[{"slug":"a","name":"A","generation":1,"spriteGeneration":"a","hasStarterChoice":false,"availableStarters":[],"pokemon":[]},{"slug":"b","name":"B","generation":1,"spriteGeneration":"b","hasStarterChoice":false,"availableStarters":[],"pokemon":[{"dexNumber":1,"name":"X","notes":"","spriteSlug":"x","excludedForStarters":[]},{"dexNumber":1,"name":"Y","notes":"","spriteSlug":"y"}]},{"slug":"a"}]}"#
        try Data(json.utf8).write(to: url)
        #expect(
            throws: ManifestError.invalidManifest(
                file: url.path, path: "games[1].pokemon[1].excludedForStarters", problem: "missing field")
        ) {
            try GameManifest.loadGame("b", path: url.path)
        }
        #expect(
            throws: ManifestError.invalidManifest(
                file: url.path, path: "games[1].pokemon[1].excludedForStarters", problem: "missing field")
        ) {
            try GameManifest.loadGame("a", path: url.path)
        }
    }

    /// Writes `text` as a manifest file in a new temporary folder and returns its path.
    private func file(_ text: String) throws -> String {
        let url = try TemporaryFolder.make(prefix: "dex-single").appendingPathComponent("games.json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func escapesNullsAndUnknownKeysInAPlayersFileLoadAsTheDecoderHasThem() throws {
        let game = #"""
            { "availableStarters": [], "extra": {"a": [1, "]"]}, "generation": 3, "hasStarterChoice": false,
              "name": "Gam\u00e9 \"1\"", "pokemon": [ {"dexNumber": 25, "excludedForStarters": [], "name": "Pikachu",
              "notes": "", "regionalNumber": null, "spriteSlug": "pikachu",
              "ways": [["walk", null, "Route 1 (walking)"], ["gift", "Town", "Gift: Town", "a source"]]} ],
              "regionalDex": null, "slug": "g", "spriteGeneration": "x-y" }
            """#
        let selected = try GameManifest.loadGame("g", path: try file(#"{ "games" : [ \#(game) ], "version": "v\n1" }"#))
        #expect(selected.entry == (try JSONDecoder().decode(GameManifest.Entry.self, from: Data(game.utf8))))
        #expect(selected.version == "v\n1")
        #expect(selected.entry.name == "Gamé \"1\"")
        #expect(selected.entry.pokemon[0].ways?[1].source == "a source")
    }

    @Test func anEscapedSlugIsTheSlugItSpells() throws {
        let game =
            #"{"availableStarters":[],"generation":1,"hasStarterChoice":false,"name":"N","pokemon":[],"spriteGeneration":"s","#
        let path = try file(#"{"games": [\#(game) "slug" : "x\u002dy" }, \#(game) "slug": "z"}], "version": "v"}"#)
        #expect(try GameManifest.loadGame("x-y", path: path).entry.slug == "x-y")
        #expect(try GameManifest.loadGame("z", path: path).entry.slug == "z")
        // A "slug" key inside another value's text is that text, not a game's slug.
        let lined = try file(
            "{\"games\":[\n\(game)\"slug\":\"a\"},\n\(game)\"x\":\"\\\"slug\\\":\\\"no\\\"\",\"slug\":\"b\"}\n],\"version\":\"v\"}"
        )
        #expect(try GameManifest.loadGame("b", path: lined).version == "v")
        #expect {
            try GameManifest.loadGame("no", path: lined)
        } throws: { error in
            guard case ManifestError.unknownGame("no", _, let available) = error else { return false }
            return available == ["a", "b"]
        }
    }

    @Test func aCutFileIsADecodingFaultNamingIt() throws {
        let path = try file(#"{"games": [{"slug": "a"}"#)
        #expect {
            try GameManifest.loadGame("a", path: path)
        } throws: { error in
            guard case ManifestError.invalidManifest(let file, _, _) = error else { return false }
            return file == path
        }
    }

    @Test func theMiniManifestLoadsAlikeEitherWay() throws {
        let path = Fixtures.miniManifest.path
        #expect(try GameManifest.loadGame("firered", path: path).entry == (try GameManifest.load(path: path).game("firered")))
    }
}

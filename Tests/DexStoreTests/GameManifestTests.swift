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
            "games": [[
                "slug": "firered", "name": "Pokémon FireRed", "generation": 3, "spriteGeneration": "firered-leafgreen",
                "hasStarterChoice": true, "availableStarters": ["bulbasaur", "charmander"],
                "pokemon": [
                    ["dexNumber": 1, "name": "Bulbasaur", "notes": "", "spriteSlug": "bulbasaur", "excludedForStarters": ["charmander"]],
                    ["dexNumber": 4, "name": "Charmander", "notes": "", "spriteSlug": "charmander", "excludedForStarters": ["bulbasaur"]],
                ],
            ]],
        ]
    }

    func decode(_ object: [String: Any]) throws -> GameManifest {
        try GameManifest.decode(try JSONSerialization.data(withJSONObject: object), file: "games.json")
    }

    func fault(_ path: String, _ problem: String) -> DexError {
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
        #expect(throws: DexError.self) { try GameManifest.load(path: "/nonexistent/games.json") }
        do {
            _ = try GameManifest.load(path: "/nonexistent/games.json")
        } catch {
            #expect("\(error)".hasPrefix("cannot read manifest /nonexistent/games.json"))
        }
    }

    @Test func unknownSlugSuggestsTheClosest() throws {
        let manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        let slugs = manifest.games.map(\.slug)
        #expect(throws: DexError.unknownGame("firedred", suggestion: "firered", available: slugs)) { try manifest.game("firedred") }
        #expect(throws: DexError.unknownGame("zzzzzz", suggestion: nil, available: slugs)) { try manifest.game("zzzzzz") }
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
        #expect(throws: DexError.starterRequired(game: "Pokémon FireRed", valid: valid)) { try fireRed.resolveStarter(nil) }
        #expect(throws: DexError.invalidStarter("pikachu", game: "Pokémon FireRed", valid: valid)) {
            try fireRed.resolveStarter("pikachu")
        }
    }

    @Test func aGameWithoutAChoiceRefusesAStarter() throws {
        let yellow = try GameManifest.load(path: Fixtures.miniManifest.path).game("yellow")
        #expect(try yellow.resolveStarter(nil) == nil)
        #expect(throws: DexError.starterNotOffered(game: "Pokémon Yellow")) { try yellow.resolveStarter("pikachu") }
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

    @Test func anUnknownSlugSuggestsTheClosest() throws {
        let slugs = try GameManifest.load().games.map(\.slug)
        #expect(throws: DexError.unknownGame("firedred", suggestion: "firered", available: slugs)) {
            try GameManifest.loadGame("firedred")
        }
    }

    @Test func faultsInTheChosenGameAreReportedWithTheirPath() throws {
        let url = try TemporaryFolder.make(prefix: "dex-single").appendingPathComponent("games.json")
        let json = #"{"version":"1","games":[{"slug":"a","name":"A","generation":1,"spriteGeneration":"a","hasStarterChoice":false,"availableStarters":[],"pokemon":[]},{"slug":"b","name":"B","generation":1,"spriteGeneration":"b","hasStarterChoice":false,"availableStarters":[],"pokemon":[{"dexNumber":1,"name":"X","notes":"","spriteSlug":"x","excludedForStarters":[]},{"dexNumber":1,"name":"Y","notes":"","spriteSlug":"y"}]},{"slug":"a"}]}"#
        try Data(json.utf8).write(to: url)
        #expect(throws: DexError.invalidManifest(file: url.path, path: "games[1].pokemon[1].excludedForStarters", problem: "missing field")) {
            try GameManifest.loadGame("b", path: url.path)
        }
        #expect(throws: DexError.invalidManifest(file: url.path, path: "games[2].slug", problem: "duplicate slug 'a' (also at games[0])")) {
            try GameManifest.loadGame("a", path: url.path)
        }
    }
}

import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

@Suite struct CatchTests {
    let database: DexDatabase

    init() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-catches")
        database = try DexDatabase.open(path: folder.appendingPathComponent("dex.sqlite").path)
        let manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        _ = try database.games.add(
            try manifest.game("firered"), starter: "bulbasaur", dataVersion: manifest.version,
            spriteURLTemplate: "https://x/{sprite}.png")
    }

    func caughtNames() throws -> [String] {
        try database.catalog.list(game: nil, filter: .caught, search: nil).pokemon.map(\.name)
    }

    @Test func addGameSeedsTheStarterRunAndMakesItActive() throws {
        let (games, activeId) = try database.games.progress()
        #expect(games.count == 1 && games[0].game.id == activeId)
        #expect(games[0].total == 7)
        let entei = try database.catalog.list(game: nil, filter: .all, search: PokemonSearch("entei")).pokemon.first
        #expect(entei?.spriteFolders == ["emerald"] && entei?.regionalNumber == nil)
        let pikachu = try database.catalog.list(game: nil, filter: .all, search: PokemonSearch("pikachu")).pokemon.first
        #expect(pikachu?.spriteFolders == ["firered-leafgreen"] && pikachu?.regionalNumber == 25)
    }

    @Test func addingTheSameGameTwiceChangesNothing() throws {
        let manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        #expect(throws: StoreError.gameAlreadyTracked("firered")) {
            try database.games.add(try manifest.game("firered"), starter: "squirtle", dataVersion: "x", spriteURLTemplate: "x")
        }
        #expect(try database.games.current("firered").selectedStarter == "bulbasaur")
    }

    @Test func marksNumbersNamesAndRangesInOneCall() throws {
        let change = try database.catches.setCaught(
            true, refs: ["#025", "mr-mime", "Nidoran♀", "farfetchd", "1-9"].map(PokemonRef.init(parsing:)), game: nil)
        #expect(change.changed.map(\.dexNumber) == [1, 25, 29, 83, 122])
        #expect(change.progress.caught == 5 && change.progress.total == 7)
        #expect(try caughtNames() == ["Bulbasaur", "Pikachu", "Nidoran♀", "Farfetch’d", "Mr. Mime"])
    }

    @Test func markingSomethingCaughtAgainSucceedsAndSaysSo() throws {
        _ = try database.catches.setCaught(true, refs: [.number(25)], game: nil)
        let again = try database.catches.setCaught(true, refs: [.number(25), .name("flabebe")], game: nil)
        #expect(again.unchanged.map(\.name) == ["Pikachu"])
        #expect(again.changed.map(\.name) == ["Flabébé"])
    }

    @Test func oneUnknownRefChangesNothing() throws {
        #expect(throws: StoreError.unknownPokemon("pikachuu", game: "Pokémon FireRed", suggestion: "Pikachu")) {
            try database.catches.setCaught(true, refs: [.number(25), .name("pikachuu")], game: nil)
        }
        #expect(throws: StoreError.unknownPokemon("#004", game: "Pokémon FireRed", suggestion: nil)) {
            try database.catches.setCaught(true, refs: [.number(25), .number(4)], game: nil)
        }
        #expect(throws: StoreError.rangeOutsideGame("200-240", game: "Pokémon FireRed")) {
            try database.catches.setCaught(true, refs: [.number(25), .range(200...240)], game: nil)
        }
        #expect(try caughtNames().isEmpty)
    }

    @Test func unmarkAndNotes() throws {
        _ = try database.catches.setCaught(true, refs: [.number(25), .number(1)], game: nil)
        let change = try database.catches.setCaught(false, refs: [.name("pikachu")], game: nil)
        #expect(change.changed.map(\.name) == ["Pikachu"] && change.progress.caught == 1)

        let noted = try database.catches.setNote("Viridian Forest", ref: .name("pikachu"), game: "firered")
        #expect(noted.notes == "Viridian Forest")
        #expect(
            try database.catalog.list(game: nil, filter: .all, search: PokemonSearch("viridian")).pokemon.map(\.name) == [
                "Pikachu"
            ])
        #expect(try database.catches.setNote(nil, ref: .number(25), game: nil).notes == "")
        #expect(throws: StoreError.needsOnePokemon("1-9", use: .note)) {
            try database.catches.setNote("x", ref: .range(1...9), game: nil)
        }
    }

    @Test func removingAGameCascadesAndClearsTheActiveGame() throws {
        try database.games.remove("firered")
        let count = try database.writer.read { try $0.queryValue("SELECT COUNT(*) FROM pokemon", as: Int.self) }
        #expect(count == 0)
        #expect(try database.settings.preferences().activeGameId == nil)
        let folder = String(database.path.dropLast("/dex.sqlite".count))
        #expect(throws: StoreError.noGamesTracked(folder: folder)) {
            try database.catches.setCaught(true, refs: [.number(25)], game: nil)
        }
    }

    @Test func unknownTrackedGameSuggestsTheClosest() {
        #expect(throws: StoreError.gameNotTracked("firedred", suggestion: "firered")) {
            try database.catches.setCaught(true, refs: [.number(25)], game: "firedred")
        }
    }

    @Test func settings() throws {
        try database.settings.set(.showPercentage, to: "true")
        #expect(try database.settings.value(of: .showPercentage) == "true")
        #expect(try database.catches.setCaught(true, refs: [.number(25)], game: nil).showPercentage)
        #expect(throws: SettingError.invalidSettingValue(key: "show-only-missing", value: "maybe", expected: "true or false")) {
            try database.settings.set(.showOnlyMissing, to: "maybe")
        }
        #expect(try database.settings.value(of: .activeGame) == "firered")
    }

    @Test func progressFormats() {
        let game = Game(slug: "x", name: "X", generation: 1, selectedStarter: nil, dataVersion: "", spriteURLTemplate: "")
        let progress = GameProgress(game: game, caught: 37, total: 386)
        #expect(progress.formatted(asPercentage: false) == "37/386")
        #expect(progress.formatted(asPercentage: true) == "37/386 (9.6%)")
        #expect(GameProgress(game: game, caught: 386, total: 386).formatted(asPercentage: true) == "386/386 (100.0%)")
        #expect(GameProgress(game: game, caught: 0, total: 386).percentText == "0.0%")
    }
}

import DexTestSupport
import Foundation
import Testing

@testable import DexApp
@testable import DexModel
@testable import DexSprites
@testable import DexStore
@testable import DexSystem

/// DexApp's use cases on a real database in a temporary folder, with real files in its sprite cache.
@Suite struct UseCaseTests {
    /// FireRed (Bulbasaur) tracked in a fresh data folder.
    private static func trackedHome() throws -> (DexHome, DexDatabase) {
        let home = DexHome(url: try TemporaryFolder.make(prefix: "dex-use-case"))
        let database = try DexDatabase.open(home)
        let manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        _ = try database.games.add(
            try manifest.game("firered"), starter: "bulbasaur", dataVersion: manifest.version,
            spriteURLTemplate: SpriteURLTemplate.default)
        return (home, database)
    }

    private static func writeSprite(_ bytes: [UInt8], named name: String, in home: DexHome) throws {
        let folder = home.spritesURL.appendingPathComponent("firered")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(name + ".png"))
    }

    @Test func showcaseGivesTheSpritesStateByTheCachesRule() throws {
        let (home, database) = try Self.trackedHome()
        let absent = try PokemonShowcase.find(.number(25), game: nil, in: database, home: home, manifestPath: nil)
        #expect(absent.pokemon.name == "Pikachu")
        #expect(absent.pokemon.hint == "Viridian Forest (walking grass)")
        #expect(absent.sprite == .absent(path: home.spritesURL.appendingPathComponent("firered/pikachu.png").path))
        #expect(try absent.sprite.image() == nil)

        try Self.writeSprite(makePNG(width: 6, height: 4), named: "pikachu", in: home)
        let cached = try PokemonShowcase.find(.name("pikachu"), game: "firered", in: database, home: home, manifestPath: nil)
        #expect(cached.sprite.isCached)
        let image = try #require(try cached.sprite.image())
        #expect(image.width == 6 && image.height == 4)

        try Self.writeSprite(Array(makePNG(width: 6, height: 4).dropLast(12)), named: "bulbasaur", in: home)
        let broken = try PokemonShowcase.find(.number(1), game: nil, in: database, home: home, manifestPath: nil)
        guard case .unusable(_, .notAPNG) = broken.sprite else {
            Issue.record("a truncated sprite is \(broken.sprite), not unusable")
            return
        }
        #expect(throws: SpriteImageError.self) { try broken.sprite.image() }
    }

    @Test func showcaseExplainsAPokemonTheListLacks() throws {
        let (home, database) = try Self.trackedHome()
        #expect(throws: StoreError.self) {
            try PokemonShowcase.find(
                .name("charmander"), game: nil, in: database, home: home,
                manifestPath: Fixtures.miniManifest.path)
        }
        do {
            _ = try PokemonShowcase.find(
                .name("charmander"), game: nil, in: database, home: home,
                manifestPath: Fixtures.miniManifest.path)
        } catch {
            #expect(ErrorMessage.line(for: error).contains("ruled out by your starter choice (Bulbasaur)"))
        }
    }

    @Test func catchUpdateMarksInOneTransactionAndExplainsWhatTheListLacks() throws {
        let (_, database) = try Self.trackedHome()
        let change = try CatchUpdate.apply(
            caught: true, refs: [.number(1), .number(25)], game: nil, in: database,
            manifestPath: Fixtures.miniManifest.path)
        #expect(change.changed.map(\.dexNumber) == [1, 25])
        #expect(throws: StoreError.self) {
            try CatchUpdate.apply(
                caught: true, refs: [.number(122), .name("charmander")], game: nil, in: database,
                manifestPath: Fixtures.miniManifest.path)
        }
        // The failed call changed nothing: Mr. Mime is still missing.
        let mime = try database.catalog.pokemon(.number(122), game: nil).pokemon
        #expect(!mime.isCaught)
        let traded = try CatchUpdate.apply(
            caught: true, refs: [.name("charmander")], game: nil, traded: true,
            in: database, manifestPath: Fixtures.miniManifest.path)
        #expect(traded.changed.map(\.name) == ["Charmander"])
        #expect(traded.changed.first?.isTraded == true)
    }
}

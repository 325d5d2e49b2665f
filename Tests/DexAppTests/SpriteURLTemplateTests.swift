import Testing

@testable import DexApp
@testable import DexModel

@Suite struct SpriteURLTemplateTests {
    @Test(arguments: [
        "ftp://host/{sprite}.png", "file:///tmp/{sprite}", "https:///{sprite}", "https://host/pikachu.png",
        "host/{sprite}.png", "https://host/{generation} /{sprite}.png",
    ])
    func refusesUnusableTemplates(template: String) {
        #expect(throws: SettingError.self) { try SpriteURLTemplate.validate(template) }
    }

    @Test func substitutesAndPrefersRunThenEnvironmentThenStored() throws {
        #expect(
            SpriteURLTemplate.url(SpriteURLTemplate.default, sprite: "pikachu", folder: "emerald")
                == "https://img.pokemondb.net/sprites/emerald/normal/pikachu.png")
        let stored = "https://stored/{sprite}"
        let environment: (String) -> String? = { $0 == "DEX_SPRITE_URL_TEMPLATE" ? "http://env/{sprite}" : nil }
        let emptyEnvironment: (String) -> String? = { _ in nil }
        #expect(
            try SpriteURLTemplate.effective(run: "http://run/{sprite}", environment: environment, stored: stored)
                == "http://run/{sprite}")
        #expect(try SpriteURLTemplate.effective(run: nil, environment: environment, stored: stored) == "http://env/{sprite}")
        #expect(try SpriteURLTemplate.effective(run: nil, environment: emptyEnvironment, stored: stored) == stored)
        #expect(SpriteURLTemplate.host(of: "http://127.0.0.1:8080/a/b.png") == "127.0.0.1:8080")
    }

    @Test func theShinySpritesAreInTheShinyFolderBesideNormal() {
        #expect(
            SpriteURLTemplate.shiny(SpriteURLTemplate.default).map {
                SpriteURLTemplate.url($0, sprite: "pikachu", folder: "emerald")
            }
                == "https://img.pokemondb.net/sprites/emerald/shiny/pikachu.png")
        // The last `/normal/` only: a host or path part named so elsewhere stays.
        #expect(
            SpriteURLTemplate.shiny("http://m/normal/{folder}/normal/{sprite}.png")
                == "http://m/normal/{folder}/shiny/{sprite}.png")
        #expect(SpriteURLTemplate.shiny("https://mirror.example/sprites/{folder}/{sprite}.png") == nil)
    }

    @Test func triesEachFolderOnceInOrder() {
        let sources = SpriteFetcher.sources(
            template: SpriteURLTemplate.default, sprite: "entei", folders: ["firered-leafgreen", "emerald"], game: "firered")
        #expect(sources.map(\.folder) == ["firered-leafgreen", "emerald"])
        // A template without {folder} gives one URL, not two identical ones.
        #expect(
            SpriteFetcher.sources(template: "http://h/{sprite}.png", sprite: "entei", folders: ["a", "b"], game: "g").count == 1)
        #expect(
            SpriteFetcher.sources(template: SpriteURLTemplate.default, sprite: "x", folders: [], game: "firered").map(\.folder)
                == ["firered"])
        // {folder}, and {generation}, the name older templates stored in a database use for it.
        #expect(SpriteURLTemplate.url("http://h/{folder}/{sprite}.png", sprite: "a", folder: "x-y") == "http://h/x-y/a.png")
        #expect(SpriteURLTemplate.url("http://h/{generation}/{sprite}.png", sprite: "a", folder: "x-y") == "http://h/x-y/a.png")
    }
}

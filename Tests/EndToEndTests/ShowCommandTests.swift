import DexModel
import DexTestSupport
import Foundation
import Testing

@Suite(.tags(.endToEnd)) struct ShowCommandTests {
    static let esc = "\u{1B}["

    @Test func showsFactsAndAColourSpriteWhenAsked() async throws {
        // Given FireRed with Pikachu caught, noted, and its sprite cached
        let dex = try DexProcess()
        try await dex.seed()
        try dex.cacheSprite("pikachu")
        // When shown in 24-bit colour
        let out = try await dex.succeed(["show", "25", "--sprite", "always"], environment: ["COLORTERM": "truecolor"])
        // Then the facts come first, then the cropped sprite: 4×2 pixels → one line of 4 cells
        #expect(
            out.hasPrefix(
                "#025 Pikachu\nGame:     Pokémon FireRed\nRegional: R025\nCaught:   yes, on \(CalendarDay.today())\nHint:     Viridian Forest (walking grass)\nNotes:    Viridian, \"lvl 4\"\nsecond line\n\n"
            ))
        let e = Self.esc
        #expect(out.hasSuffix("\n\(e)38;2;250;210;40m██\(e)38;2;230;40;40m██\(e)0m\n"))
    }

    @Test func offATerminalTheSpriteHasNoColour() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        try dex.cacheSprite("pikachu")
        let out = try await dex.succeed(["show", "pikachu"], environment: ["COLORTERM": "truecolor"])
        #expect(!out.contains("\u{1B}"))
        #expect(out.hasSuffix("\n\n████\n"))
    }

    @Test func noColorStillYieldsToSpriteAlways() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        try dex.cacheSprite("pikachu")
        let out = try await dex.succeed(["show", "25", "--sprite", "always"], environment: ["NO_COLOR": "1"])
        #expect(out.contains("\(Self.esc)38;5;"))
        let never = try await dex.succeed(["show", "25", "--sprite", "never"], environment: ["COLORTERM": "truecolor"])
        #expect(!never.contains("\u{1B}"))
    }

    @Test func noSpriteSkipsThePicture() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        try dex.cacheSprite("pikachu")
        let out = try await dex.succeed(["show", "25", "--no-sprite"])
        #expect(!out.contains("█") && out.hasSuffix("second line\n"))
    }

    @Test func missingSpriteSaysHowToFetchIt() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let result = try await dex.run(["show", "1"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("#001 Bulbasaur\n"))
        #expect(result.stderr.contains("run 'dex sprites fetch --game firered'"))
    }

    @Test(arguments: ["truncated", "random", "html", "empty"])
    func corruptSpriteIsAClearErrorNotACrash(kind: String) async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let bytes: Data =
            switch kind {
            case "truncated": DexProcess.samplePNG.prefix(50)
            case "random": Data((0..<3_000).map { _ in UInt8.random(in: 0...255) })
            case "html": Data("<html><body>Not Found</body></html>".utf8)
            default: Data()
            }
        try dex.writeCache("pikachu", bytes: bytes)
        let result = try await dex.run(["show", "25", "--sprite", "always"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("#025 Pikachu\n"))
        #expect(result.stderr.contains("is not a valid PNG"))
        #expect(result.stderr.contains("dex sprites fetch --game firered --force"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func rangeOrUnknownNameIsAnError() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let range = try await dex.run(["show", "1-9"])
        #expect(range.status == 1 && range.stderr.contains("'1-9' names more than one Pokémon"))
        let unknown = try await dex.run(["show", "pikachuu"])
        #expect(unknown.status == 1 && unknown.stderr.contains("did you mean 'Pikachu'"))
    }

    @Test func showJSONShape() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        try dex.cacheSprite("pikachu")
        let object = try await #require(try dex.json(["show", "25", "--json"]) as? [String: Any])
        #expect(Set(object.keys) == ["game", "pokemon", "ways", "sprite"])
        let game = try #require(object["game"] as? [String: Any])
        #expect(game["slug"] as? String == "firered" && game["name"] as? String == "Pokémon FireRed")
        let pokemon = try #require(object["pokemon"] as? [String: Any])
        #expect(
            Set(pokemon.keys) == [
                "dexNumber", "regionalNumber", "name", "caught", "caughtOn", "shiny", "shinyLocked", "notes", "hint",
                "availability",
                "choiceGroup", "passedOver", "traded", "spriteSlug",
            ])
        #expect(pokemon["caught"] as? Bool == true && pokemon["dexNumber"] as? Int == 25)
        #expect(pokemon["caughtOn"] as? String == CalendarDay.today().description)
        let sprite = try #require(object["sprite"] as? [String: Any])
        #expect(sprite["cached"] as? Bool == true)
        #expect(sprite["path"] as? String == dex.spriteURL("pikachu").path)
        let entei = try await #require(try dex.json(["show", "entei", "--json"]) as? [String: Any])
        #expect((entei["pokemon"] as? [String: Any])?["regionalNumber"] is NSNull)
        #expect((entei["sprite"] as? [String: Any])?["cached"] as? Bool == false)
    }

    @Test func listSpritesOffATerminalIsThePlainList() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        try dex.cacheSprite("pikachu")
        #expect(try await dex.succeed(["list", "--sprites"]) == (try await dex.succeed(["list"])))
    }
}

/// `dex show` draws the sprite one pixel a column: on a narrow terminal (its size, else `$COLUMNS`) it is shrunk to
/// fit instead of wrapping.
@Suite(.tags(.endToEnd)) struct ShowSpriteWidthTests {
    @Test func theSpriteIsShrunkToTheTerminalsWidth() async throws {
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        // 96 × 8 opaque pixels: wider than a 40-column terminal.
        let pixels = (0..<(96 * 8 * 4)).map { index -> UInt8 in index % 4 == 3 ? 255 : 120 }
        try dex.writeCache("bulbasaur", bytes: PNGTestImage.encode(width: 96, height: 8, rgba: pixels))
        func spriteLines(columns: String) async throws -> [Substring] {
            let output = try await dex.succeed(["show", "1", "--sprite", "never"], environment: ["COLUMNS": columns])
            return output.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.isEmpty }.dropFirst()
                .filter { !$0.isEmpty }
        }
        let narrow = try await spriteLines(columns: "40")
        #expect(!narrow.isEmpty && narrow.allSatisfy { $0.count <= 40 }, "\(narrow.map(\.count))")
        #expect(narrow.map(\.count).max() == 32, "shrunk by 3, the smallest whole factor that fits")
        await #expect(try spriteLines(columns: "120").map(\.count).max() == 96, "a wide terminal gets it whole")
    }
}

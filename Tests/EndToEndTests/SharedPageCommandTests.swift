import DexSprites
import DexTestSupport
import Foundation
import SpriteTestSupport
import Testing

/// `dex export --format html`: the page a player shares, written by the built binary and opened in headless
/// Chromium as a person would see it, on a desktop and on a phone.
@Suite(.tags(.endToEnd)) struct SharedPageCommandTests {
    static let hoenn = PageManifestGame(
        slug: "hoenn", name: "Pokémon Hoenn", generation: 3, count: 40, otherVersion: [38], unservedSprites: [3])

    /// Hoenn tracked with its sprites fetched from the loopback server (#3's is not served), #1, #2, #31 and #32
    /// caught.
    static func trackedWithSprites() async throws -> DexProcess {
        let manifest = try TemporaryFolder.make(prefix: "dex-page-manifest").appendingPathComponent("games.json")
        try Data(pageManifest([hoenn]).utf8).write(to: manifest)
        let dex = try DexProcess(manifest: manifest)
        let server = try SpriteServer()
        let added = try await dex.run(["add-game", "hoenn", "--sprite-url", server.template])
        #expect(added.status == 0, "\(added.stderr)")
        try await dex.succeed(["mark", "1", "2", "31", "32"])
        return dex
    }

    /// The colour ("rrggbb") of a sprite the server drew in one colour, from the cache.
    static func colour(of sprite: String, in dex: DexProcess) throws -> String {
        let image = try PNGDecoder.decodeFile(at: dex.home.appendingPathComponent("sprites/hoenn/\(sprite).png"))
        let colour = try #require(image.color(x: 0, y: 0))
        return [colour.red, colour.green, colour.blue].map { String(format: "%02x", $0) }.joined()
    }

    static func exportPage(_ dex: DexProcess, _ arguments: [String] = []) async throws -> URL {
        let page = dex.home.appendingPathComponent("dex.html")
        let result = try await dex.run(["export", "--format", "html", "-o", page.path] + arguments)
        #expect(result.status == 0 && result.stderr == "Wrote \(page.path).\n", "\(result.stderr)")
        return page
    }

    @Test func thePageABrowserBuildsHoldsTheCountsAndNamesNothingOutsideIt() async throws {
        let dex = try await Self.trackedWithSprites()
        let page = try await Self.exportPage(dex)

        let html = try String(contentsOf: page, encoding: .utf8)
        let outside = try Regex(#"(?i)(src|href)\s*=\s*["']?\s*(https?:|//)|url\(\s*["']?\s*(https?:|//)"#)
        #expect(html.firstMatch(of: outside) == nil)
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 39)

        let dom = try HeadlessChromium.dumpDOM(page)
        #expect(dom.contains("<title>Pokémon Hoenn · dex</title>"))
        #expect(dom.contains("<strong class=\"count\">4/40</strong> caught · <strong class=\"percent\">10.0%</strong>"))
        #expect(dom.contains("1 not obtainable in this run"))
        #expect(dom.components(separatedBy: "<li class=\"cell caught\"").count - 1 == 4)
        #expect(dom.components(separatedBy: "<tr class=\"missing\">").count - 1 == 35)
        #expect(dom.contains("<span class=\"nosprite\">#003</span>"))
    }

    @Test func aShinyCatchIsStarredAndCounted() async throws {
        let dex = try await Self.trackedWithSprites()
        try await dex.succeed(["mark", "31", "--shiny"])

        let dom = try await HeadlessChromium.dumpDOM(Self.exportPage(dex))

        #expect(dom.contains("<span class=\"shiny-mark\">★</span> 1 shiny</span>"))
        #expect(dom.components(separatedBy: "<li class=\"cell caught shiny\"").count - 1 == 1)
        #expect(dom.contains("<td class=\"state\"><span class=\"mark\">★</span> caught shiny</td>"))
    }

    /// In a game tracked with forms, each form's cell and row name its species and, under it, the form.
    @Test func aFormIsNamedUnderItsSpecies() async throws {
        let dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "platinum", "--forms", "--starter", "turtwig", "--no-sprites"])
        try await dex.succeed(["mark", "east shellos", "unown b"])
        let dom = try await HeadlessChromium.dumpDOM(Self.exportPage(dex))
        // The cell, under the species' name, gives the form short; the row and the title whole.
        #expect(dom.contains("<span class=\"name\">Shellos</span><span class=\"form\">East</span></li>"))
        #expect(dom.contains("<td class=\"name\">Shellos<span class=\"form\">West Shellos</span></td>"))
        #expect(dom.contains("title=\"#201 Unown, Unown B: caught\""))
        // A species of one form is its name alone.
        #expect(dom.contains("<td class=\"name\">Turtwig</td>"))
    }

    @Test func boxesSitSideBySideOnADesktopAndOneUnderAnotherOnAPhone() async throws {
        let dex = try await Self.trackedWithSprites()
        let page = try await Self.exportPage(dex)
        let first = try Self.colour(of: "mon-1", in: dex), secondBox = try Self.colour(of: "mon-31", in: dex)
        let missing = try Self.colour(of: "mon-5", in: dex)

        let desktop = try ScreenshotColours.find(
            [first, secondBox, missing], in: HeadlessChromium.screenshot(page, width: 1280, height: 900))
        let phone = try ScreenshotColours.find(
            [first, secondBox, missing], in: HeadlessChromium.screenshot(page, width: 390, height: 1400))

        // A caught Pokémon's sprite is drawn in its colours, about 48 px square on a desktop and 40 on a phone.
        for (found, side) in [(desktop, 48), (phone, 40)] {
            for colour in [first, secondBox] {
                let pixels = try #require(found[colour]?.pixels)
                #expect(pixels >= (side - 8) * (side - 8), "\(colour): \(pixels) pixels")
            }
            // A missing one is drawn grey, so its own colour is nowhere.
            #expect(found[missing]?.pixels == 0)
        }
        let desktopFirst = try #require(desktop[first]?.box), desktopSecond = try #require(desktop[secondBox]?.box)
        #expect(abs(desktopFirst[1] - desktopSecond[1]) <= 2, "box 2 beside box 1: \(desktopFirst) \(desktopSecond)")
        #expect(desktopSecond[0] > desktopFirst[2] + 300)
        let phoneFirst = try #require(phone[first]?.box), phoneSecond = try #require(phone[secondBox]?.box)
        #expect(phoneSecond[1] > phoneFirst[3] + 200, "box 2 under box 1: \(phoneFirst) \(phoneSecond)")
        #expect(abs(phoneFirst[0] - phoneSecond[0]) <= 2)
    }

    @Test func thePageFollowsTheDevicesLightOrDarkMode() async throws {
        let page = try await Self.exportPage(Self.trackedWithSprites())
        // The page's background in each mode (PageStyle's --bg).
        let light = "f6f6f8", dark = "141418"

        let inLight = try ScreenshotColours.find([light, dark], in: HeadlessChromium.screenshot(page, width: 800, height: 300))
        let inDark = try ScreenshotColours.find(
            [light, dark], in: HeadlessChromium.screenshot(page, width: 800, height: 300, dark: true))

        #expect((inLight[light]?.pixels ?? 0) > 100_000 && inLight[dark]?.pixels == 0)
        #expect((inDark[dark]?.pixels ?? 0) > 100_000 && inDark[light]?.pixels == 0)
    }

    @Test func notesAppearOnlyWhenAskedForAndAsTextNotMarkup() async throws {
        let dex = try await Self.trackedWithSprites()
        try await dex.succeed(["note", "1", "<b>found</b> near the <i>lake</i>"])

        let shared = try await String(contentsOf: Self.exportPage(dex), encoding: .utf8)
        #expect(!shared.contains("found"))

        let dom = try await HeadlessChromium.dumpDOM(Self.exportPage(dex, ["--notes"]))
        #expect(dom.contains("<td class=\"note\">&lt;b&gt;found&lt;/b&gt; near the &lt;i&gt;lake&lt;/i&gt;</td>"))
        #expect(!dom.contains("<b>found"))
    }

    @Test func aPipeGetsThePageAndATerminalIsRefused() async throws {
        let dex = try await Self.trackedWithSprites()

        let piped = try await dex.run(["export", "--format", "html"])
        #expect(piped.status == 0 && piped.stdout.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
        #expect(piped.stdout.hasSuffix("</html>\n"))

        let terminal = try PseudoTerminal().run(["export", "--format", "html"], dex: dex, separateStderr: true)
        #expect(terminal.status == 1)
        #expect(terminal.output.isEmpty)
        #expect(
            terminal.stderr
                == "Error: an HTML page is not for a terminal: give -o FILE, or redirect it (dex export --format html > dex.html)\n"
        )
    }

    @Test func theOptionsOfThePageAreRefusedWithABackup() async throws {
        let dex = try await Self.trackedWithSprites()
        for options in [["--notes"], ["--all-games"], ["--game", "hoenn"], ["--format", "csv", "--notes"]] {
            let result = try await dex.run(["export"] + options)
            #expect(result.status == 64, "\(options)")
            #expect(
                result.stderr.hasPrefix(
                    "Error: --game, --all-games and --notes go with --format html; a backup holds every game and note"),
                "\(result.stderr)")
        }
        let both = try await dex.run(["export", "--format", "html", "--game", "hoenn", "--all-games", "-o", "x.html"])
        #expect(both.status == 64 && both.stderr.hasPrefix("Error: give either --game or --all-games, not both"))
    }

    @Test func aGameNotTrackedOrNoGameAtAllIsAClearError() async throws {
        let dex = try await Self.trackedWithSprites()
        let page = dex.home.appendingPathComponent("dex.html").path

        let unknown = try await dex.run(["export", "--format", "html", "--game", "hoenm", "-o", page])
        #expect(unknown.status == 1 && unknown.stderr.hasPrefix("Error: "), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("'hoenm'"))
        #expect(!FileManager.default.fileExists(atPath: page))

        let empty = try DexProcess()
        let none = try await empty.run(["export", "--format", "html", "--all-games", "-o", page])
        #expect(none.status == 1 && none.stderr.contains("you are not tracking any game yet"), "\(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: page))
    }
}

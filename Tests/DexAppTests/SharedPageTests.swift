import DexTestSupport
import Foundation
import SpriteTestSupport
import Testing

@testable import DexApp
@testable import DexModel
@testable import DexStore
@testable import DexSystem

/// The page `dex export --format html` writes, built through `Tracker` on a real database and sprite cache.
@Suite struct SharedPageTests {
    static let hoenn = PageManifestGame(
        slug: "hoenn", name: "Pokémon Hoenn", generation: 3, count: 45, otherVersion: [40], unservedSprites: [3],
        names: [2: "<img src=x onerror=alert(1)>"])
    static let kanto = PageManifestGame(slug: "kanto", name: "Pokémon Kanto", generation: 1, count: 45)

    /// Both games tracked (Hoenn active), #1 and #2 of Hoenn caught, and every sprite but Hoenn's #3 cached.
    static func tracker() throws -> Tracker {
        let folder = try TemporaryFolder.make(prefix: "dex-page")
        let manifest = folder.appendingPathComponent("games.json")
        try Data(pageManifest([hoenn, kanto]).utf8).write(to: manifest)
        let home = DexHome(url: folder.appendingPathComponent("home"))
        for game in [kanto, hoenn] {
            _ = try Tracker.addGame(
                game.slug, starter: nil, manifest: ManifestChoice(explicit: manifest.path),
                spriteURLTemplate: SpriteURLTemplate.default, home: home)
            let sprites = home.spritesURL.appendingPathComponent(game.slug)
            try FileManager.default.createDirectory(at: sprites, withIntermediateDirectories: true)
            for number in 1...game.count where !game.unservedSprites.contains(number) {
                try sprite(number).write(to: sprites.appendingPathComponent(game.spriteSlug(number) + ".png"))
            }
        }
        let tracker = try Tracker.open(home)
        _ = try tracker.mark([.number(1), .number(2)], caught: true, game: "hoenn")
        return tracker
    }

    /// A 4×4 sprite whose colour is its number's.
    static func sprite(_ number: Int) -> Data {
        PNGTestImage.encode(
            width: 4, height: 4, rgba: Array(repeating: [UInt8(number), 100, 200, 255], count: 16).flatMap { $0 })
    }

    static func count(_ needle: String, in html: String) -> Int { html.components(separatedBy: needle).count - 1 }

    // MARK: - Escaping

    @Test func escapingCoversTextAndBothKindsOfQuotedAttributes() {
        #expect(
            HTMLText.escaped(#"<script>alert('x')</script> & "q""#)
                == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;")
        #expect(HTMLText.escaped("Farfetch’d, Nidoran♀ & Flabébé") == "Farfetch’d, Nidoran♀ &amp; Flabébé")
        #expect(HTMLText.escaped("Mr. Mime") == "Mr. Mime")
        #expect(HTMLText.escaped("a\u{1B}[2Jb\nc") == "a␛[2Jb\nc")
    }

    @Test func aHostileNoteOrNameIsShownAsTypedNeverAsMarkup() throws {
        let tracker = try Self.tracker()
        let note = #""><script>alert(1)</script><a href='http://evil.example'>x</a>"#
        _ = try tracker.setNote(note, on: .number(1), game: "hoenn")

        let html = try tracker.page(game: nil, allGames: false, withNotes: true).html

        #expect(!html.contains("<script"))
        #expect(!html.contains("<a href"))
        #expect(!html.contains("<img src=x"))
        #expect(
            html.contains(
                "&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&#39;http://evil.example&#39;&gt;x&lt;/a&gt;"))
        // The name, in the box cell's title attribute, its caption and the list.
        #expect(Self.count("&lt;img src=x onerror=alert(1)&gt;", in: html) == 3)
    }

    // MARK: - What the page holds

    @Test func notesAreLeftOutUnlessAskedFor() throws {
        let tracker = try Self.tracker()
        _ = try tracker.setNote("under the bridge", on: .number(5), game: "hoenn")

        let shared = try tracker.page(game: nil, allGames: false, withNotes: false).html
        let withNotes = try tracker.page(game: nil, allGames: false, withNotes: true).html

        #expect(!shared.contains("under the bridge") && !shared.contains(">Note</th>"))
        #expect(withNotes.contains("<td class=\"note\">under the bridge</td>") && withNotes.contains(">Note</th>"))
    }

    @Test func progressCountsCaughtAndWhatThisRunCannotGet() throws {
        let page = try Self.tracker().page(game: nil, allGames: false, withNotes: false)
        let hoenn = try #require(page.games.first)

        #expect(page.games.map(\.game.slug) == ["hoenn"])
        #expect(hoenn.progress.caught == 2 && hoenn.progress.total == 45 && hoenn.notObtainableCount == 1)
        #expect(hoenn.entries[39].standing == .notObtainable("needs a trade from another version"))
        #expect(hoenn.entries[2].standing == .missing)
        let html = page.html
        #expect(html.contains("<strong class=\"count\">2/45</strong> caught · <strong class=\"percent\">4.4%</strong>"))
        #expect(html.contains("1 not obtainable in this run"))
        #expect(html.contains("<span style=\"width:4.4%\"></span>"))
        // Each standing has its mark and its word in the list, not only its colour.
        #expect(html.contains("<td class=\"state\"><span class=\"mark\">✓</span> caught</td>"))
        #expect(html.contains("<td class=\"state\"><span class=\"mark\">○</span> missing</td>"))
        #expect(
            html.contains(
                "<td class=\"state\"><span class=\"mark\">✕</span> not obtainable<span class=\"why\">needs a trade from another version</span></td>"
            ))
    }

    @Test func aShinyCatchHasItsStarAndTheGameItsShinyCount() throws {
        let tracker = try Self.tracker()
        _ = try tracker.mark([.number(2)], caught: true, shiny: true, game: "hoenn")

        let page = try tracker.page(game: nil, allGames: true, withNotes: false)
        let html = page.html

        let hoenn = try #require(page.games.first { $0.game.slug == "hoenn" })
        #expect(hoenn.progress.caught == 2 && hoenn.progress.shiny == 1)
        #expect(
            html.contains(
                "<strong class=\"count\">2/45</strong> caught · <strong class=\"percent\">4.4%</strong> · "
                    + "<span class=\"shiny-count\"><span class=\"shiny-mark\">★</span> 1 shiny</span>"))
        #expect(html.contains("<li class=\"cell caught shiny\" title=\"#002 "))
        #expect(html.contains("<td class=\"state\"><span class=\"mark\">★</span> caught shiny</td>"))
        #expect(html.contains("<li class=\"cell caught\" title=\"#001 Mon 1: caught\">"))
        // Generation 1 has no shinies: Kanto's progress says nothing of them, and its legend has no star.
        let kantoOnwards = try #require(html.components(separatedBy: "id=\"game-kanto\"").last)
        let kanto = try #require(kantoOnwards.components(separatedBy: "<section class=\"game\"").first)
        #expect(kanto.contains("<strong class=\"count\">0/45</strong> caught · <strong class=\"percent\">0.0%</strong></p>"))
        #expect(!kanto.contains("caught shiny"))
    }

    @Test func aShinyCatchShowsItsShinySpriteAndNoShinyCountWhereThereIsNone() throws {
        let tracker = try Self.tracker()
        let before = try tracker.page(game: "hoenn", allGames: false, withNotes: false).html
        #expect(!before.contains("0 shiny") && !before.contains("caught shiny"), "no shiny caught yet, none counted")
        let shinyFolder = tracker.home.spritesURL.appendingPathComponent("hoenn/shiny")
        try FileManager.default.createDirectory(at: shinyFolder, withIntermediateDirectories: true)
        try Self.sprite(99).write(to: shinyFolder.appendingPathComponent(Self.hoenn.spriteSlug(2) + ".png"))
        _ = try tracker.mark([.number(2)], caught: true, shiny: true, game: "hoenn")
        let page = try tracker.page(game: "hoenn", allGames: false, withNotes: false)
        let hoenn = try #require(page.games.first)
        #expect(hoenn.entries.first { $0.dexNumber == 2 }?.sprite == [UInt8](Self.sprite(99)))
        #expect(hoenn.entries.first { $0.dexNumber == 1 }?.sprite == [UInt8](Self.sprite(1)), "a plain catch, its own")
        #expect(page.html.contains("★</span> 1 shiny"))
    }

    @Test func theNationalDexIsNoRunAndAFormsLabelIsShort() {
        let national = Game(
            slug: "national", name: "National Pokédex", generation: 9, selectedStarter: nil, dataVersion: "test",
            spriteURLTemplate: SpriteURLTemplate.default)
        let html = DexPage(
            games: [
                PageGame(
                    game: national,
                    entries: [
                        PageEntry(dexNumber: 151, name: "Mew", standing: .notObtainable("an event")),
                        PageEntry(dexNumber: 666, name: "Vivillon", form: "Vivillon (Meadow Pattern)", standing: .missing),
                        PageEntry(dexNumber: 37, name: "Vulpix", form: "Alolan Vulpix", standing: .missing),
                    ])
            ], showsNotes: false
        ).html
        #expect(!html.contains("in this run"), "\(html)")
        #expect(html.contains("1 not obtainable</span>") && html.contains("title=\"#151 Mew: not obtainable, an event\""))
        #expect(html.contains("<span class=\"name\">Vivillon</span><span class=\"form\">Meadow Pattern</span></li>"))
        #expect(html.contains("<span class=\"name\">Vulpix</span><span class=\"form\">Alolan</span></li>"))
        #expect(html.contains("title=\"#666 Vivillon, Vivillon (Meadow Pattern): missing\""), "the title says it whole")
    }

    @Test func aShinyLivingDexCountsItsShinies() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-page")
        let manifest = folder.appendingPathComponent("games.json")
        try Data(pageManifest([Self.hoenn]).utf8).write(to: manifest)
        let tracker = try Tracker.addGame(
            "hoenn", starter: nil, manifest: ManifestChoice(explicit: manifest.path),
            spriteURLTemplate: SpriteURLTemplate.default, tracksShiny: true,
            home: DexHome(url: folder.appendingPathComponent("home"))
        ).tracker
        _ = try tracker.mark([.number(1), .number(2), .number(3)], caught: true, game: nil)
        _ = try tracker.mark([.number(2)], caught: true, shiny: true, game: nil)

        let html = try tracker.page(game: nil, allGames: false, withNotes: false).html

        #expect(
            html.contains(
                "<strong class=\"count\">1/45</strong> shiny · <strong class=\"percent\">2.2%</strong> · "
                    + "shiny living dex, 3 caught"))
        #expect(html.contains("aria-valuenow=\"1\" aria-label=\"1 of 45 shiny\"><span style=\"width:2.2%\"></span>"))
    }

    @Test func boxesHoldTwentyInGenerationsOneAndTwoAndThirtyFromThree() throws {
        let page = try Self.tracker().page(game: nil, allGames: true, withNotes: false)
        let kanto = try #require(page.games.first { $0.game.slug == "kanto" })
        let hoenn = try #require(page.games.first { $0.game.slug == "hoenn" })

        #expect(kanto.boxes.map(\.count) == [20, 20, 5])
        #expect(hoenn.boxes.map(\.count) == [30, 15])
        let html = page.html
        #expect(Self.count("<ol class=\"cells of20\">", in: html) == 3)
        #expect(Self.count("<ol class=\"cells\">", in: html) == 2)
        // The last boxes keep their shape with empty slots: 15 in Kanto's third, 15 in Hoenn's second.
        #expect(Self.count("<li class=\"cell empty\"", in: html) == 30)
        #expect(html.contains("<section class=\"box\" aria-label=\"Box 2\"><h4>Box 2 <span>#031–#045</span></h4>"))
    }

    @Test func everyGameIsOnThePageWithLinksToEach() throws {
        let html = try Self.tracker().page(game: nil, allGames: true, withNotes: false).html

        #expect(html.contains("<li><a href=\"#game-kanto\">Pokémon Kanto</a> 0/45 (0.0%)</li>"))
        #expect(html.contains("<li><a href=\"#game-hoenn\">Pokémon Hoenn</a> 2/45 (4.4%)</li>"))
        #expect(html.contains("<section class=\"game\" id=\"game-kanto\">\n<h2>Pokémon Kanto</h2>"))
    }

    @Test func aGameNotTrackedIsRefused() throws {
        #expect(throws: StoreError.self) { try Self.tracker().page(game: "johto", allGames: false, withNotes: false) }
    }

    // MARK: - Sprites

    @Test func cachedSpritesAreInlinedAndAMissingOneShowsItsNumber() throws {
        let tracker = try Self.tracker()
        let html = try tracker.page(game: "hoenn", allGames: false, withNotes: false).html

        #expect(html.contains("<img alt=\"\" src=\"data:image/png;base64,\(Self.sprite(1).base64EncodedString())\">"))
        #expect(Self.count("<img ", in: html) == 44)
        #expect(html.contains("<li class=\"cell missing\" title=\"#003 Mon 3: missing\"><span class=\"nosprite\">#003</span>"))
    }

    @Test func aFileThatIsNotACachedSpriteIsLeftOut() throws {
        let tracker = try Self.tracker()
        let sprites = tracker.home.spritesURL.appendingPathComponent("hoenn")
        try Data("<html>not found</html>".utf8).write(to: sprites.appendingPathComponent("mon-4.png"))
        try FileManager.default.removeItem(at: sprites.appendingPathComponent("mon-5.png"))
        try FileManager.default.createSymbolicLink(
            at: sprites.appendingPathComponent("mon-5.png"), withDestinationURL: sprites.appendingPathComponent("mon-6.png"))

        let html = try tracker.page(game: "hoenn", allGames: false, withNotes: false).html

        #expect(html.contains("<span class=\"nosprite\">#004</span>") && html.contains("<span class=\"nosprite\">#005</span>"))
        #expect(Self.count("<img ", in: html) == 42)
    }

    @Test func thePageNamesNoResourceOutsideItself() throws {
        let tracker = try Self.tracker()
        _ = try tracker.setNote("see http://example.com/a.png", on: .number(1), game: "hoenn")
        let html = try tracker.page(game: nil, allGames: true, withNotes: true).html

        let outside = try Regex(#"(?i)(src|href)\s*=\s*["']?\s*(https?:|//)|url\(\s*["']?\s*(https?:|//)|@import"#)
        #expect(html.firstMatch(of: outside) == nil)
        #expect(!html.contains("<script") && !html.contains("<link"))
    }

    // MARK: - Forms

    @Test func aFormShowsItsOwnNameBesideTheSpecies() {
        let page = DexPage(
            games: [
                PageGame(
                    game: Game(
                        slug: "alola", name: "Pokémon Sun", generation: 7, selectedStarter: nil, dataVersion: "test",
                        spriteURLTemplate: SpriteURLTemplate.default),
                    entries: [
                        PageEntry(dexNumber: 19, name: "Rattata", form: "Alolan Form", standing: .caught),
                        PageEntry(dexNumber: 19, name: "Rattata", standing: .missing),
                    ])
            ], showsNotes: false)

        let html = page.html

        #expect(html.contains("title=\"#019 Rattata, Alolan Form: caught\""))
        #expect(html.contains("<span class=\"name\">Rattata</span><span class=\"form\">Alolan Form</span></li>"))
        #expect(html.contains("<td class=\"name\">Rattata<span class=\"form\">Alolan Form</span></td>"))
        #expect(html.contains("<td class=\"name\">Rattata</td>"))
    }
}

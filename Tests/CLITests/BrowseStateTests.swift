import DexModel
import DexSprites
import DexStore
import Foundation
import Testing

@testable import DexCLI

/// The browse screen's logic without a terminal: keys in, state and rendered screens out.
@Suite struct BrowseStateTests {
    static let game = Game(
        slug: "firered", name: "Pokémon FireRed", generation: 3, selectedStarter: nil,
        dataVersion: "1", spriteURLTemplate: "")
    static func pokemon(_ count: Int = 5) -> [Pokemon] {
        let names = ["Bulbasaur", "Pikachu", "Nidoran♀", "Mr. Mime", "Flabébé"]
        return (0..<count).map { index in
            Pokemon(
                gameId: game.id, name: index < names.count ? names[index] : "Mon \(index)", dexNumber: index + 1,
                notes: index == 1 ? "Viridian Forest\nsecond line" : "", isCaught: index == 0)
        }
    }

    private func state(_ count: Int = 5, filter: BrowseState.Filter = .all, rows: Int = 10) -> BrowseState {
        BrowseState(game: Self.game, pokemon: Self.pokemon(count), filter: filter, rows: rows)
    }

    private func press(_ keys: [BrowseKey], on state: inout BrowseState) -> [BrowseState.Effect] {
        keys.compactMap { state.handle($0) }
    }

    @Test func searchMatchesNamesAsLooselyAsMark() {
        for (typed, expected) in [
            ("mr mime", "Mr. Mime"), ("MR-MIME", "Mr. Mime"), ("nidoranf", "Nidoran♀"),
            ("flabebe", "Flabébé"), ("#2", "Pikachu"), ("pika", "Pikachu"),
        ] {
            var browse = state()
            _ = press([.character("/")] + typed.map { .character($0) }, on: &browse)
            #expect(browse.shown.map { browse.pokemon[$0].name } == [expected], "\(typed)")
            #expect(browse.selected?.name == expected)
        }
    }

    @Test func searchFindsTheGamesOwnNumbers() {
        var sword = Game(
            slug: "sword", name: "Pokémon Sword", generation: 8, selectedStarter: nil, dataVersion: "1", spriteURLTemplate: "")
        sword.regionalDexSections = ["galar", "isle-of-armor"]
        var slowpoke = Pokemon(gameId: sword.id, name: "Slowpoke", dexNumber: 79, regionalNumber: 1)
        slowpoke.regionalDex = "isle-of-armor"
        let rows = [
            Pokemon(gameId: sword.id, name: "Grookey", dexNumber: 810, regionalNumber: 1),
            Pokemon(gameId: sword.id, name: "Thwackey", dexNumber: 811, regionalNumber: 2), slowpoke,
        ]
        for (typed, expected) in [
            ("R1", ["Grookey"]), ("r1-r2", ["Grookey", "Thwackey"]), ("armor:R1", ["Slowpoke"]), ("R", ["Grookey"]),
        ] {
            var browse = BrowseState(game: sword, pokemon: rows, filter: .all, rows: 10)
            _ = press([.character("/")] + typed.map { .character($0) }, on: &browse)
            #expect(browse.shown.map { browse.pokemon[$0].name } == expected, "\(typed)")
        }
    }

    @Test func aSearchTheFilterHidesSaysWhoIsHiddenAndWhy() {
        var browse = state(filter: .missing)
        _ = press([.character("/")] + "bulba".map { .character($0) }, on: &browse)
        #expect(browse.shown.isEmpty)
        let screen = BrowseView.render(browse, width: 80, height: 24, sprite: nil)
        #expect(screen.line(1).hasPrefix(" Bulbasaur is caught: press m to cycle to all."), "\(screen.line(1))")
        _ = press([.escape], on: &browse)
        _ = press([.character("/")] + "zzz".map { .character($0) }, on: &browse)
        #expect(BrowseView.render(browse, width: 80, height: 24, sprite: nil).line(1).hasPrefix(" No Pokémon matches 'zzz'."))
    }

    @Test func aNumberFindsThatPokemonAndNotTheNotesThatHoldIt() {
        var rows = Self.pokemon()
        rows[0].notes = "level 2"
        var browse = BrowseState(game: Self.game, pokemon: rows, filter: .all, rows: 10)
        _ = press([.character("/"), .character("2")], on: &browse)
        #expect(browse.shown.map { browse.pokemon[$0].name } == ["Pikachu"])
    }

    @Test func escapeInTheSearchClearsIt() {
        var browse = state()
        _ = press([.character("/"), .character("p"), .escape], on: &browse)
        #expect(browse.mode == .list)
        #expect(browse.search.isEmpty)
        #expect(browse.shown.count == 5)
        #expect(press([.character("/"), .character("q"), .enter], on: &browse).isEmpty, "q is text in the search")
        #expect(press([.escape], on: &browse).isEmpty, "Esc clears a kept search before it quits")
        #expect(press([.escape], on: &browse) == [.quit])
    }

    @Test func theFilterCyclesAndSpaceAsksToToggle() {
        var browse = state()
        #expect(press([.character(" ")], on: &browse) == [.setCaught(false, dexNumber: 1)])
        _ = press([.character("m")], on: &browse)
        #expect(browse.filter == .missing)
        #expect(browse.shown.map { $0 + 1 } == [2, 3, 4, 5])
        _ = press([.character("m"), .character("m"), .character("m")], on: &browse)
        #expect(browse.filter == .caught && browse.shown == [0])
        _ = press([.character("m")], on: &browse)
        #expect(browse.filter == .all)
    }

    @Test func theReachableAndNeedsATradeFiltersSplitTheMissingByWhatThisRunCanGet() {
        var rows = Self.pokemon()
        rows[1].availability = Obtainability.otherVersion.rawValue
        rows[2].availability = Obtainability.event.rawValue
        rows[3].ruledOutBy = "1"  // passed over: Bulbasaur, which rules it out, is caught
        var browse = BrowseState(game: Self.game, pokemon: rows, filter: .missing, rows: 10)
        _ = press([.character("m")], on: &browse)
        #expect(browse.filter == .reachable)
        #expect(browse.shown.map { browse.pokemon[$0].dexNumber } == [5])
        #expect(browse.message == "Showing missing, reachable")
        _ = press([.character("m")], on: &browse)
        #expect(browse.filter == .needsTrade)
        #expect(browse.shown.map { browse.pokemon[$0].dexNumber } == [2, 4])
        let screen = BrowseView.render(browse, width: 100, height: 10, sprite: nil)
        #expect(screen.lines[0].contains("missing, needs a trade only"))
    }

    @Test func aMarkedRowLeavingTheMissingListSelectsTheNext() {
        var browse = state(filter: .missing)
        _ = press([.down], on: &browse)
        #expect(browse.selected?.dexNumber == 3)
        var rows = browse.pokemon
        rows[2].isCaught = true
        browse.replace(game: Self.game, pokemon: rows)
        #expect(browse.selected?.dexNumber == 4)
        #expect(browse.progress.caught == 2)
    }

    @Test func movingScrollsAndStaysInBounds() {
        var browse = state(100, rows: 10)
        _ = press([.pageDown, .pageDown], on: &browse)
        #expect(browse.selection == 20)
        #expect(browse.top == 11)
        _ = press([.end], on: &browse)
        #expect(browse.selection == 99 && browse.top == 90)
        _ = press([.down, .character("j")], on: &browse)
        #expect(browse.selection == 99)
        _ = press([.home, .up, .character("k")], on: &browse)
        #expect(browse.selection == 0 && browse.top == 0)
        browse.resize(rows: 3)
        _ = press([.pageDown], on: &browse)
        #expect(browse.top == 1)
    }

    @Test func theNoteEditorSavesOrCancels() {
        var browse = state()
        _ = press([.down, .character("n")], on: &browse)
        #expect(browse.mode == .editingNote(LineEditor("Viridian Forest\nsecond line"), dexNumber: 2))
        let effects = press([BrowseKey.clearLine] + "at night".map { .character($0) } + [.left, .backspace, .enter], on: &browse)
        #expect(effects == [.setNote("at nigt", dexNumber: 2)])
        _ = press([.character("n"), BrowseKey.clearLine], on: &browse)
        #expect(press([.enter], on: &browse) == [.setNote(nil, dexNumber: 2)], "an empty note clears it")
        _ = press([.character("n"), .character("x")], on: &browse)
        #expect(press([.escape], on: &browse).isEmpty)
        #expect(browse.mode == .list)
    }

    @Test func theBoxViewMovesBySixAndThirty() {
        var browse = state(70)
        _ = press([.character("b")], on: &browse)
        #expect(browse.mode == .boxes(cursor: 0))
        _ = press([.down, .right, .pageDown], on: &browse)
        #expect(browse.mode == .boxes(cursor: 37))
        #expect(press([.character(" ")], on: &browse) == [.setCaught(true, dexNumber: 38)])
        _ = press([.end, .right], on: &browse)
        #expect(browse.mode == .boxes(cursor: 69))
        _ = press([.escape], on: &browse)
        #expect(browse.mode == .list && browse.selected?.dexNumber == 70)
    }

    @Test func theBoxViewKeepsAGapForWhatTheListLacks() {
        let plan = BoxPlan(slots: (1...5).map { BoxPlan.Slot(key: EntryKey(dexNumber: $0), regionalNumber: $0) })
        let rows = Self.pokemon().filter { $0.dexNumber != 3 }
        var browse = BrowseState(game: Self.game, pokemon: rows, filter: .all, rows: 10, boxPlan: plan)
        _ = press([.down, .down, .character("b")], on: &browse)
        #expect(browse.mode == .boxes(cursor: 3), "Mr. Mime keeps slot 4")
        _ = press([.left], on: &browse)
        #expect(browse.selected == nil)
        #expect(press([.character(" ")], on: &browse).isEmpty, "an empty slot has nothing to mark")
        let screen = BrowseView.render(browse, width: 120, height: 24, sprite: nil)
        #expect(screen.lines.contains { $0.contains("#003") && $0.contains("Mr. Mime") }, "\(screen.lines)")
        var packed = BrowseState(game: Self.game, pokemon: rows, filter: .all, rows: 10)
        #expect(packed.readsBoxPlan)
        _ = press([.down, .down, .character("b")], on: &packed)
        #expect(packed.mode == .boxes(cursor: 2), "packed until the plan is read")
        packed.useBoxPlan(plan)
        #expect(packed.mode == .boxes(cursor: 3) && packed.selected?.name == "Mr. Mime" && !packed.readsBoxPlan)
        var added = Self.pokemon()
        added[2].isTraded = true
        browse.replace(game: Self.game, pokemon: added)
        #expect(browse.selected?.name == "Nidoran♀", "the traded one fills its own slot")
    }

    @Test func aFirstOrSecondGenerationGamesBoxesHoldTwentyFiveAcross() {
        let red = Game(
            slug: "red", name: "Pokémon Red", generation: 1, selectedStarter: nil, dataVersion: "1", spriteURLTemplate: "")
        var browse = BrowseState(game: red, pokemon: Self.pokemon(45), filter: .all, rows: 10)
        #expect(browse.boxSize == 20 && browse.boxCount == 3 && browse.boxMembers(2).count == 5)
        _ = press([.character("b"), .down, .right, .pageDown], on: &browse)
        #expect(browse.mode == .boxes(cursor: 26))
        let screen = BrowseView.render(browse, width: 160, height: 40, sprite: nil)
        #expect(screen.lines[1].hasPrefix(" Box 2 of 3  "), "\(screen.lines[1])")
        #expect(BrowseView.boxSpriteSize(width: 61, height: 28, generation: 1)?.lines == 6)
    }

    @Test func aFormIsMarkedAndNotedAsItself() {
        var rows = Self.pokemon(2)
        rows[1].form = "alola"
        rows[1].notes = ""
        var browse = BrowseState(game: Self.game, pokemon: rows, filter: .all, rows: 10)
        _ = press([.down], on: &browse)
        #expect(press([.character(" ")], on: &browse) == [.setCaught(true, dexNumber: 2, form: "alola")])
        _ = press([.character("n"), .character("x")], on: &browse)
        #expect(press([.enter], on: &browse) == [.setNote("x", dexNumber: 2, form: "alola")])
    }

    @Test func sAsksToToggleShinyAndAStarMarksAShinyCatch() {
        var browse = state()
        #expect(press([.character("s")], on: &browse) == [.setShiny(true, dexNumber: 1)])
        var rows = Self.pokemon()
        rows[0].isShiny = true
        browse.replace(game: Self.game, pokemon: rows)
        #expect(press([.character("s")], on: &browse) == [.setShiny(false, dexNumber: 1)])
        _ = press([.character("b"), .right], on: &browse)
        #expect(press([.character("s")], on: &browse) == [.setShiny(true, dexNumber: 2)])

        let list = BrowseView.render(state(), width: 80, height: 24, sprite: nil)
        #expect(list.line(1) == " #001 ✓ Bulbasaur")
        let shiny = BrowseView.render(browse, width: 80, height: 24, sprite: nil)
        #expect(shiny.line(0).hasSuffix("1/5 caught (20.0%)  ·  1 shiny"))
        #expect(shiny.lines.joined().contains("★Bulbasaur"), "the box view's first cell")
        var help = state()
        _ = press([.character("?")], on: &help)
        #expect(
            BrowseView.render(help, width: 80, height: 24, sprite: nil).lines.contains {
                $0.contains("s") && $0.contains("mark caught shiny / not shiny (★)")
            })
    }

    @Test func theGameChooserSwitches() {
        var browse = state()
        #expect(press([.character("g")], on: &browse) == [.chooseGame])
        let yellow = Game(
            slug: "yellow", name: "Pokémon Yellow", generation: 1, selectedStarter: nil,
            dataVersion: "1", spriteURLTemplate: "")
        browse.showGames([GameProgress(game: Self.game, caught: 1, total: 5), GameProgress(game: yellow, caught: 0, total: 1)])
        #expect(press([.down, .enter], on: &browse) == [.switchGame(slug: "yellow")])
    }

    @Test func aFourDigitNumberIsShownWholeAndALongNameCutWithAnEllipsis() {
        var rows = Self.pokemon(2)
        rows[1].dexNumber = 1000
        rows[1].name = "Gholdengo of the Long Name"
        var browse = BrowseState(game: Self.game, pokemon: rows, filter: .all, rows: 10)
        let screen = BrowseView.render(browse, width: 80, height: 24, sprite: nil)
        #expect(screen.line(1).hasPrefix(" #001  ✓ Bulbasaur"), "\(screen.line(1))")
        #expect(screen.line(2).hasPrefix(" #1000 · Gholdengo of …"), "\(screen.line(2))")
        _ = press([.character("b")], on: &browse)
        let boxes = BrowseView.render(browse, width: 40, height: 24, sprite: nil)
        #expect(boxes.lines.contains { $0.contains("1000") }, "\(boxes.lines)")
    }

    @Test(arguments: [40, 60, 80, 120])
    func theFooterAlwaysNamesHelpAndQuit(width: Int) {
        var browse = state()
        let list = BrowseView.render(browse, width: width, height: 24, sprite: nil).line(23)
        #expect(list.hasSuffix("? help  q quit") && list.hasPrefix(" space mark"), "\(list)")
        _ = press([.enter], on: &browse)
        #expect(BrowseView.render(browse, width: width, height: 24, sprite: nil).line(23).hasSuffix("q quit"))
        _ = press([.escape, .character("b")], on: &browse)
        #expect(BrowseView.render(browse, width: width, height: 24, sprite: nil).line(23).hasSuffix("b back  q quit"))
    }

    @Test func anEscapeSequenceIsItsKeyOrNothingNeverEsc() {
        #expect(BrowseKey(escapeSequence: "[4~") == .end)
        #expect(BrowseKey(escapeSequence: "OF") == .end)
        #expect(BrowseKey(escapeSequence: "[1~") == .home)
        #expect(BrowseKey(escapeSequence: "[1;5F") == nil)
        #expect(BrowseKey(escapeSequence: "[200~") == nil)
    }

    @Test func theListAt80ColumnsHasNoCardPane() {
        let screen = BrowseView.render(state(), width: 80, height: 24, sprite: nil)
        let percent = GameProgress(game: Self.game, caught: 1, total: 5).percentText
        #expect(screen.line(0) == " Pokémon FireRed  1/5 caught (\(percent))")
        #expect(screen.line(1) == " #001 ✓ Bulbasaur")
        #expect(screen.line(2) == " #002 · Pikachu    Viridian Forest")
        #expect(screen.line(3) == " #003 · Nidoran♀")
        #expect(screen[0, 1].style == .reverse, "the selected row")
        #expect(!screen.lines.joined().contains("│"))
        #expect(screen.line(23).hasPrefix(" space mark  / search"))
    }

    @Test func enterShowsTheCardOnANarrowScreen() {
        var browse = state()
        _ = press([.down, .enter], on: &browse)
        #expect(browse.mode == .card)
        let screen = BrowseView.render(browse, width: 80, height: 24, sprite: nil)
        #expect(screen.line(1) == " #002 Pikachu")
        #expect(screen.line(2) == " Game:     Pokémon FireRed")
        #expect(screen.line(3) == " Caught:   no")
        _ = press([.down], on: &browse)
        #expect(
            BrowseView.render(browse, width: 80, height: 24, sprite: nil).line(1) == " #003 Nidoran♀", "moves within the card")
        _ = press([.escape], on: &browse)
        #expect(browse.mode == .list)
    }

    @Test func theCardPaneFrom100ColumnsWithTheSprite() {
        var browse = state()
        _ = press([.down], on: &browse)
        let sprite = [[ScreenBuffer.Cell(character: "▀", style: .sprite(foreground: 220, background: 160))]]
        let screen = BrowseView.render(browse, width: 100, height: 30, sprite: sprite)
        let pane = screen.lines.map { line in line.split(separator: "│", maxSplits: 1).dropFirst().first.map(String.init) ?? "" }
        #expect(pane[1] == " #002 Pikachu")
        #expect(pane.contains(" Notes:    Viridian Forest"))
        #expect(pane.contains(" second line"))
        #expect(pane.contains(" ▀"))
    }

    @Test func theBoxViewDrawsSpritesWhereTheyFit() {
        var browse = state(40)
        _ = press([.character("b")], on: &browse)
        let first = browse.pokemon[0], second = browse.pokemon[1]
        let sprite = [[ScreenBuffer.Cell(character: "▀", style: .sprite(foreground: 220, background: 160))]]
        // Room for sprites: one box, each Pokémon's name over its sprite.
        let size = BrowseView.boxSpriteSize(width: 160, height: 40)
        #expect(size?.columns == 20 && size?.lines == 7)
        let large = BrowseView.render(
            browse, width: 160, height: 40, sprite: nil, boxSprites: [first.id: sprite, second.id: sprite])
        #expect(large.lines[1].hasPrefix(" Box 1 of 2  "))
        #expect(large.lines[2].contains(first.name) && large.lines[2].contains(second.name))
        #expect(large.lines[3].hasPrefix(" ▀") && large.lines[3].dropFirst(21).hasPrefix("▀"), "each sprite under its name")
        // No room at 80 × 24: one line per Pokémon, no sprite.
        #expect(BrowseView.boxSpriteSize(width: 80, height: 24) == nil)
        let small = BrowseView.render(browse, width: 80, height: 24, sprite: nil, boxSprites: [first.id: sprite])
        #expect(!small.lines.joined().contains("▀"))
    }

    @Test func controlCharactersInNamesAndNotesAreShownInert() {
        var rows = Self.pokemon()
        rows[0].name = "Evil\u{1B}[2J"
        rows[0].notes = "bell\u{07}"
        let screen = BrowseView.render(
            BrowseState(game: Self.game, pokemon: rows, filter: .all, rows: 10), width: 100, height: 10, sprite: nil)
        let text = screen.lines.joined(separator: "\n")
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text.contains("Evil␛[2J") && text.contains("bell␇"))
    }

    @Test func tinyAndResizedScreensDoNotCrash() {
        for (width, height) in [(0, 0), (1, 1), (5, 2), (20, 3), (80, 24), (250, 80)] {
            var browse = state(40)
            browse.resize(rows: BrowseView.listRows(height: height))
            for mode in [BrowseState.Mode.list, .card, .help, .boxes(cursor: 39), .searching(LineEditor("abc"))] {
                browse.mode = mode
                let screen = BrowseView.render(browse, width: width, height: height, sprite: [[ScreenBuffer.Cell()]])
                #expect(screen.lines.count == height)
            }
        }
    }

    @Test func theLineEditorKeepsTheCursorInView() {
        var editor = LineEditor("abcdef")
        _ = editor.handle(.home)
        _ = editor.handle(.delete)
        _ = editor.handle(.character("X"))
        #expect(editor.text == "Xbcdef")
        _ = editor.handle(.end)
        #expect(editor.visible(width: 4) == ("def", 3))
        #expect(editor.handle(.character("\u{1B}")) == .editing && editor.text == "Xbcdef", "controls are not typed")
    }
}

import DexStore
import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// `dex browse` driven through a real pseudo-terminal (tmux): keys in, the screen, the database and the
/// terminal's modes out. Every wait polls the screen with a deadline, so a loaded machine only makes it slower.
@Suite(.serialized, .tags(.endToEnd)) struct BrowseTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
    }

    private func browse(width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws -> TmuxPane {
        try TmuxPane(["browse", "--home", dex.home.path], width: width, height: height, environment: environment)
    }

    @Test func searchMarkNoteResizeAndQuit() throws {
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen(containing: "Pokémon FireRed  0/7 caught")
        #expect(try pane.alternateScreen())

        try pane.type("/pika")
        // Waits for the whole frame: the terminal may be read while a frame is half written.
        try pane.waitForScreen("the search to leave only Pikachu") { screen in
            screen.contains("search: pika") && screen.contains("#025 · Pikachu") && !screen.contains("Bulbasaur")
        }
        try pane.press("Enter", "Space")
        try pane.waitForScreen(containing: "Pokémon FireRed  1/7 caught")

        try pane.press("n", "C-u")
        try pane.type("Route 2, at night")
        try pane.press("Enter")
        try pane.waitForScreen(containing: "Saved the note on #025 Pikachu")

        try pane.resize(width: 80, height: 24)
        let narrow = try pane.waitForScreen("the list without the card pane at 80 × 24") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return !screen.contains("│") && lines.count >= 24 && lines[0].contains("1/7 caught")
                && screen.contains("Route 2, at night")
        }
        #expect(
            narrow.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 24,
            "24 lines, each ending in a newline")
        try pane.press("Escape")  // clears the search
        try pane.waitForScreen(containing: "Bulbasaur")

        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
        #expect(try !pane.alternateScreen())
        expectModesRestored(pane.terminalModes)
        #expect(pane.stderr.isEmpty)

        let row = try SQLiteDatabase(path: dex.databasePath).read { db in
            try #require(try db.queryOne("SELECT isRegistered, notes FROM pokemon WHERE dexNumber = 25"))
        }
        #expect(try row.bool("isRegistered") == true)
        #expect(try row.string("notes") == "Route 2, at night")
    }

    @Test(arguments: ["SIGTERM", "SIGHUP", "Ctrl-C"])
    func aSignalMidSessionGivesTheTerminalBack(_ signalName: String) throws {
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen(containing: "0/7 caught")
        try pane.press("Space")
        try pane.waitForScreen(containing: "1/7 caught")
        try pane.type("/fla")  // mid-search, with the cursor shown
        try pane.waitForScreen(containing: "search: fla")

        let expected: Int32
        switch signalName {
        case "SIGTERM": expected = SIGTERM; kill(try pane.dexProcessID(), SIGTERM)
        case "SIGHUP": expected = SIGHUP; kill(try pane.dexProcessID(), SIGHUP)
        default: expected = SIGINT; try pane.press("C-c")
        }
        #expect(try pane.waitForExit() == 128 + Int(expected), "dex ends by the signal it got")
        #expect(try !pane.alternateScreen())
        expectModesRestored(pane.terminalModes)
        let caught = try SQLiteDatabase(path: dex.databasePath).read { db in
            try db.queryValue("SELECT COUNT(*) FROM pokemon WHERE isRegistered", as: Int.self)
        }
        #expect(caught == 1, "the mark made before the signal is kept")
    }

    @Test func aChangeByAnotherProcessAppears() async throws {
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen(containing: "0/7 caught")
        try await dex.succeed(["mark", "25", "pikachu", "entei"])
        try pane.waitForScreen("Pikachu and Entei caught") { screen in
            screen.contains("2/7 caught") && screen.contains("#025 ✓ Pikachu") && screen.contains("#244 ✓ Entei")
        }
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
    }

    @Test func gSwitchesGameAndMakesItTheActiveOne() async throws {
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["use", "firered"])
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen(containing: "Pokémon FireRed  0/7 caught")
        try pane.press("g")
        try pane.waitForScreen(containing: "Switch game")
        try pane.press("Down", "Enter")
        try pane.waitForScreen("Yellow's list") { $0.contains("Pokémon Yellow  0/1 caught") && $0.contains("#025 · Pikachu") }
        try pane.press("Space")
        try pane.waitForScreen(containing: "Pokémon Yellow  1/1 caught")
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
        #expect(try await dex.succeed(["games"]).hasPrefix("   firered  Pokémon FireRed  0/7"))
        #expect(try await dex.succeed(["games"]).contains("*  yellow   Pokémon Yellow   1/1"))
    }

    @Test func sTogglesShinyInTheListAndTheBoxes() async throws {
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen(containing: "Pokémon FireRed  0/7 caught")
        try pane.press("s")
        try pane.waitForScreen("Bulbasaur caught shiny") { screen in
            screen.contains("1/7 caught (14.3%)  ·  1 shiny") && screen.contains("#001 ★ Bulbasaur")
                && screen.contains("#001 Bulbasaur caught shiny")
        }
        #expect(try await dex.succeed(["list", "--shiny"]).hasPrefix("#001  R001  ★  Bulbasaur"))
        try pane.press("b")
        try pane.waitForScreen("the box view's shiny mark") { $0.contains("★Bulbasaur") && $0.contains("#001 Bulbasaur shiny") }
        try pane.press("s")
        try pane.waitForScreen(containing: "#001 Bulbasaur not shiny")
        try pane.press("b")
        try pane.waitForScreen("the list without the star") { $0.contains("#001 ✓ Bulbasaur") && !$0.contains("★") }
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
        #expect(try await dex.succeed(["list", "--caught", "--not-shiny"]).hasPrefix("#001  R001  ✓  Bulbasaur"))
    }

    @Test func aKeyRedrawsOnlyWhatChanged() throws {
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen("the first screen with its card") {
            $0.contains("0/7 caught") && $0.contains("Hint:     Gift: Prof. Oak")
        }
        let written = pane.folder.appendingPathComponent("written")
        try pane.tmux(["pipe-pane", "-O", "cat > '\(written.path)'"])
        try pane.press("j")  // the selection moves one row down, and the card changes
        try pane.waitForScreen("Pikachu's card") { $0.contains("Regional: R025") && $0.contains("Hint:     Viridian Forest") }
        try pane.tmux(["pipe-pane"])
        let bytes = try Data(contentsOf: written).count
        // The whole 100 × 30 screen is over 3,000 bytes; two rows and the card's changed lines are a few hundred.
        #expect(bytes > 0 && bytes < 1_000, "\(bytes) bytes written for one key")
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
    }

    @Test func anErrorInsideDexGivesTheTerminalBack() async throws {
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen(containing: "0/7 caught")
        try await dex.succeed(["remove-game", "firered", "--yes"])  // browse fails when it next reads the game
        #expect(try pane.waitForExit() == 1)
        #expect(pane.stderr.hasPrefix("Error: ") && pane.stderr.contains("firered"), "\(pane.stderr)")
        #expect(try !pane.alternateScreen())
        expectModesRestored(pane.terminalModes)
    }

    @Test func endUnderXterm256ColorMovesAndAnUnknownSequenceIsIgnored() throws {
        let pane = try browse(width: 80, height: 24, environment: ["TERM": "xterm-256color"])
        defer { pane.stop() }
        try pane.waitForScreen(containing: "0/7 caught")
        try pane.press("End")
        // An escape sequence no terminfo entry names (Ctrl-Shift-F12 of some terminals), then space, which marks the
        // selected row only if neither was read as Esc, which quits.
        try pane.tmux(["send-keys", "-l", "\u{1B}[24;6~"])
        try pane.press("Space")
        try pane.waitForScreen(containing: "1/7 caught")
        #expect(try pane.dexProcessID() > 0, "still running")
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
        let row = try SQLiteDatabase(path: dex.databasePath).read { db in
            try #require(try db.queryOne("SELECT MAX(dexNumber) AS number FROM pokemon WHERE isRegistered"))
        }
        #expect(try row.int("number") != 1, "End moved past the first row before space marked")
    }

    @Test func noColorUsesNoColourAt80x24() throws {
        let pane = try browse(width: 80, height: 24, environment: ["NO_COLOR": "1", "TERM": "screen-256color"])
        defer { pane.stop() }
        try pane.waitForScreen(containing: "0/7 caught")
        try pane.press("Down", "Space")
        try pane.waitForScreen(containing: "1/7 caught")
        let painted = try pane.screen(escapes: true)
        #expect(!painted.setsAColour, "no colour:\n\(painted)")
        #expect(painted.contains("\u{1B}[7m"), "the selection is shown in reverse video")
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
    }

    @Test func the256ColourCardDrawsTheCachedSprite() throws {
        try dex.cacheSprite("bulbasaur")
        let pane = try browse(environment: ["TERM": "screen-256color"])
        defer { pane.stop() }
        try pane.waitForScreen("the card's sprite") { $0.contains("#001 Bulbasaur") && $0.contains("▀▀") }
        let painted = try pane.screen(escapes: true)
        #expect(painted.setsAColour)
        // The sample sprite is yellow and red: palette entries 220 and 160 (see Palette256).
        #expect(painted.contains("38;5;220") || painted.contains("48;5;220"), "\(painted)")
        #expect(painted.contains("38;5;160") || painted.contains("48;5;160"), "\(painted)")
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
    }

    @Test func thePlanViewMarksAPokemonAndItLeavesThePlan() async throws {
        try await dex.succeed(["mark", "1"])
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen(containing: "1/7 caught")
        try pane.press("p")
        try pane.waitForScreen("the plan with its summary and a section") { screen in
            screen.contains("6 left: 6 to catch here in 1 place") && screen.contains("Catch here")
                && screen.contains("#025 Pikachu — Viridian Forest")
        }
        try pane.press("Space")  // the cursor starts on the plan's first Pokémon
        try pane.waitForScreen("Pikachu caught and gone from the plan") { screen in
            screen.contains("2/7 caught") && screen.contains("5 left: 5 to catch here") && !screen.contains("#025 Pikachu —")
        }
        try pane.press("p")
        try pane.waitForScreen(containing: "#025 ✓ Pikachu")
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
        let caught = try SQLiteDatabase(path: dex.databasePath).read { db in
            try #require(try db.queryOne("SELECT isRegistered FROM pokemon WHERE dexNumber = 25")).bool("isRegistered")
        }
        #expect(caught == true)
    }

    @Test func notATerminal() async throws {
        let result = try await dex.run(["browse"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: dex browse needs a terminal: run it with stdin and stdout on a terminal (use 'dex list' in scripts)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func anUnknownTerminalTypeIsAnError() throws {
        let pane = try browse(environment: ["TERM": "no-such-terminal"])
        defer { pane.stop() }
        #expect(try pane.waitForExit() == 1)
        #expect(
            pane.stderr
                == "Error: cannot use the terminal type 'no-such-terminal'; set TERM to one your system knows, such as xterm-256color\n"
        )
        expectModesRestored(pane.terminalModes)
    }

    @Test func plainDexOnATerminalBrowses() throws {
        let pane = try TmuxPane([], environment: ["DEX_HOME": dex.home.path])
        defer { pane.stop() }
        try pane.waitForScreen(containing: "Pokémon FireRed  0/7 caught")
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
    }

    private func expectModesRestored(_ modes: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for flag in ["echo", "icanon", "icrnl", "isig"] {
            #expect(modes.sttyFlagIsOn(flag), "\(flag) is on again after dex: \(modes)", sourceLocation: sourceLocation)
        }
    }
}

import DexTestSupport
import Foundation
import Testing

/// `dex browse` in a real pseudo-terminal (tmux): a resize redraws at once, `q` on the card quits and Esc closes it,
/// a traded Pokémon is tagged as `dex list` tags it, and a card without a cached sprite says how to fetch it.
@Suite(.serialized, .tags(.endToEnd)) struct BrowseCardAndResizeTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
    }

    private func browse(width: Int = 100, height: Int = 30) throws -> TmuxPane {
        try TmuxPane(["browse", "--home", dex.home.path], width: width, height: height)
    }

    @Test func aResizeRedrawsAtOnceNotAtTheNextPoll() throws {
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen(containing: "0/7 caught")
        // Browse polls the database every second: a redraw left to that poll takes up to a second, one on SIGWINCH
        // a few milliseconds.
        var quick = 0
        for (index, width) in [80, 100, 80, 100, 80].enumerated() {
            let started = Date()
            try pane.resize(width: width, height: 24 + index % 2)
            try pane.waitForScreen("the list at \(width) columns") { screen in
                screen.contains("│") == (width == 100) && screen.split(separator: "\n").first?.contains("0/7 caught") == true
            }
            if Date().timeIntervalSince(started) < 0.6 { quick += 1 }
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(quick >= 4, "\(quick) of 5 resizes redrawn within 0.6 s")
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
    }

    @Test func escClosesTheCardAndQQuitsFromIt() throws {
        let pane = try browse(width: 80, height: 24)
        defer { pane.stop() }
        try pane.waitForScreen(containing: "0/7 caught")
        try pane.press("Enter")
        try pane.waitForScreen(containing: "Esc or Enter back  q quit")
        #expect(try pane.screen().contains("No sprite cached; run 'dex sprites fetch --game firered'"))
        try pane.press("Escape")
        try pane.waitForScreen(containing: "Enter card")
        try pane.press("Enter")
        try pane.waitForScreen(containing: "Esc or Enter back")
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
    }

    @Test func aTradedPokemonIsTaggedAsTheListTagsIt() async throws {
        try await dex.succeed(["mark", "charmander", "--traded"])
        #expect(try await dex.succeed(["list"]).contains("Charmander  traded"))
        let pane = try browse()
        defer { pane.stop() }
        try pane.waitForScreen("Charmander's row tagged") { screen in
            screen.split(separator: "\n").contains { $0.contains("#004 ✓ Charmander") && $0.contains("traded") }
        }
        try pane.press("q")
        #expect(try pane.waitForExit() == 0)
    }
}

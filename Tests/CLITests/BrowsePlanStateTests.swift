import DexModel
import Testing

@testable import DexApp
@testable import DexCLI

/// Browse's plan view (`p`) without a terminal: the plan's lines, a cursor that stays on the Pokémon rows, marking from
/// it, and back to the list.
@Suite struct BrowsePlanStateTests {
    static let game = BrowseStateTests.game

    /// Bulbasaur caught; Pikachu and Nidoran♀ to catch on Route 1, Mr. Mime an event.
    static func plan(_ pokemon: [Pokemon]) -> GamePlan {
        var plan = GamePlan(game: game)
        let step = { (number: Int, how: String) in
            pokemon.first { $0.dexNumber == number && !$0.isCaught }.map {
                GamePlan.Step(dexNumber: number, name: $0.name, how: how)
            }
        }
        let route = [step(2, "walking"), step(3, "walking")].compactMap(\.self)
        if !route.isEmpty { plan.places = [GamePlan.Place(name: "Route 1", steps: route)] }
        plan.events = [step(4, "event")].compactMap(\.self)
        return plan
    }

    private func openPlan(rows: Int = 10) -> BrowseState {
        var browse = BrowseState(game: Self.game, pokemon: BrowseStateTests.pokemon(4), filter: .all, rows: rows)
        #expect(browse.handle(.character("p")) == nil)
        #expect(browse.readsPlan, "the session reads the plan before the view is drawn")
        browse.usePlan(Self.plan(browse.pokemon))
        return browse
    }

    @Test func pShowsThePlanWithTheCursorOnItsFirstPokemon() {
        let browse = openPlan()
        #expect(browse.selected?.name == "Pikachu")
        let screen = BrowseView.render(browse, width: 80, height: 24, sprite: nil)
        #expect(screen.line(1) == " 3 left: 2 to catch here in 1 place, 1 event")
        #expect(screen.line(3) == " Catch here")
        #expect(screen.line(4) == "   Route 1")
        #expect(screen.line(5).hasPrefix("     #002 Pikachu — walking"))
        #expect(screen[1, 5].style == .reverse, "the selected row")
        #expect(screen[1, 3].style == .bold, "a heading")
        #expect(screen.lines.contains { $0.hasPrefix(" Events only") })
        #expect(screen.line(23).contains("p back"))
    }

    @Test func theCursorSkipsHeadingsAndStopsAtTheEnds() {
        var browse = openPlan()
        _ = browse.handle(.up)
        #expect(browse.selected?.name == "Pikachu")
        _ = browse.handle(.down)
        _ = browse.handle(.character("j"))
        #expect(browse.selected?.name == "Mr. Mime", "past the blank line and the Events heading")
        _ = browse.handle(.down)
        #expect(browse.selected?.name == "Mr. Mime")
        _ = browse.handle(.home)
        #expect(browse.selected?.name == "Pikachu")
    }

    @Test func aLongPlanScrollsToTheCursorAndBackToTheSummary() {
        var browse = openPlan(rows: 5)
        _ = browse.handle(.end)
        #expect(browse.selected?.name == "Mr. Mime")
        #expect(browse.planTop > 0)
        #expect(browse.planRows[browse.planTop..<(browse.planTop + 5)].contains { $0.step?.name == "Mr. Mime" })
        _ = browse.handle(.home)
        #expect(browse.planTop == 0, "the summary shows again")
    }

    @Test func spaceMarksThePokemonOfTheRowAndTheNextTakesItsPlace() {
        var browse = openPlan()
        #expect(browse.handle(.character(" ")) == .setCaught(true, dexNumber: 2))
        // The session writes the catch and answers with the new rows, then reads the plan again.
        var rows = browse.pokemon
        rows[1].isCaught = true
        browse.replace(game: Self.game, pokemon: rows)
        #expect(browse.readsPlan)
        browse.usePlan(Self.plan(rows))
        #expect(!browse.planRows.contains { $0.step?.dexNumber == 2 })
        #expect(browse.selected?.name == "Nidoran♀")
        #expect(browse.mode == .plan(line: 4), "the line Pikachu was on")
    }

    @Test func pOrEscapeGoesBackToTheListAndQQuits() {
        for key in [BrowseKey.character("p"), .escape] {
            var browse = openPlan()
            #expect(browse.handle(key) == nil)
            #expect(browse.mode == .list)
        }
        var browse = openPlan()
        #expect(browse.handle(.character("q")) == .quit)
    }
}

import DexModel
import Testing

@testable import DexApp

/// `dex plan`'s text: one line a Pokémon, "#016 Pidgey — how", and no dash where nothing says how.
@Suite struct GamePlanTextTests {
    @Test func aStepWithNothingToSayHowEndsAtItsName() {
        var plan = GamePlan(game: BrowseStateTests.game)
        plan.events = [
            GamePlan.Step(dexNumber: 151, name: "Mew", how: ""), GamePlan.Step(dexNumber: 150, name: "Mewtwo", how: "event"),
        ]
        let lines = GamePlanText.lines(plan, width: nil)
        #expect(lines.contains("  #151 Mew"))
        #expect(lines.contains("  #150 Mewtwo — event"))
    }
}

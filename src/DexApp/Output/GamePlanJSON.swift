import DexModel

/// `dex plan --json`: `{"game": GameRefJSON, "summary": text, "left": n, "catchHere": [{"place", "pokemon": [Step]}],
/// "choices": [{"name", "options": [Step]}], "evolve", "breed", "fromOtherGames", "otherVersion", "events": [Step]}`,
/// each Step `{"dexNumber", "name", "how"}`: the same plan as the text.
public struct GamePlanJSON: Encodable, Sendable, Equatable {
    public struct Step: Encodable, Sendable, Equatable {
        public var dexNumber: Int
        public var name: String
        public var how: String

        init(_ step: GamePlan.Step) {
            dexNumber = step.dexNumber
            name = step.name
            how = step.how
        }
    }

    public struct Place: Encodable, Sendable, Equatable {
        public var place: String
        public var pokemon: [Step]
    }

    public struct Choice: Encodable, Sendable, Equatable {
        public var name: String
        public var options: [Step]
    }

    public var game: GameRefJSON
    public var summary: String
    public var left: Int
    public var catchHere: [Place]
    public var choices: [Choice]
    public var evolve: [Step]
    public var breed: [Step]
    public var fromOtherGames: [Step]
    public var otherVersion: [Step]
    public var events: [Step]

    public init(_ plan: GamePlan) {
        game = GameRefJSON(plan.game)
        summary = plan.summary
        left = plan.count
        catchHere = plan.places.map { Place(place: $0.name, pokemon: $0.steps.map(Step.init)) }
        choices = plan.choices.map { Choice(name: $0.name, options: $0.options.map(Step.init)) }
        evolve = plan.evolve.map(Step.init)
        breed = plan.breed.map(Step.init)
        fromOtherGames = plan.fromOtherGames.map(Step.init)
        otherVersion = plan.otherVersion.map(Step.init)
        events = plan.events.map(Step.init)
    }
}

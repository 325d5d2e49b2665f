import DexModel

/// What to do next in one game (`dex plan`): each Pokémon it still lacks once, in the first section that fits it, in
/// the order a player would do them — catch it here (place by place, in the order the game reaches them, with the
/// choices not made yet as choices), evolve or breed it from what they have, bring it from another tracked game, and
/// last what needs a game they do not track or an event.
public struct GamePlan: Sendable, Equatable {
    /// One Pokémon to get, and how.
    public struct Step: Sendable, Equatable {
        public var dexNumber: Int
        public var name: String
        public var how: String
    }

    /// The Pokémon to catch at one place.
    public struct Place: Sendable, Equatable {
        public var name: String
        public var steps: [Step]
    }

    /// Options of which the run takes one (a fossil, a starter), none taken yet.
    public struct Choice: Sendable, Equatable {
        public var name: String
        public var options: [Step]
    }

    public var game: Game
    public var places: [Place] = []
    public var choices: [Choice] = []
    public var evolve: [Step] = []
    public var breed: [Step] = []
    public var fromOtherGames: [Step] = []
    public var otherVersion: [Step] = []
    public var events: [Step] = []

    /// How many Pokémon the plan lists.
    public var count: Int {
        places.reduce(0) { $0 + $1.steps.count } + choices.reduce(0) { $0 + $1.options.count } + evolve.count
            + breed.count + fromOtherGames.count + otherVersion.count + events.count
    }

    /// "47 left: 30 to catch here in 12 places, 6 to evolve, 2 to breed, 5 from your other games, 3 need another
    /// version, 1 event"; the parts with nothing are left out.
    public var summary: String {
        guard count > 0 else { return "Nothing left: every Pokémon of \(game.name) is caught." }
        let choiceCount = choices.reduce(0) { $0 + $1.options.count }
        // A game's choices are caught there, with its places; the national dex has choices and no places.
        let catchCount = places.reduce(0) { $0 + $1.steps.count } + (places.isEmpty ? 0 : choiceCount)
        var parts: [String] = []
        if catchCount > 0 {
            let placeCount = places.count
            parts.append(
                "\(catchCount) to catch here" + (placeCount > 0 ? " in \(placeCount) place\(placeCount == 1 ? "" : "s")" : ""))
        }
        if places.isEmpty && !choices.isEmpty {
            parts.append("\(choiceCount) to choose from in \(choices.count) choice\(choices.count == 1 ? "" : "s")")
        }
        if !evolve.isEmpty { parts.append("\(evolve.count) to evolve") }
        if !breed.isEmpty { parts.append("\(breed.count) to breed") }
        if !fromOtherGames.isEmpty { parts.append("\(fromOtherGames.count) from your other games") }
        if !otherVersion.isEmpty { parts.append("\(otherVersion.count) need\(otherVersion.count == 1 ? "s" : "") another game") }
        if !events.isEmpty { parts.append("\(events.count) event\(events.count == 1 ? "" : "s")") }
        return "\(count) left: " + parts.joined(separator: ", ")
    }
}

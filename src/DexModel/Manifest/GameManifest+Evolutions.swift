extension GameManifest {
    /// One way a Pokémon evolves in one game (a row of PokeAPI's pokemon_evolution.csv the game has): from which of the
    /// game's Pokémon, by what, and what it asks for. What the fields do not hold (a gender, beauty, a party member)
    /// `text` says.
    public struct Evolution: Codable, Sendable, Equatable {
        /// The national number of the Pokémon that evolves.
        public var from: Int
        /// PokeAPI's evolution trigger: `level-up`, `trade`, `use-item`, `shed`, …
        public var trigger: String
        public var level: Int?
        /// The item used on it (`use-item`), by its English name: "Fire Stone".
        public var item: String?
        /// The item it must hold: "Metal Coat".
        public var heldItem: String?
        /// `day` or `night`, in a game with a clock.
        public var timeOfDay: String?
        /// The friendship it needs, in PokeAPI's units (220).
        public var friendship: Int?
        /// The move it must know: "Ancient Power".
        public var knownMove: String?
        /// The place it must level up at: "Mt. Coronet".
        public var location: String?
        /// The whole rule in words: "level 16", "trade holding Metal Coat", "high friendship, night".
        public var text: String

        public init(from: Int, trigger: String, text: String) {
            self.from = from
            self.trigger = trigger
            self.text = text
        }

        enum CodingKeys: String, CodingKey {
            case from, trigger, level, item, heldItem, timeOfDay, friendship, knownMove, location, text
        }
    }
}

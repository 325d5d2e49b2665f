extension GameManifest {
    /// What `dex plan` reads of a game's entry, which the database does not keep: the order of its places and each
    /// Pokémon's evolutions. Decoding only these from the game's line skips its thousands of ways.
    public struct PlanData: Decodable, Sendable, Equatable {
        public struct Pokemon: Decodable, Sendable, Equatable {
            public var dexNumber: Int
            public var evolutions: [Evolution]?
        }

        public var places: [String]?
        public var pokemon: [Pokemon]

        public init(_ entry: Entry) {
            places = entry.places
            pokemon = entry.pokemon.map { Pokemon(dexNumber: $0.dexNumber, evolutions: $0.evolutions) }
        }

        /// Each Pokémon's evolutions, by its dex number.
        public var evolutions: [Int: [Evolution]] {
            var byNumber: [Int: [Evolution]] = [:]
            for entry in pokemon { if let rules = entry.evolutions { byNumber[entry.dexNumber] = rules } }
            return byNumber
        }
    }
}

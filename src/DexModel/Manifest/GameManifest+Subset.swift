extension GameManifest.Entry {
    /// Which of a game's Pokémon a command needs (an import's additions): these species, and those the run's choices
    /// involve (the starters' lines, the choice groups' options), which the starter and the choices are read from. An
    /// entry loaded with a subset may hold more (a player's own manifest is read whole), never fewer.
    public struct Subset: Sendable, Equatable {
        public var dexNumbers: Set<Int>

        public init(dexNumbers: Set<Int>) {
            self.dexNumbers = dexNumbers
        }

        /// Whether the subset keeps the Pokémon `dexNumber`, of a game whose choice groups hold `options`.
        public func keeps(_ dexNumber: Int, excludedForStarters: Bool, options: Set<Int>) -> Bool {
            dexNumbers.contains(dexNumber) || excludedForStarters || options.contains(dexNumber)
        }
    }
}

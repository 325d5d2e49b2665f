/// What one run of a game can still get, from the game's whole list: which Pokémon a caught choice passed over,
/// and so which are reachable and which take a trade. `dex list --reachable`/`--needs-trade`, browse's filter and
/// the line `dex mark` prints when the run has everything it can reach read it; `dex progress` counts the same rule
/// in SQL.
public struct RunReach: Sendable {
    /// The dex numbers not caught and ruled out by a caught option (the other fossil, the starters not picked).
    public let passedOver: Set<Int>

    public init(passedOver: Set<Int>) { self.passedOver = passedOver }

    /// From every Pokémon of one game.
    public init(wholeGame pokemon: [Pokemon]) {
        let caught = Set(pokemon.lazy.filter(\.isCaught).map(\.dexNumber))
        passedOver = Set(
            pokemon.lazy.filter { !$0.isCaught && StoredChoice.numbers($0.ruledOutBy).contains(where: caught.contains) }
                .map(\.dexNumber))
    }

    /// Caught, or given by this version and not passed over by this run's choices.
    public func isReachable(_ entry: ListEntry) -> Bool {
        entry.isCaught || (entry.obtainability == .obtainable && !passedOver.contains(entry.dexNumber))
    }

    /// Takes a trade: another version's, a link-trade evolution, passed over by a choice, or received in a trade.
    public func needsTrade(_ entry: ListEntry) -> Bool {
        switch entry.obtainability {
        case .otherVersion, .tradeEvolution: true
        case .obtainable: entry.isTraded || (!entry.isCaught && passedOver.contains(entry.dexNumber))
        case .event: entry.isTraded
        }
    }

    /// Whether `entry` is of `reach`.
    public func keeps(_ entry: ListEntry, _ reach: ListReach) -> Bool {
        switch reach {
        case .reachable: isReachable(entry)
        case .needsTrade: needsTrade(entry)
        }
    }

    public func isReachable(_ pokemon: Pokemon) -> Bool { isReachable(pokemon.listEntry) }

    public func needsTrade(_ pokemon: Pokemon) -> Bool { needsTrade(pokemon.listEntry) }
}

/// Which Pokémon `dex list` shows.
public enum ListFilter: Sendable { case all, missing, caught }

/// Which Pokémon `dex list` keeps by what this run can get (`--reachable`, `--needs-trade`), with any `ListFilter`.
public enum ListReach: String, CaseIterable, Sendable {
    /// What `dex progress` counts as this run can reach: the caught, and the not caught that this version gives and
    /// no choice of this run passed over.
    case reachable
    /// What takes a trade: from another version, a link-trade evolution, one passed over by this run's choice, or
    /// one already received in a trade.
    case needsTrade = "needs-trade"
}

/// The order `dex list` shows them in. `regional` puts the Pokémon without a regional number after the
/// others, in national order; for a game without a regional dex it is the national order.
public enum ListOrder: String, CaseIterable, Sendable { case regional, national, name }

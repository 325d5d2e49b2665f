/// Which Pokémon `dex list` shows.
public enum ListFilter: Sendable { case all, missing, caught }

/// The order `dex list` shows them in. `regional` puts the Pokémon without a regional number after the
/// others, in national order; for a game without a regional dex it is the national order.
public enum ListOrder: String, CaseIterable, Sendable { case regional, national, name }

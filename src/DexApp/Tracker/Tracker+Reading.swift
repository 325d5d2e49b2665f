import DexModel
import DexStore

extension Tracker {
    // MARK: - Reading a game (`dex list`, `show`, `where`; the browser's list and card)

    /// What `dex list` shows: the game, its Pokémon, and what the list says beside each.
    public struct Listing: Sendable {
        public var game: Game
        public var pokemon: [Pokemon]
        /// The filter used: the one asked for, else the show-only-missing setting's.
        public var filter: ListFilter
        /// What this run can get, when asked for: `--reachable` or `--needs-trade`.
        public var reach: ListReach?
        public var context: ChoiceContext

        /// What the plain table shows of them.
        public var entryListing: EntryListing {
            EntryListing(game: game, entries: pokemon.map(\.listEntry), filter: filter, reach: reach, context: context)
        }
    }

    /// The same as `Listing`, as the entries of the plain table.
    public struct EntryListing: Sendable {
        public var game: Game
        public var entries: [ListEntry]
        public var filter: ListFilter
        public var reach: ListReach?
        public var context: ChoiceContext
    }

    /// The Pokémon of `game` (else the active game) that `filter` (nil: by the show-only-missing setting), `reach`,
    /// `shiny` (true: only those caught shiny, false: only the others) and `search` keep, in `order`.
    public func list(
        game slug: String?, filter: ListFilter?, reach: ListReach? = nil, shiny: Bool? = nil,
        search: PokemonSearch?, order: ListOrder = .regional
    ) throws -> Listing {
        let filter = try listFilter(filter, shiny: shiny)
        let (game, pokemon) = try database.catalog.list(
            game: slug, filter: filter, reach: reach, shiny: shiny, search: search, order: order)
        let context =
            listsWholeGame(filter, reach, shiny, search)
            ? ChoiceContext(wholeGame: pokemon) : try database.catalog.choiceContext(game: game)
        return Listing(game: game, pokemon: pokemon, filter: filter, reach: reach, context: context)
    }

    /// The filter asked for, else the show-only-missing setting's (which `--shiny` overrides).
    private func listFilter(_ filter: ListFilter?, shiny: Bool?) throws -> ListFilter {
        try filter ?? (database.settings.preferences().showOnlyMissing && shiny != true ? .missing : .all)
    }

    /// Whether a list keeps every Pokémon of the game, whose rows then make the choice context.
    private func listsWholeGame(_ filter: ListFilter, _ reach: ListReach?, _ shiny: Bool?, _ search: PokemonSearch?) -> Bool {
        filter == .all && reach == nil && shiny == nil && search == nil
    }

    /// Every Pokémon of `game` (else the active game) in dex order: what the browser shows.
    public func wholeGame(_ slug: String?) throws -> (game: Game, pokemon: [Pokemon]) {
        try database.catalog.list(game: slug, filter: .all, search: nil)
    }

    /// One Pokémon with what the game data says of it and its cached sprite (`dex show`). A Pokémon the list lacks
    /// is explained (`NotListed`).
    public func show(_ ref: PokemonRef, game: String?) throws -> PokemonShowcase {
        try PokemonShowcase.find(ref, game: game, in: database, home: home, manifestPath: ManifestChoice(explicit: nil).path)
    }

    /// The Pokémon `ref` names in every tracked game (nil where a game lacks it): `dex show --all-games`.
    public func showInEveryGame(_ ref: PokemonRef) throws -> [(game: Game, pokemon: Pokemon?)] {
        try database.catalog.pokemonInEveryGame(ref)
    }

    /// The game's Pokémon that a place gives, by way (`dex where`), and the dex numbers this run passed over.
    public func pokemon(at place: String, game: String?) throws -> (game: Game, groups: [PlaceGroup], passedOver: Set<Int>) {
        try database.catalog.pokemon(at: place, game: game)
    }

    /// The sprite slugs of `game` (else the active game), for shell completion.
    public func spriteSlugs(game: String?) throws -> [String] { try database.catalog.spriteSlugs(game: game) }

    /// The game's own numbers as refs (`R001`, `isle-of-armor:R001`), for shell completion.
    public func regionalRefs(game: String?) throws -> [String] { try database.catalog.regionalRefs(game: game) }
}

extension Tracker {
    /// Where a living dex of `game` keeps each Pokémon (`BoxPlan`): the game's whole Pokédex from the manifest it was
    /// tracked from; nil when that manifest does not hold the game, whose boxes then pack its list.
    public func boxPlan(for game: Game) -> BoxPlan? {
        guard let selected = try? ManifestChoice(explicit: nil).loadGame(game.slug) else { return nil }
        return selected.entry.boxPlan(for: game)
    }
}

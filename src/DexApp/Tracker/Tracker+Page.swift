import DexModel
import DexSprites
import DexStore
import DexSystem
import FoundationEssentials

extension Tracker {
    // MARK: - The shared page (`dex export --format html`)

    /// The page of `game` (else the active game), or of every tracked game: progress, boxes and list, with the
    /// cached sprites; the notes only when `withNotes`.
    public func page(game slug: String?, allGames: Bool, withNotes: Bool) throws -> DexPage {
        let games = allGames ? try database.games.all() : [try database.games.current(slug)]
        guard !games.isEmpty else { throw StoreError.noGamesTracked(folder: home.url.path) }
        let cache = SpriteCache(home: home)
        let pages = try games.map { game in
            let pokemon = try database.catalog.list(game: game.slug, filter: .all, search: nil).pokemon
            let context = ChoiceContext(wholeGame: pokemon)
            let sprites = cache.contents(game: game.slug, sprites: pokemon.map(\.imageName))
            return PageGame(
                game: game,
                entries: zip(pokemon, sprites).map { PageEntry($0, context: context, withNote: withNotes, sprite: $1) },
                slots: (boxPlan(for: game) ?? BoxPlan(packing: pokemon)).placing(pokemon))
        }
        return DexPage(games: pages, showsNotes: withNotes)
    }
}

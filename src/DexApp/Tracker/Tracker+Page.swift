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
            // A shiny catch shows its shiny sprite where one is cached, else the normal one (as `dex show` does).
            let shinies = pokemon.indices.filter { pokemon[$0].isShiny }
            var sprites = cache.contents(game: game.slug, sprites: pokemon.map(\.imageName))
            let shinySprites = cache.contents(game: game.slug, sprites: shinies.map { pokemon[$0].imageName }, shiny: true)
            for (index, bytes) in zip(shinies, shinySprites) where bytes != nil { sprites[index] = bytes }
            return PageGame(
                game: game,
                entries: zip(pokemon, sprites).map { PageEntry($0, context: context, withNote: withNotes, sprite: $1) },
                slots: (boxPlan(for: game) ?? BoxPlan(packing: pokemon)).placing(pokemon))
        }
        return DexPage(games: pages, showsNotes: withNotes)
    }
}

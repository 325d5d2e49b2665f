import DexModel
import DexStore

/// `dex mark` and `dex unmark`: sets Pokémon of a tracked game caught or not, in one transaction.
public enum CatchUpdate {
    /// Sets `refs` in `game` (else the active game) to `caught`; with `shiny`, a shiny catch, or for `unmark`, only
    /// the shininess taken back. With `traded`, a Pokémon the seeded list lacks is
    /// added from the manifest at `manifestPath` (nil: the bundled one) first. A ref the list lacks is explained:
    /// ruled out by the starter, not in this version, not in the game's Pokédex.
    public static func apply(
        caught: Bool, shiny: Bool = false, refs: [PokemonRef], game: String?, traded: Bool = false,
        allForms: Bool = false, in database: DexDatabase, manifestPath: String?
    ) throws -> CatchChange {
        do {
            let entry = traded ? try GameManifest.loadGame(try database.games.current(game).slug, path: manifestPath).entry : nil
            return try database.catches.setCaught(
                caught, shiny: shiny, refs: refs, game: game, traded: entry, allForms: allForms)
        } catch let error as StoreError {
            let typed: [String]
            switch error {
            case .unknownPokemon(let ref, _, _), .unknownRegionalNumber(let ref, _, _, _, _), .rangeOutsideGame(let ref, _):
                typed = [ref]
            case .unknownPokemons(let refs, _): typed = refs.map(\.ref)
            default: throw error
            }
            let refs = typed.map { (try? PokemonRef(parsing: $0)) ?? .name($0) }
            throw NotListed.reason(refs, game: game, in: database, manifestPath: manifestPath) ?? error
        }
    }
}

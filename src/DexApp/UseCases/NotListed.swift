import DexModel
import DexStore

/// Why a ref names no Pokémon of a game's list — the one explanation `dex mark`, `dex show` and the browser give.
public enum NotListed {
    /// Why `ref` names no Pokémon of the game's list (the game `slug` names, else the active one), told from the manifest
    /// the game came from (`manifestPath`, else the bundled one): ruled out by the starter, or not in the game's Pokédex.
    /// Nil when the manifest does not know the name either, so that the caller's own error (with its "did you mean")
    /// stands. Only read on an error.
    public static func reason(_ ref: PokemonRef, game slug: String?, in database: DexDatabase, manifestPath: String?)
        -> StoreError?
    {
        guard let game = try? database.games.current(slug),
            let entry = try? GameManifest.loadGame(game.slug, path: manifestPath).entry
        else { return nil }
        let typed = ref.description
        if let found = entry.pokemon.first(where: { ref.names($0, of: entry) }) {
            if let starter = game.selectedStarter, found.excludedForStarters.contains(starter) {
                let starterName = entry.pokemon.first { $0.spriteSlug == starter }?.name ?? starter
                return .notInRun(typed, game: game.name, reason: .ruledOutByStarter(starterName: starterName))
            }
            return .notInRun(typed, game: game.name, reason: .notInRunList)
        }
        // A regional number means another Pokémon in each game: only the game's own entry can explain it.
        guard !ref.isRegional, let manifest = try? GameManifest.load(path: manifestPath),
            manifest.games.contains(where: { game in game.pokemon.contains { ref.names($0, of: game) } })
        else { return nil }
        return .notInRun(typed, game: game.name, reason: .notInPokedex)
    }
}

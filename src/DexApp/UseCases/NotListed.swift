import DexModel
import DexStore

/// Why a ref names no Pokémon of a game's list — the one explanation `dex mark`, `dex show` and the browser give.
public enum NotListed {
    /// Why `refs` name no Pokémon of the game's list (the game `slug` names, else the active one), told from the
    /// manifest the game came from (`manifestPath`, else the bundled one): ruled out by the starter, or not in the
    /// game's Pokédex. Several refs, or a range, get the reason each of their Pokémon has, when it is the same for
    /// all. Nil when the manifest does not know a name either, or the reasons differ, so that the caller's own error
    /// (with its "did you mean") stands. Only read on an error.
    public static func reason(_ refs: [PokemonRef], game slug: String?, in database: DexDatabase, manifestPath: String?)
        -> StoreError?
    {
        guard let game = try? database.games.current(slug),
            let entry = try? GameManifest.loadGame(game.slug, path: manifestPath).entry
        else { return nil }
        var games = Games(path: manifestPath)
        var found: NotInRunReason?
        for ref in refs.flatMap(\.singles) {
            guard let reason = reason(ref, game: game, entry: entry, games: &games), found == nil || found == reason else {
                return nil
            }
            found = reason
        }
        guard let found else { return nil }
        return .notInRun(refs.map(\.description).joined(separator: ","), game: game.name, reason: found)
    }

    private static func reason(_ ref: PokemonRef, game: Game, entry: GameManifest.Entry, games: inout Games)
        -> NotInRunReason?
    {
        if let found = entry.pokemon.first(where: { ref.names($0, of: entry) }) {
            if let starter = game.selectedStarter, found.excludedForStarters.contains(starter) {
                let starterName = entry.pokemon.first { $0.spriteSlug == starter }?.name ?? starter
                return .ruledOutByStarter(starterName: starterName)
            }
            return .notInRunList
        }
        // A regional number means another Pokémon in each game: only the game's own entry can explain it.
        guard !ref.isRegional, let manifest = games.manifest,
            manifest.games.contains(where: { game in game.pokemon.contains { ref.names($0, of: game) } })
        else { return nil }
        return .notInPokedex
    }

    /// The whole manifest, read once and only when a ref the game's own entry lacks needs it.
    private struct Games {
        let path: String?
        private var loaded: GameManifest??

        init(path: String?) { self.path = path }

        var manifest: GameManifest? {
            mutating get {
                if let loaded { return loaded }
                let manifest = try? GameManifest.load(path: path)
                loaded = .some(manifest)
                return manifest
            }
        }
    }
}

import DexModel
import DexStore

/// Which manifest a command reads: `--manifest FILE`, else `$DEX_MANIFEST`, else the bundled games.json.
public struct ManifestChoice: Sendable, Equatable {
    /// The manifest file to read, or nil for the bundled one.
    public let path: String?

    /// `explicit` is `--manifest`'s value, if given.
    public init(explicit: String?) {
        path = GameManifest.chosenPath(explicit: explicit)
    }

    public func load() throws -> GameManifest { try GameManifest.load(path: path) }

    /// One game's entry and the manifest's version (`GameManifest.loadGame`).
    public func loadGame(_ slug: String) throws -> GameManifest.SelectedGame {
        try GameManifest.loadGame(slug, path: path)
    }

    /// One game's entry with at least the Pokémon of `subset` (`GameManifest.Entry.Subset`).
    public func loadGame(_ slug: String, subset: GameManifest.Entry.Subset?) throws -> GameManifest.SelectedGame {
        try GameManifest.loadGame(slug, path: path, subset: subset)
    }

    /// What `dex plan` reads of one game (`GameManifest.loadPlanData`).
    public func loadPlanData(_ slug: String) throws -> GameManifest.PlanData {
        try GameManifest.loadPlanData(slug, path: path)
    }
}

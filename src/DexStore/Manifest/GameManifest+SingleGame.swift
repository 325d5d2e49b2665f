import DexModel
import FoundationEssentials
import ManifestContainer

extension GameManifest {
    /// One game of a manifest, and the manifest's version.
    public struct SelectedGame: Sendable {
        public var version: String
        public var entry: Entry
    }

    /// The game `slug` names (matched as `game(_:)` matches). A player's own file is read and validated whole, as
    /// `load(path:)` reads it. Of the bundled manifest only that game's line is inflated and decoded: its container
    /// indexes every game's slug, and the bundled games are validated where they are made (`GameManifest.load`
    /// validates every one of them in the tests).
    /// With `subset`, a bundled game's entry holds only those Pokémon (`Entry.Subset`); a player's own file is read
    /// whole.
    public static func loadGame(_ slug: String, path: String? = nil, subset: Entry.Subset? = nil) throws -> SelectedGame {
        guard let path else { return try loadBundledGame(slug, subset: subset) }
        let manifest = try load(path: path)
        return SelectedGame(version: manifest.version, entry: try manifest.game(slug))
    }

    /// What `dex plan` reads of the game `slug` names: of the bundled manifest, decoded alone from the game's line.
    public static func loadPlanData(_ slug: String, path: String? = nil) throws -> PlanData {
        guard path == nil else { return PlanData(try loadGame(slug, path: path).entry) }
        let (container, index) = try bundledIndex(of: slug)
        let line = try EmbeddedManifest.game(at: index, in: container)
        guard let data = try? JSONDecoder().decode(PlanData.self, from: Data(line)) else {
            return PlanData(try loadBundledGame(slug).entry)
        }
        return data
    }

    private static func bundledIndex(of slug: String) throws -> (ManifestContainer, Int) {
        let container = try EmbeddedManifest.container()
        let slugs = container.slugs
        try validateSlugs(slugs, file: bundledName)
        guard let matched = GameNameMatch.slug(for: slug, among: slugs.map { ($0, nil) }),
            let index = slugs.firstIndex(of: matched)
        else {
            throw unknownGame(slug, among: slugs)
        }
        return (container, index)
    }

    private static func loadBundledGame(_ slug: String, subset: Entry.Subset? = nil) throws -> SelectedGame {
        let (container, index) = try bundledIndex(of: slug)
        let slugs = container.slugs
        var line = try EmbeddedManifest.game(at: index, in: container)
        if let subset, let cut = GameLineSubset(line),
            let rest = try? JSONDecoder().decode(Entry.self, from: Data(cut.withoutPokemon))
        {
            let options = Set((rest.choiceGroups ?? []).flatMap { $0.options.map(\.dexNumber) })
            line = cut.keeping { subset.keeps($0, excludedForStarters: $1, options: options) }
        }
        guard let entry = try? JSONDecoder().decode(Entry.self, from: Data(line)) else {
            // Decoding it whole names the fault's path.
            _ = try decode(try bundledData, file: bundledName)
            throw EmbeddedManifest.damaged("the line of \(slug) cannot be read")
        }
        guard entry.slug == slugs[index] else {
            throw EmbeddedManifest.damaged("the line of \(slugs[index]) is not that game's")
        }
        return SelectedGame(version: try EmbeddedManifest.version(in: container), entry: entry)
    }
}

import DexModel
import DexSaves
import DexStore
import DexSystem

extension Tracker {
    // MARK: - A game started from a save (`dex add-game --from-save`)

    /// What `dex add-game --from-save` did: the game added, and the save's Pokédex imported into it.
    public struct GameFromSave: Sendable {
        public var added: GameProgress
        public var imported: SaveImport
    }

    /// Which game of the save's family, and which starter, a save means: `slug` and `starter` when given, else
    /// the version the save records and the starter it shows (`SaveStarter`). Checked before the data folder is opened, so that nothing is created
    /// when the save cannot say.
    public static func gameAndStarter(
        of save: SaveContents, file: String, slug: String?, starter: String?, manifest: ManifestChoice
    ) throws -> (slug: String, starter: String?) {
        let slugs = save.family.gameSlugs
        let chosen: String
        if let slug {
            guard slugs.contains(slug) else {
                throw SaveGameError.notThisFamily(file: file, family: save.family.name, game: slug, slugs: slugs)
            }
            chosen = slug
        } else if let version = save.version, slugs.contains(version) {
            chosen = version
        } else {
            guard slugs.count == 1, let only = slugs.first else {
                throw SaveGameError.gameNotNamed(file: file, family: save.family.name, slugs: slugs)
            }
            chosen = only
        }
        if let starter { return (chosen, starter) }
        let entry = try manifest.loadGame(chosen).entry
        guard entry.hasStarterChoice else { return (chosen, nil) }
        guard let shown = SaveStarter.of(save, in: entry) else {
            throw SaveGameError.starterNotShown(file: file, game: entry.name, starters: entry.availableStarters)
        }
        return (chosen, shown)
    }

    /// Adds the game a save comes from, seeded for the starter it shows, and imports its Pokédex (a merge, which
    /// `dex undo` reverts; the game stays).
    public static func addGame(
        fromSave save: SaveContents, file: String, slug: String?, starter: String?, kinds: EntryKinds = .species,
        manifest: ManifestChoice, spriteURLTemplate: String, tracksShiny: Bool = false, downloadsSprites: Bool = true,
        home: DexHome
    ) throws -> (tracker: Tracker, result: GameFromSave) {
        let (slug, starter) = try gameAndStarter(of: save, file: file, slug: slug, starter: starter, manifest: manifest)
        let (tracker, added) = try addGame(
            slug, starter: starter, kinds: kinds, manifest: manifest, spriteURLTemplate: spriteURLTemplate,
            tracksShiny: tracksShiny, downloadsSprites: downloadsSprites, home: home)
        let imported = try tracker.importSave(save, game: slug, mode: .merge, source: .pokedex, dryRun: false, manifest: manifest)
        return (tracker, GameFromSave(added: added, imported: imported))
    }
}

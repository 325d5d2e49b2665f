import DexModel
import DexSaves
import DexStore
import FoundationEssentials

extension Tracker {
    // MARK: - Backups and saves (`dex export`, `import`, `import-save`)

    /// Every tracked game, catch and note, encoded as `format`.
    public func export(as format: BackupFormat) throws -> Data {
        try BackupFile.encode(try database.backups.export(), as: format)
    }

    /// What `dex import` did (or would do).
    public struct BackupImport: Sendable {
        public var plan: ImportPlan
        /// Sprite folders of removed games that could not be deleted.
        public var spriteFailures: [SpriteRemovalFailure]
    }

    /// A backup file read whole and decoded, not yet checked against the database.
    public struct BackupToImport: Sendable {
        let backup: Backup
        public let file: String
    }

    /// Reads and decodes the backup at `file`: before the database is opened, so that a bad file creates nothing.
    public static func readBackup(_ file: String) throws -> BackupToImport {
        BackupToImport(backup: try BackupFile.read(path: file), file: file)
    }

    /// Checks the whole backup, and applies it in one transaction (unless `dryRun`); the sprites of the games it
    /// removes are kept aside for `dex undo`. `manifest` is read only for a game not tracked yet.
    public func importBackup(_ read: BackupToImport, mode: ImportMode, dryRun: Bool, manifest: ManifestChoice) throws
        -> BackupImport
    {
        let plan = try database.backups.importBackup(
            read.backup, file: read.file, mode: mode, dryRun: dryRun, manifest: manifest.load)
        let removed = plan.removedGames.map { (id: $0.id, slug: $0.slug) }
        return BackupImport(plan: plan, spriteFailures: dryRun ? [] : keepSpritesAside(ofGames: removed))
    }

    /// The tracked games the backup does not list, which `importBackup` with `.replace` removes.
    public func gamesRemovedByReplacing(with read: BackupToImport) throws -> [Game] {
        let listed = Set(read.backup.games.map(\.slug))
        return try trackedGames().filter { !listed.contains($0.slug) }
    }

    /// Reads the save file at `file` (any game `DexSaves` reads): before the database is opened, so that a bad file
    /// creates nothing.
    public static func readSave(_ file: String) throws -> SaveContents {
        try SaveFile.read(path: file)
    }

    /// Marks from a save the game's own reader read (`SaveImporter`). Species no tracked game lists are named, in a
    /// dry run only, from the manifest's national entry, which lists every species: one game's line, where decoding
    /// the whole manifest cost twenty imports. A manifest of the player's own that lacks it is read whole.
    public func importSave(
        _ save: SaveContents, game: String?, mode: ImportMode, source: SaveImportSource, dryRun: Bool, manifest: ManifestChoice
    ) throws -> SaveImport {
        var namingEntries: (() throws -> [GameManifest.Entry])?
        if dryRun {
            namingEntries = {
                if let national = try? manifest.loadGame("national") { return [national.entry] }
                return try manifest.load().games
            }
        }
        return try SaveImporter.importSave(
            save, game: game, mode: mode, source: source, dryRun: dryRun, namingEntries: namingEntries,
            gameEntry: { slug, subset in (try? manifest.loadGame(slug, subset: subset))?.entry }, into: database)
    }
}

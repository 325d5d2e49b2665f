import DexModel
import SQLiteStore

/// The player's data as a whole: read out as a `Backup` (`dex export`), a backup put back (`dex import`,
/// `BackupImporter`), and a copy of the database file (`dex db backup`).
public struct Backups: Sendable {
    let writer: DatabaseAccess
    /// The database file's path.
    let path: String

    /// Every tracked game, in the order `dex games` lists them, with all its Pokémon in dex order.
    /// Locations are the places the JSON backup gives them.
    public func export() throws -> Backup {
        try writer.read { db in
            let active = try Preferences.fetch(db).activeGame(in: db)?.slug
            let games = try Game.all(in: db).enumerated().map { g, game in
                Backup.Game(
                    slug: game.slug, name: game.name, starter: game.selectedStarter, dataVersion: game.dataVersion,
                    spriteURLTemplate: game.spriteURLTemplate, tracksShiny: game.tracksShiny,
                    downloadsSprites: game.downloadsSprites,
                    pokemon: try Pokemon.all(inGame: game.id, db).enumerated().map { p, pokemon in
                        Backup.Entry(
                            dexNumber: pokemon.dexNumber, name: pokemon.name,
                            given: Dictionary(
                                PlayerState.fields.map { ($0.key, $0.value(of: pokemon.state)) },
                                uniquingKeysWith: { first, _ in first }),
                            hint: pokemon.hint, availability: pokemon.availability, form: pokemon.form,
                            location: .path("games[\(g)].pokemon[\(p)]"))
                    },
                    location: .path("games[\(g)]"), kinds: game.entryKinds)
            }
            return Backup(activeGame: active, games: games)
        }
    }

    /// Validates the whole backup against the database and the manifest, then applies it in one transaction
    /// (unless `dryRun`). Any fault throws a `BackupError` naming its place in the file and changes nothing.
    /// `manifest` is only loaded when the file names a game that is not tracked yet.
    public func importBackup(
        _ backup: Backup, file: String, mode: ImportMode, dryRun: Bool, manifest: @escaping () throws -> GameManifest
    ) throws -> ImportPlan {
        try writer.write { db in
            var importer = BackupImporter(file: file, mode: mode, manifest: manifest)
            try importer.plan(backup, in: db)
            if !dryRun { try importer.apply(in: db) }
            return importer.result
        }
    }
}

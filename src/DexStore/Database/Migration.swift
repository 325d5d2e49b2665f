import GRDB

/// One step of the schema's history. A shipped migration is never edited: add a new one instead.
///
/// To add a migration: write `Migrations/{number}_{Description}.swift` and append it to `Migrations.all`.
public protocol Migration: Sendable {
    /// The name recorded in the database once the migration has run, e.g. `2_CreatePokemonTable`.
    static var identifier: String { get }
    static func run(_ db: Database) throws
}

public enum Migrations {
    /// Every migration, in the order they run. Append only.
    public static let all: [any Migration.Type] = [
        CreateGamesTable.self,
        CreatePokemonTable.self,
        CreatePreferencesTable.self,
        AddManifestDetailsToPokemon.self,
        CreateSpritesTable.self,
        CreateJournalTable.self,
        SplitHintFromNotes.self,
    ]

    public static let identifiers = all.map { $0.identifier }

    /// GRDB runs each migration in its own transaction and records its identifier in `grdb_migrations`.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        for migration in all {
            migrator.registerMigration(migration.identifier) { db in try migration.run(db) }
        }
        return migrator
    }()
}

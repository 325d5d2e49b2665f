import SQLiteStore

/// One step of the schema. A shipped migration is never edited: add a new one instead. Each is plain SQL text, the
/// early ones exactly as the databases written by earlier versions of dex received them, so that every file has the
/// same schema whichever dex made it.
///
/// To add a migration: write `Migrations/{number}_{Description}.swift`, append it to `Migrations.all`, and run
/// `make schema`, which writes the schema a new database is given (`NewDatabaseSchema`).
public protocol Migration: Sendable {
    /// The name recorded in the database once the migration has run, e.g. `2_CreatePokemonTable`.
    static var identifier: String { get }
    static func run(_ db: SQLiteConnection) throws
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
        DropTotalPokemonFromGames.self,
        AddRegionalDexSections.self,
        AddShinyCatches.self,
        AddForms.self,
        AddUndoneToJournal.self,
        AddSync.self,
        AddShinySpriteRecordsAndSpriteDownloads.self,
        IndexNamesAndCatches.self,
        AddSectionNumbers.self,
        KeepJournalStatesByColumn.self,
        AddCatchDates.self,
        NoteGameRemovalsForSync.self,
        RememberGamesUsed.self,
        KeepGeneration1CatchesPlain.self,
    ]

    public static let identifiers = all.map { $0.identifier }

    /// Gives a new file, in one transaction, the schema every migration would and records them all as applied: with
    /// `NewDatabaseSchema`'s script while it is the current migrations' (running every one, each `ALTER TABLE`
    /// parsing the whole schema again, cost a fifth of `dex add-game`), else by running the migrations.
    static func createSchema(_ db: SQLiteConnection) throws {
        guard NewDatabaseSchema.migrations == identifiers else { return try migrator.migrate(db, together: true) }
        let created = try db.transaction(.immediate) { db in
            // Another dex may have given the file its schema while this one waited for the write lock.
            guard try SQLiteMigrator.appliedIdentifiers(db).isEmpty else { return false }
            try db.execute(NewDatabaseSchema.script)
            for identifier in identifiers {
                try db.execute("INSERT INTO \(SQLiteMigrator.tableName) (identifier) VALUES (?)", [identifier])
            }
            return true
        }
        if !created { try migrator.migrate(db) }
    }

    /// Each migration runs in its own transaction and is recorded in `grdb_migrations`, the table databases written
    /// by earlier versions of dex record theirs in, so that those carry on from where they are.
    static let migrator: SQLiteMigrator = {
        var migrator = SQLiteMigrator()
        for migration in all {
            migrator.register(migration.identifier) { db in try migration.run(db) }
        }
        return migrator
    }()
}

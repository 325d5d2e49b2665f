// Written by `make schema` (Tests/DexStoreTests/NewDatabaseSchemaTests.swift) from the migrations: do not edit.

/// The schema the migrations leave, as one script: a new database is given it and records `migrations` as
/// applied, rather than running each migration (`Migrations.createSchema`).
enum NewDatabaseSchema {
    /// The migrations whose schema `script` is, in order.
    static let migrations = [
        "1_CreateGamesTable",
        "2_CreatePokemonTable",
        "3_CreatePreferencesTable",
        "4_AddManifestDetailsToPokemon",
        "5_CreateSpritesTable",
        "6_CreateJournalTable",
        "7_SplitHintFromNotes",
        "8_DropTotalPokemonFromGames",
        "9_AddRegionalDexSections",
        "10_AddShinyCatches",
        "11_AddForms",
        "12_AddUndoneToJournal",
        "13_AddSync",
        "14_AddShinySpriteRecordsAndSpriteDownloads",
        "15_IndexNamesAndCatches",
        "16_AddSectionNumbers",
        "17_KeepJournalStatesByColumn",
        "18_AddCatchDates",
        "19_NoteGameRemovalsForSync",
        "20_RememberGamesUsed",
        "21_KeepGeneration1CatchesPlain",
    ]

    /// `sqlite_master`'s statements, in its order (SQLite makes `sqlite_sequence` itself), then the rows the
    /// migrations write.
    static let script = #"""
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        CREATE TABLE "games" ("id" TEXT PRIMARY KEY NOT NULL, "slug" TEXT NOT NULL UNIQUE, "name" TEXT NOT NULL, "generation" INTEGER NOT NULL, "selectedStarter" TEXT, "dataVersion" TEXT NOT NULL, "spriteURLTemplate" TEXT NOT NULL, "createdAt" INTEGER NOT NULL, "regionalDexSections" TEXT, "tracksShiny" BOOLEAN NOT NULL DEFAULT 0, "tracksForms" BOOLEAN NOT NULL DEFAULT 0, "tracksGenders" BOOLEAN NOT NULL DEFAULT 0, "downloadsSprites" BOOLEAN NOT NULL DEFAULT 1);
        CREATE TABLE "pokemon" ("id" TEXT PRIMARY KEY NOT NULL, "gameId" TEXT NOT NULL REFERENCES "games"("id") ON DELETE CASCADE, "name" TEXT NOT NULL, "dexNumber" INTEGER NOT NULL, "notes" TEXT NOT NULL DEFAULT '', "isRegistered" BOOLEAN NOT NULL DEFAULT 0, "regionalNumber" INTEGER, "spriteSlug" TEXT, "spriteFolders" TEXT, "hint" TEXT NOT NULL DEFAULT '', "ways" TEXT, "availability" TEXT, "choiceGroup" TEXT, "ruledOutBy" TEXT, "isTraded" BOOLEAN NOT NULL DEFAULT 0, "regionalDex" TEXT, "isShiny" BOOLEAN NOT NULL DEFAULT 0, "shinyLocked" BOOLEAN NOT NULL DEFAULT 0, "form" TEXT NOT NULL DEFAULT '', "speciesName" TEXT, "sectionNumbers" TEXT, "caughtOn" TEXT);
        CREATE INDEX "pokemon_on_gameId_dexNumber" ON "pokemon"("gameId", "dexNumber");
        CREATE TABLE "preferences" ("id" INTEGER PRIMARY KEY CHECK ("id" = 1), "activeGameId" TEXT REFERENCES "games"("id") ON DELETE SET NULL, "showPercentage" BOOLEAN NOT NULL DEFAULT 0, "showOnlyMissing" BOOLEAN NOT NULL DEFAULT 0);
        CREATE TABLE "journal" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "createdAt" INTEGER NOT NULL, "summary" TEXT NOT NULL, "pokemon" TEXT NOT NULL DEFAULT '[]', "addedGames" TEXT NOT NULL DEFAULT '[]', "removedGames" TEXT NOT NULL DEFAULT '[]', "setsActiveGame" BOOLEAN NOT NULL DEFAULT 0, "activeGameId" TEXT, "undone" INTEGER NOT NULL DEFAULT 0);
        CREATE TRIGGER journal_after_change AFTER INSERT ON journal WHEN NEW.undone = 0
        BEGIN
            DELETE FROM journal WHERE undone = 1;
            DELETE FROM journal WHERE undone = 0 AND id <= (
                SELECT id FROM journal WHERE undone = 0 ORDER BY id DESC LIMIT 1 OFFSET 50);
        END;
        CREATE TABLE "syncRegisters" (
            "game" TEXT NOT NULL, "dexNumber" INTEGER NOT NULL, "form" TEXT NOT NULL, "field" TEXT NOT NULL,
            "value", "clock" INTEGER NOT NULL, "machine" TEXT NOT NULL, "supersedes" TEXT NOT NULL DEFAULT '',
            "epoch" INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY ("game", "dexNumber", "form", "field"));
        CREATE TABLE "syncPending" (
            "pokemonId" TEXT PRIMARY KEY NOT NULL REFERENCES "pokemon"("id") ON DELETE CASCADE,
            "changedAt" INTEGER NOT NULL);
        CREATE TABLE "syncPendingGames" (
            "slug" TEXT PRIMARY KEY NOT NULL, "tracked" BOOLEAN NOT NULL, "changedAt" INTEGER NOT NULL, "removedAt" INTEGER);
        CREATE TABLE "syncPeers" (
            "machine" TEXT PRIMARY KEY NOT NULL, "file" TEXT NOT NULL, "offset" INTEGER NOT NULL,
            "records" INTEGER NOT NULL, "lastClock" INTEGER NOT NULL, "appliedAt" INTEGER NOT NULL);
        CREATE TABLE "syncState" (
            "id" INTEGER PRIMARY KEY CHECK ("id" = 1), "machine" TEXT NOT NULL, "clock" INTEGER NOT NULL);
        CREATE TRIGGER sync_pokemon_inserted AFTER INSERT ON pokemon
        WHEN NEW.isRegistered OR NEW.isTraded OR NEW.notes <> ''
        BEGIN
            INSERT OR REPLACE INTO syncPending (pokemonId, changedAt) VALUES (NEW.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
        END;
        CREATE TABLE "sprites" (
            "pokemonId" TEXT NOT NULL REFERENCES "pokemon"("id") ON DELETE CASCADE,
            "shiny" BOOLEAN NOT NULL DEFAULT 0,
            "state" TEXT NOT NULL CHECK (state IN ('fetched', 'missing', 'failed')), "folder" TEXT, "byteCount" INTEGER,
            "reason" TEXT, "updatedAt" INTEGER NOT NULL,
            PRIMARY KEY ("pokemonId", "shiny"));
        CREATE INDEX "pokemon_on_name" ON "pokemon"("name" COLLATE NOCASE);
        CREATE INDEX "pokemon_on_gameId_isRegistered_isShiny" ON "pokemon"("gameId", "isRegistered", "isShiny");
        CREATE TABLE "syncPendingRemovals" (
            "game" TEXT NOT NULL, "dexNumber" INTEGER NOT NULL, "form" TEXT NOT NULL, "changedAt" INTEGER NOT NULL,
            PRIMARY KEY ("game", "dexNumber", "form"));
        CREATE TRIGGER sync_game_added AFTER INSERT ON games
        BEGIN
            INSERT INTO syncPendingGames (slug, tracked, changedAt) VALUES (NEW.slug, 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
            ON CONFLICT (slug) DO UPDATE SET tracked = 1, changedAt = excluded.changedAt;
        END;
        CREATE TRIGGER sync_game_removed AFTER DELETE ON games
        BEGIN
            INSERT INTO syncPendingGames (slug, tracked, changedAt, removedAt) VALUES (OLD.slug, 0, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
            ON CONFLICT (slug) DO UPDATE SET tracked = 0, changedAt = excluded.changedAt, removedAt = excluded.removedAt;
        END;
        CREATE TABLE "gamesUsed" (
            "gameId" TEXT PRIMARY KEY NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
            "turn" INTEGER NOT NULL
        );
        INSERT INTO "preferences" VALUES(1,NULL,0,0);
        """#
}

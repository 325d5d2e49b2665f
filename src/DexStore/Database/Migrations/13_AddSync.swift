import SQLiteStore

/// What `dex sync` keeps (docs/formats.md, "Sync files"; the merge rules in docs/architecture.md):
///
/// - `syncRegisters`: the shared state, one row per register — a game's `game` (tracked with its options, or
///   removed) and `removed` (the last removal's clock), and an entry's `catch` (caught, shiny, traded as bits), `note`
///   and `conflict <machine>` (a note that lost to another written at once) — each with the clock and machine of the
///   write that set it, and for a note the writes it replaced (`supersedes`: `clock:machine …`, newest first), which
///   tells a note written over another from one written at the same time; and for an entry its `epoch`, the clock of
///   the game's last removal its writer had seen. Games are named by slug and entries by number and form, which every machine shares (row ids
///   are each machine's own). The session extension records this table's changes as the changesets sync files hold.
/// - `syncPending` and `syncPendingGames`: what changed here since the last sync, and when (milliseconds since
///   1970), kept by triggers (a note counts as written even when it is written unchanged: that settles a
///   conflict) so that every writer (mark, note, import, undo, add-game, remove-game…) is seen and a
///   sync with nothing new reads one empty table. Filled at first with everything the tracker already holds.
/// - `syncPeers`: how far each other machine's file has been applied; `syncState`: this machine's id and clock.
enum AddSync: Migration {
    static let identifier = "13_AddSync"

    /// Now in milliseconds since 1970, in SQL (`unixepoch('subsec')` is newer than Debian 12's SQLite).
    static let now = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE "syncRegisters" (
                "game" TEXT NOT NULL, "dexNumber" INTEGER NOT NULL, "form" TEXT NOT NULL, "field" TEXT NOT NULL,
                "value", "clock" INTEGER NOT NULL, "machine" TEXT NOT NULL, "supersedes" TEXT NOT NULL DEFAULT '',
                "epoch" INTEGER NOT NULL DEFAULT 0,
                PRIMARY KEY ("game", "dexNumber", "form", "field"));
            CREATE TABLE "syncPending" (
                "pokemonId" TEXT PRIMARY KEY NOT NULL REFERENCES "pokemon"("id") ON DELETE CASCADE,
                "changedAt" INTEGER NOT NULL);
            CREATE TABLE "syncPendingGames" (
                "slug" TEXT PRIMARY KEY NOT NULL, "tracked" BOOLEAN NOT NULL, "changedAt" INTEGER NOT NULL);
            CREATE TABLE "syncPeers" (
                "machine" TEXT PRIMARY KEY NOT NULL, "file" TEXT NOT NULL, "offset" INTEGER NOT NULL,
                "records" INTEGER NOT NULL, "lastClock" INTEGER NOT NULL, "appliedAt" INTEGER NOT NULL);
            CREATE TABLE "syncState" (
                "id" INTEGER PRIMARY KEY CHECK ("id" = 1), "machine" TEXT NOT NULL, "clock" INTEGER NOT NULL);
            CREATE TRIGGER sync_catch_changed AFTER UPDATE OF isRegistered, isShiny, isTraded ON pokemon
            WHEN OLD.isRegistered IS NOT NEW.isRegistered OR OLD.isShiny IS NOT NEW.isShiny
                OR OLD.isTraded IS NOT NEW.isTraded
            BEGIN
                INSERT OR REPLACE INTO syncPending (pokemonId, changedAt) VALUES (NEW.id, \(now));
            END;
            CREATE TRIGGER sync_note_written AFTER UPDATE OF notes ON pokemon
            BEGIN
                INSERT OR REPLACE INTO syncPending (pokemonId, changedAt) VALUES (NEW.id, \(now));
            END;
            CREATE TRIGGER sync_pokemon_inserted AFTER INSERT ON pokemon
            WHEN NEW.isRegistered OR NEW.isTraded OR NEW.notes <> ''
            BEGIN
                INSERT OR REPLACE INTO syncPending (pokemonId, changedAt) VALUES (NEW.id, \(now));
            END;
            CREATE TRIGGER sync_game_added AFTER INSERT ON games
            BEGIN
                INSERT OR REPLACE INTO syncPendingGames (slug, tracked, changedAt) VALUES (NEW.slug, 1, \(now));
            END;
            CREATE TRIGGER sync_game_removed AFTER DELETE ON games
            BEGIN
                INSERT OR REPLACE INTO syncPendingGames (slug, tracked, changedAt) VALUES (OLD.slug, 0, \(now));
            END;
            INSERT INTO syncPendingGames (slug, tracked, changedAt) SELECT slug, 1, createdAt * 1000 FROM games;
            INSERT INTO syncPending (pokemonId, changedAt)
                SELECT pokemon.id, games.createdAt * 1000 FROM pokemon JOIN games ON games.id = pokemon.gameId
                WHERE isRegistered OR isTraded OR notes <> '';
            """)
    }
}

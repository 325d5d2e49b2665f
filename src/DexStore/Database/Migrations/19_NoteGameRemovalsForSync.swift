import SQLiteStore

/// `syncPendingGames.removedAt`: when a game was removed here since the last sync, kept when it is added again before
/// that sync, so that the sync writes the removal before the new add (a game removed and added again, perhaps with
/// another starter, starts afresh on every machine).
enum NoteGameRemovalsForSync: Migration {
    static let identifier = "19_NoteGameRemovalsForSync"

    static func run(_ db: SQLiteConnection) throws {
        let now = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"
        try db.execute(
            """
            ALTER TABLE "syncPendingGames" ADD COLUMN "removedAt" INTEGER;
            UPDATE "syncPendingGames" SET "removedAt" = "changedAt" WHERE NOT "tracked";
            DROP TRIGGER "sync_game_added";
            DROP TRIGGER "sync_game_removed";
            CREATE TRIGGER sync_game_added AFTER INSERT ON games
            BEGIN
                INSERT INTO syncPendingGames (slug, tracked, changedAt) VALUES (NEW.slug, 1, \(now))
                ON CONFLICT (slug) DO UPDATE SET tracked = 1, changedAt = excluded.changedAt;
            END;
            CREATE TRIGGER sync_game_removed AFTER DELETE ON games
            BEGIN
                INSERT INTO syncPendingGames (slug, tracked, changedAt, removedAt) VALUES (OLD.slug, 0, \(now), \(now))
                ON CONFLICT (slug) DO UPDATE SET tracked = 0, changedAt = excluded.changedAt, removedAt = excluded.removedAt;
            END;
            """)
    }
}

import SQLiteStore

/// Reading the shared state: which registers count, and the notes in conflict.
enum SyncState {
    /// A register's value if its writer had seen the game's last removal, else the default: a game removed and
    /// tracked again starts afresh, and a removal wins over what other machines wrote before they saw it.
    static func effective(_ register: SyncRegister?, after removed: SyncRegister?, default empty: SQLiteValue) -> SQLiteValue {
        guard let register, register.epoch == (removed?.clock ?? 0) else { return empty }
        return register.value
    }

    /// The notes that lost to the entry's note and are not settled yet.
    static func conflicts(game: String, dexNumber: Int, form: String, _ db: SQLiteConnection) throws -> [SyncRegister] {
        try db.query(
            """
            SELECT field, value, clock, machine, supersedes, epoch FROM main.syncRegisters
            WHERE game = ? AND dexNumber = ? AND form = ? AND field >= 'conflict ' AND field < 'conflict!'
                AND value IS NOT NULL AND epoch = COALESCE((SELECT removed.clock FROM main.syncRegisters AS removed
                    WHERE removed.game = syncRegisters.game AND removed.dexNumber = 0 AND removed.form = ''
                    AND removed.field = 'removed'), 0)
            ORDER BY field
            """, [game, dexNumber, form]
        ).map { row in
            SyncRegister(
                game: game, dexNumber: dexNumber, form: form, field: try row.string("field"), value: try row.get("value"),
                clock: try row.int64("clock"), machine: try row.string("machine"), supersedes: try row.string("supersedes"),
                epoch: try row.int64("epoch"))
        }
    }

    /// This machine's id and clock, made on the first sync.
    static func machine(_ db: SQLiteConnection, making new: () -> String) throws -> (machine: String, clock: Int64) {
        if let row = try db.queryOne("SELECT machine, clock FROM syncState WHERE id = 1") {
            return (try row.string("machine"), try row.int64("clock"))
        }
        let machine = new()
        try db.execute("INSERT INTO syncState (id, machine, clock) VALUES (1, ?, 0)", [machine])
        return (machine, 0)
    }

    /// The temporary table the session records this machine's writes in, `syncRegisters`'s twin.
    static func prepareOutbox(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TEMP TABLE IF NOT EXISTS "syncRegisters" (
                "game" TEXT NOT NULL, "dexNumber" INTEGER NOT NULL, "form" TEXT NOT NULL, "field" TEXT NOT NULL,
                "value", "clock" INTEGER NOT NULL, "machine" TEXT NOT NULL, "supersedes" TEXT NOT NULL DEFAULT '',
                "epoch" INTEGER NOT NULL DEFAULT 0,
                PRIMARY KEY ("game", "dexNumber", "form", "field"));
            DELETE FROM temp.syncRegisters;
            """)
    }
}

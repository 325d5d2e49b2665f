import SQLiteStore

/// Writes this machine's records: registers written into `temp.syncRegisters` while an SQLite session records them
/// (as whole inserts, which the other machines' merge needs), copied into the shared state; the changeset framed and
/// handed to `publish` (which appends it to this machine's file, or writes the file afresh), noting where the file
/// then ends (`syncPeers`, under this machine's id).
struct SyncRecordWriter {
    let machine: String
    let db: SQLiteConnection
    /// Registers published, and the clock of the last record.
    private(set) var registers = 0
    private(set) var latest: Int64 = 0
    private var recorded = 0

    init(machine: String, db: SQLiteConnection) {
        self.machine = machine
        self.db = db
    }

    /// The changeset of what `write` puts into `temp.syncRegisters`, then copied into `main.syncRegisters`.
    mutating func recording(_ write: () throws -> Void) throws -> [UInt8] {
        try SyncState.prepareOutbox(db)
        let changeset = try db.recordingChanges(to: ["syncRegisters"], in: "temp") { _ in try write() }
        recorded = try db.queryValue("SELECT COUNT(*) FROM temp.syncRegisters", as: Int.self) ?? 0
        try db.execute(
            "INSERT OR REPLACE INTO main.syncRegisters SELECT * FROM temp.syncRegisters; DELETE FROM temp.syncRegisters")
        return changeset
    }

    /// Publishes `changeset` (nothing if empty) as a record stamped `clock`, through `publish`.
    mutating func publish(
        _ changeset: [UInt8], clock: Int64, afresh: Bool,
        through publish: (_ machine: String, _ record: [UInt8], _ afresh: Bool) throws -> (file: String, length: Int)
    ) throws {
        guard !changeset.isEmpty else { return }
        let written = try publish(machine, SyncFile.frame(SyncFile.Record(clock: clock, changeset: changeset)), afresh)
        try SyncLedger.recordOwnFile(written.file, end: written.length, lastClock: clock, now: clock, db)
        registers = afresh ? recorded : registers + recorded
        latest = max(latest, clock)
    }
}

import SQLiteStore

/// Applies another machine's records to `syncRegisters` with `sqlite3changeset_apply_v2`, whose conflict handler
/// holds the merge rule: every change is a whole register, and where this machine holds one under the same key, the
/// later write wins (`SyncRegister.wins`), the same on every machine. A note that loses to another is kept as a
/// conflict register of its machine, which the player settles by writing the note again.
struct SyncMerge {
    let db: SQLiteConnection
    /// The greatest clock seen.
    private(set) var latest: Int64 = 0
    /// Registers this machine took from the records.
    private(set) var taken = 0
    /// Notes that lost to another, new here.
    private(set) var conflicts: [SyncRegister] = []
    /// Adds of one game with different options, each with the add it lost to.
    private(set) var differentAdds: [(winner: SyncRegister, loser: SyncRegister)] = []

    init(db: SQLiteConnection) { self.db = db }

    /// Applies one record's changeset. A changeset SQLite cannot read throws, having changed nothing.
    mutating func apply(_ record: SyncFile.Record) throws {
        latest = max(latest, record.clock)
        var losers: [SyncRegister] = []
        var differentAdds: [(winner: SyncRegister, loser: SyncRegister)] = []
        var latest = self.latest
        let before = db.totalChanges
        try db.execute("SAVEPOINT sync_record")
        do {
            try db.apply(record.changeset) { change in
                guard change.table == "syncRegisters", change.operation == .insert,
                    let incoming = SyncRegister(change.after)
                else { return .omit }
                latest = max(latest, incoming.clock)
                guard change.kind == .existing else { return .omit }
                guard let current = SyncRegister({ $0 < change.current.count ? change.current[$0] : nil }) else {
                    return .replace
                }
                let incomingWins = incoming.wins(over: current)
                let (winner, loser) = incomingWins ? (incoming, current) : (current, incoming)
                // A note that lost to one written without seeing it: both kept. (One machine's writes follow one
                // another, even one it wrote to its file but did not commit before it was killed.)
                if incoming.field == SyncRegister.note, case .text(let lost) = loser.value, !lost.isEmpty,
                    loser.value != winner.value, loser.machine != winner.machine, !winner.replaced(loser)
                {
                    var conflict = loser
                    conflict.field = SyncRegister.conflictField(machine: loser.machine)
                    conflict.supersedes = ""
                    losers.append(conflict)
                }
                if loser.addsDifferently(from: winner) { differentAdds.append((winner, loser)) }
                return incomingWins ? .replace : .omit
            }
            try db.execute("RELEASE sync_record")
        } catch {
            try? db.execute("ROLLBACK TO sync_record")
            try? db.execute("RELEASE sync_record")
            throw error
        }
        self.latest = latest
        self.differentAdds += differentAdds
        taken += db.totalChanges - before
        for conflict in losers where try Self.isNew(conflict, db) {
            try conflict.upsertIfNewer(db)
            conflicts.append(conflict)
        }
    }

    /// Whether `conflict` is not yet recorded, nor settled by a later write.
    private static func isNew(_ conflict: SyncRegister, _ db: SQLiteConnection) throws -> Bool {
        guard
            let stored = try SyncRegister.fetch(
                game: conflict.game, dexNumber: conflict.dexNumber, form: conflict.form, field: conflict.field, db)
        else { return true }
        return conflict.wins(over: stored)
    }
}

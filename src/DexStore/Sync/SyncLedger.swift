import DexModel
import FoundationEssentials
import SQLiteStore

/// What `dex sync` keeps in the database (migration 13): this machine's id and clock, the shared state merged from
/// every machine's records, what changed here since the last sync, and how far each other machine's file was read.
/// The sync files themselves are read and written by `DexApp`, which hands the records in and takes this machine's
/// record out.
public struct SyncLedger: Sendable {
    let writer: DatabaseAccess

    /// Where this machine stands, read without writing: its id (nil before its first sync), whether it changed
    /// anything since, and how far each other machine's file was applied.
    public func position() throws -> SyncPosition {
        try writer.read { db in
            let machine = try db.queryValue("SELECT machine FROM syncState WHERE id = 1", as: String.self)
            return SyncPosition(
                machine: machine, name: try machine.flatMap { try SyncMachineName.own(machine: $0, db) },
                hasPending: try SyncExport.hasPending(db),
                holdsState: try db.queryOne("SELECT 1 AS held FROM main.syncRegisters LIMIT 1") != nil,
                peers: try Self.peers(db))
        }
    }

    /// One sync, in one transaction: the records of this machine's own file its database lacks (`own.unmerged`) are
    /// merged; this machine's changes since its last sync become one record, handed to `publish` (which appends it to
    /// this machine's file) before the transaction commits; the other machines' new records are merged, each batch
    /// only if its file was read from where this database says or from its start (another sync may have moved on
    /// meanwhile); with `own.republish`, this machine's file is written afresh instead, holding the whole shared
    /// state after the merge; and the tracker is brought in line with the result, as one journal entry. `name` names
    /// this machine (`sync --name`); without it, a machine not yet named takes `defaultName`.
    public func sync(
        _ batches: [SyncBatch], own: SyncOwnFile = SyncOwnFile(unmerged: nil, republish: false), now: Int64,
        newMachine: @escaping () -> String, name: String? = nil, defaultName: String = "",
        publish: (_ machine: String, _ record: [UInt8], _ afresh: Bool) throws -> (file: String, length: Int),
        games: SyncGameSource
    ) throws -> SyncOutcome {
        try writer.write { db in
            let (machine, clock) = try SyncState.machine(db, making: newMachine)
            var outcome = SyncOutcome(machine: machine)
            var latest = clock
            var merge = SyncMerge(db: db)
            if let unmerged = own.unmerged, unmerged.machine == machine {
                for record in unmerged.records { try merge.apply(record) }
                try Self.recordOwnFile(unmerged.file, end: unmerged.end, lastClock: unmerged.records.last?.clock, now: now, db)
            }
            let storedName = try SyncMachineName.own(machine: machine, db)
            let newName = (name ?? (storedName == nil ? defaultName : nil)).flatMap {
                $0 != storedName && SyncMachineName.problem(with: $0) == nil ? $0 : nil
            }
            var record = SyncRecordWriter(machine: machine, db: db)
            if try SyncExport.hasPending(db) || newName != nil {
                var export = SyncExport(machine: machine, db: db)
                export.name = newName.map { ($0, max(now, latest + 1)) }
                let changeset = try record.recording { try export.run() }
                // With the file to write afresh, this record goes in the whole state written after the merge.
                if !own.republish {
                    try record.publish(
                        changeset, clock: max(now, latest + 1, export.latest, merge.latest + 1), afresh: false, through: publish)
                }
                latest = max(latest, export.latest)
            }
            let known = try Self.peers(db)
            for batch in batches
            where batch.machine != machine
                && (batch.start == SyncFile.headerLength || batch.start == known[batch.machine]?.offset)
            {
                let before = merge.taken
                for record in batch.records { try merge.apply(record) }
                let last = batch.lastClock ?? batch.records.last?.clock ?? known[batch.machine]?.lastClock ?? 0
                try db.execute(
                    """
                    INSERT OR REPLACE INTO syncPeers (machine, file, offset, records, lastClock, appliedAt)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                    [
                        batch.machine, batch.file, batch.end,
                        (batch.start == SyncFile.headerLength ? 0 : known[batch.machine]?.records ?? 0) + batch.records.count,
                        last, now,
                    ])
                if !batch.records.isEmpty {
                    outcome.applied.append(
                        .init(machine: batch.machine, records: batch.records.count, registers: merge.taken - before))
                }
            }
            latest = max(latest, merge.latest)
            if own.republish, try db.queryOne("SELECT 1 AS held FROM main.syncRegisters LIMIT 1") != nil {
                let changeset = try record.recording {
                    try db.execute("INSERT INTO temp.syncRegisters SELECT * FROM main.syncRegisters")
                }
                latest = max(now, latest + 1)
                try record.publish(changeset, clock: latest, afresh: true, through: publish)
            }
            latest = max(latest, record.latest)
            outcome.written = record.registers
            outcome.gameConflicts = try SyncGameConflict.settled(merge.differentAdds, db)
            outcome.conflicts = merge.conflicts
                .map {
                    SyncConflict(game: $0.game, dexNumber: $0.dexNumber, form: $0.form, machine: $0.machine, note: $0.noteText)
                }
            if merge.taken > 0 || !merge.conflicts.isEmpty || !outcome.applied.isEmpty {
                var projection = SyncProjection(db: db, outcome: outcome)
                try projection.run(games: games)
                outcome = projection.outcome
            }
            outcome.generation1ShiniesKeptPlain = try Generation1Shinies.keepPlain(db)
            try db.execute("UPDATE syncState SET clock = ? WHERE id = 1", [latest])
            outcome.names = try SyncMachineName.all(db)
            return outcome
        }
    }

    /// `dex sync --status`: this machine, the others as far as they were applied, what is pending here, and the notes
    /// in conflict.
    public func status() throws -> SyncStatusReport {
        try writer.read { db in
            let state = try db.queryOne("SELECT machine, clock FROM syncState WHERE id = 1")
            let pending =
                try db.queryValue(
                    """
                    SELECT (SELECT COUNT(*) FROM syncPending) + (SELECT COUNT(*) FROM syncPendingGames)
                        + (SELECT COUNT(*) FROM syncPendingRemovals)
                    """, as: Int.self) ?? 0
            let conflicts = try db.query(
                """
                SELECT game, dexNumber, form, machine, value FROM main.syncRegisters
                WHERE field >= 'conflict ' AND field < 'conflict!' AND value IS NOT NULL
                    AND game IN (SELECT slug FROM games) AND epoch = COALESCE((SELECT removed.clock FROM main.syncRegisters AS removed
                    WHERE removed.game = syncRegisters.game AND removed.dexNumber = 0 AND removed.form = ''
                    AND removed.field = 'removed'), 0)
                ORDER BY game, dexNumber, form, machine
                """
            ).map { row in
                SyncConflict(
                    game: try row.string("game"), dexNumber: try row.int("dexNumber"), form: try row.string("form"),
                    machine: try row.string("machine"), note: (try? row.string("value")) ?? "")
            }
            let written = try db.queryOne(
                "SELECT COUNT(*) AS registers, MAX(clock) AS lastClock FROM main.syncRegisters WHERE machine = (SELECT machine FROM syncState)"
            )
            return SyncStatusReport(
                machine: try state?.string("machine"), names: try SyncMachineName.all(db),
                clock: try state?.int64("clock") ?? 0, pendingChanges: pending,
                ownLastClock: try written?.get("lastClock", as: Int64?.self) ?? nil,
                peers: try Self.peers(db).values.filter { $0.machine != (try state?.string("machine")) }
                    .sorted { $0.machine < $1.machine }, conflicts: conflicts)
        }
    }

    /// The notes in conflict on one entry (`dex show`, `dex note`), with the names of the machines they came from.
    public func conflicts(game: String, entry: EntryKey) throws -> (conflicts: [SyncConflict], names: [String: String]) {
        try writer.read { db in
            guard try db.tableExists("syncRegisters") else { return ([], [:]) }
            let conflicts = try SyncState.conflicts(game: game, dexNumber: entry.dexNumber, form: entry.form, db).map {
                SyncConflict(game: game, dexNumber: entry.dexNumber, form: entry.form, machine: $0.machine, note: $0.noteText)
            }
            return (conflicts, conflicts.isEmpty ? [:] : try SyncMachineName.all(db))
        }
    }

    /// Notes how far this machine's own file holds what its database holds, as for another machine's (`syncPeers`,
    /// under this machine's id).
    static func recordOwnFile(_ file: String, end: Int, lastClock: Int64?, now: Int64, _ db: SQLiteConnection) throws {
        try db.execute(
            """
            INSERT OR REPLACE INTO syncPeers (machine, file, offset, records, lastClock, appliedAt)
            SELECT machine, ?, ?, 0, ?, ? FROM syncState WHERE id = 1
            """, [file, end, lastClock ?? 0, now])
    }

    private static func peers(_ db: SQLiteConnection) throws -> [String: SyncPeer] {
        var peers: [String: SyncPeer] = [:]
        for row in try db.query("SELECT machine, file, offset, records, lastClock, appliedAt FROM syncPeers") {
            let peer = SyncPeer(
                machine: try row.string("machine"), file: try row.string("file"), offset: try row.int("offset"),
                records: try row.int("records"), lastClock: try row.int64("lastClock"), appliedAt: try row.int64("appliedAt"))
            peers[peer.machine] = peer
        }
        return peers
    }
}

extension SyncRegister {
    var noteText: String {
        if case .text(let text) = value { return text }
        return ""
    }
}

/// Where this machine stands before a sync.
public struct SyncPosition: Sendable {
    public var machine: String?
    /// This machine's name as last written to its file.
    public var name: String?
    public var hasPending: Bool
    /// Whether the shared state holds anything (which this machine's file must hold too).
    public var holdsState: Bool
    public var peers: [String: SyncPeer]
}

/// This machine's own file as the sync about to run finds it (`SyncLedger.sync`).
public struct SyncOwnFile: Sendable {
    /// Its records this database lacks: written by a sync killed before its transaction committed.
    public var unmerged: SyncBatch?
    /// Whether it lost what this machine wrote (gone, or an older copy), so that it is written afresh, holding the
    /// whole shared state.
    public var republish: Bool

    public init(unmerged: SyncBatch?, republish: Bool) {
        self.unmerged = unmerged
        self.republish = republish
    }
}

/// Another machine (or, under this machine's id, its own file) as this one last applied its file.
public struct SyncPeer: Sendable, Equatable {
    public var machine: String
    public var file: String
    /// Bytes of its file applied (the header's and the whole records').
    public var offset: Int
    public var records: Int
    /// The clock of its last record applied, milliseconds since 1970.
    public var lastClock: Int64
    public var appliedAt: Int64
}

/// Another machine's records new since the last sync, read from its file from `start` to `end`.
public struct SyncBatch: Sendable {
    public var machine: String
    public var file: String
    public var start: Int
    public var end: Int
    public var records: [SyncFile.Record]
    /// The clock of the file's last record read, when it is not the last of `records` (a record refused as invalid).
    public var lastClock: Int64?

    public init(machine: String, file: String, start: Int, end: Int, records: [SyncFile.Record]) {
        self.machine = machine
        self.file = file
        self.start = start
        self.end = end
        self.records = records
    }
}

/// Two notes written at once: the one that lost, kept until the player writes the note again.
public struct SyncConflict: Sendable, Equatable {
    public var game: String
    public var dexNumber: Int
    public var form: String
    public var machine: String
    public var note: String
}

/// What one sync did.
public struct SyncOutcome: Sendable {
    public struct Applied: Sendable {
        public var machine: String
        public var records: Int
        public var registers: Int
    }
    public struct UnlistedEntries: Sendable {
        public var slug: String
        public var entries: [EntryKey]
    }
    public struct SkippedGame: Sendable {
        public var slug: String
        public var error: any Error
    }
    public var machine: String
    /// Registers this machine wrote to its file (0: nothing new here).
    public var written = 0
    public var applied: [Applied] = []
    public var changedPokemon = 0
    public var addedGames: [String] = []
    public var removedGames: [String] = []
    /// Games another machine tracks that this one could not add (its manifest lacks them).
    public var skippedGames: [SkippedGame] = []
    /// Entries another machine has caught or noted that neither this game's manifest entry nor the national one
    /// lists, so that none could be added here; their registers are kept.
    public var unlistedEntries: [UnlistedEntries] = []
    public var conflicts: [SyncConflict] = []
    /// Games added on several machines with different options, settled by this sync.
    public var gameConflicts: [SyncGameConflict] = []
    /// Games tracked here that were seeded afresh with the options of the add every machine keeps.
    public var reseededGames: [String] = []
    /// Every machine's name, by id.
    public var names: [String: String] = [:]
    /// Generation 1 games in which another machine recorded shinies, kept ordinary here.
    public var generation1ShiniesKeptPlain: [String] = []
}

/// `dex sync --status`, as the database knows it.
public struct SyncStatusReport: Sendable {
    public var machine: String?
    /// Every machine's name, by id.
    public var names: [String: String]
    public var clock: Int64
    public var pendingChanges: Int
    public var ownLastClock: Int64?
    public var peers: [SyncPeer]
    public var conflicts: [SyncConflict]
}

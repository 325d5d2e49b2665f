import DexModel
import SQLiteStore

/// This machine's changes since its last sync, written as whole registers into `temp.syncRegisters`, empty before,
/// where a session records them as the inserts of its next record's changeset (an update's changeset would lack the
/// columns it leaves alone, which the other machines' merge needs), then copied into `main.syncRegisters`: what the triggers noted in `syncPending` and `syncPendingGames`, each stamped
/// with when it was made, raised past every stamp of the value it replaces (so that a machine whose clock is behind
/// still overrides what it has seen).
struct SyncExport {
    let machine: String
    let db: SQLiteConnection
    /// The greatest stamp written.
    private(set) var latest: Int64 = 0
    /// Registers written.
    private(set) var count = 0
    /// This machine's name to write, with when it was set, when it changed.
    var name: (text: String, at: Int64)?

    init(machine: String, db: SQLiteConnection) {
        self.machine = machine
        self.db = db
    }

    /// Whether anything changed here since the last sync.
    static func hasPending(_ db: SQLiteConnection) throws -> Bool {
        try db.queryOne(
            """
            SELECT 1 AS pending FROM syncPending UNION ALL SELECT 1 FROM syncPendingGames
            UNION ALL SELECT 1 FROM syncPendingRemovals LIMIT 1
            """) != nil
    }

    mutating func run() throws {
        if let name {
            let field = SyncMachineName.field(machine: machine)
            let stored = try SyncRegister.fetch(game: "", field: field, db)
            try write(field, of: "", value: .text(name.text), changedAt: name.at, over: [stored])
        }
        try exportGames()
        try exportRemovals()
        try exportEntries()
        try db.execute("DELETE FROM syncPending; DELETE FROM syncPendingGames; DELETE FROM syncPendingRemovals")
    }

    /// A tracked game's options, as its `game` register holds them (`games` is the game's row).
    static let optionsJSON = """
        json_object('starter', games.selectedStarter, 'forms', games.tracksForms, 'genders', games.tracksGenders,
                    'shiny', games.tracksShiny, 'spriteURLTemplate', games.spriteURLTemplate)
        """

    /// Each game added or removed here: a removal (the game NULL, and its `removed` register) before an add, so that
    /// a game removed and added again starts afresh everywhere; an add stamped when it was made, raised past the last
    /// removal only (of two adds after one removal, the earlier wins: `SyncRegister.wins`), with that removal's epoch.
    private mutating func exportGames() throws {
        let rows = try db.query(
            """
            SELECT pending.slug, pending.changedAt, COALESCE(pending.removedAt, CASE WHEN pending.tracked THEN NULL
                ELSE pending.changedAt END) AS removedAt, games.slug IS NOT NULL AS tracked, \(Self.optionsJSON) AS options
            FROM syncPendingGames AS pending LEFT JOIN games ON games.slug = pending.slug
            ORDER BY pending.slug
            """)
        for row in rows {
            let slug = try row.string("slug"), changedAt = try row.int64("changedAt")
            var current = try SyncRegister.fetch(game: slug, field: SyncRegister.game, db)
            var removed = try SyncRegister.fetch(game: slug, field: SyncRegister.removed, db)
            if let removedAt = try row.optionalInt64("removedAt"), let tracked = current, tracked.value != .null {
                let stamp = try write(
                    SyncRegister.game, of: slug, value: .null, changedAt: removedAt, over: [current, removed],
                    epoch: tracked.epoch)
                try write(SyncRegister.removed, of: slug, value: .null, changedAt: stamp, over: [removed])
                current = try SyncRegister.fetch(game: slug, field: SyncRegister.game, db)
                removed = try SyncRegister.fetch(game: slug, field: SyncRegister.removed, db)
            }
            guard try row.bool("tracked") else { continue }
            let options: SQLiteValue = .text(try row.string("options"))
            let epoch = removed?.clock ?? 0
            let stamp = [removed].compactMap { $0?.clock }.reduce(changedAt) { max($0, $1 + 1) }
            let add = SyncRegister(
                game: slug, dexNumber: 0, form: "", field: SyncRegister.game, value: options, clock: stamp, machine: machine,
                epoch: epoch)
            guard current.map(add.wins(over:)) ?? true else { continue }
            try write(SyncRegister.game, of: slug, value: options, changedAt: stamp, over: [], epoch: epoch)
        }
    }

    /// Entries undo took off their lists, as blank (an entry back on its list since is written after, by `exportEntries`).
    private mutating func exportRemovals() throws {
        let rows = try db.query(
            """
            SELECT removal.game, removal.dexNumber, removal.form, removal.changedAt FROM syncPendingRemovals AS removal
            JOIN games ON games.slug = removal.game ORDER BY removal.game, removal.dexNumber, removal.form
            """)
        for row in rows {
            let slug = try row.string("game"), number = try row.int("dexNumber"), form = try row.string("form")
            let removed = try SyncRegister.fetch(game: slug, field: SyncRegister.removed, db)
            for (field, blank) in SyncRegister.values(of: PlayerState()) {
                let stored = try SyncRegister.fetch(game: slug, dexNumber: number, form: form, field: field, db)
                if SyncState.effective(stored, after: removed, default: blank) != blank {
                    try write(
                        field, of: slug, number, form, value: blank, changedAt: try row.int64("changedAt"),
                        over: [stored, removed], supersedes: field == SyncRegister.note ? stored?.supersedingThis ?? "" : "",
                        epoch: removed?.clock ?? 0)
                }
            }
        }
    }

    private mutating func exportEntries() throws {
        let rows = try db.query(
            """
            SELECT games.slug, pokemon.dexNumber, pokemon.form, \(PlayerState.fields.map { "pokemon.\($0.column)" }.joined(separator: ", ")),
                pending.changedAt
            FROM syncPending AS pending JOIN pokemon ON pokemon.id = pending.pokemonId
            JOIN games ON games.id = pokemon.gameId
            ORDER BY games.slug, pokemon.dexNumber, pokemon.form
            """)
        for row in rows {
            let slug = try row.string("slug"), number = try row.int("dexNumber"), form = try row.string("form")
            let changedAt = try row.int64("changedAt")
            let removed = try SyncRegister.fetch(game: slug, field: SyncRegister.removed, db)
            let epoch = removed?.clock ?? 0
            let blanks = Dictionary(SyncRegister.values(of: PlayerState()), uniquingKeysWith: { first, _ in first })
            for (field, value) in SyncRegister.values(of: try PlayerState(row: row)) {
                let stored = try SyncRegister.fetch(game: slug, dexNumber: number, form: form, field: field, db)
                guard field == SyncRegister.note else {
                    if SyncState.effective(stored, after: removed, default: blanks[field] ?? .null) != value {
                        try write(
                            field, of: slug, number, form, value: value, changedAt: changedAt, over: [stored, removed],
                            epoch: epoch)
                    }
                    continue
                }
                let conflicts = try SyncState.conflicts(game: slug, dexNumber: number, form: form, db)
                if SyncState.effective(stored, after: removed, default: .text("")) != value || !conflicts.isEmpty {
                    // Writing the note again settles the notes that lost to it: they are cleared on every machine.
                    let stamp = try write(
                        field, of: slug, number, form, value: value, changedAt: changedAt,
                        over: [stored, removed] + conflicts, supersedes: stored?.supersedingThis ?? "", epoch: epoch)
                    for conflict in conflicts {
                        try write(
                            conflict.field, of: slug, number, form, value: .null, changedAt: stamp, over: [conflict], epoch: epoch
                        )
                    }
                }
            }
        }
    }

    /// Writes one register stamped `changedAt`, raised past the stamps of `replaced`; returns the stamp.
    @discardableResult
    private mutating func write(
        _ field: String, of slug: String, _ number: Int = 0, _ form: String = "", value: SQLiteValue, changedAt: Int64,
        over replaced: [SyncRegister?], supersedes: String = "", epoch: Int64 = 0
    ) throws -> Int64 {
        let stamp = replaced.compactMap { $0?.clock }.reduce(changedAt) { max($0, $1 + 1) }
        // Into the shared state too, at once: what is written next (an entry after its game's removal) builds on it.
        for table in ["temp.syncRegisters", "main.syncRegisters"] {
            try db.execute(
                """
                INSERT OR REPLACE INTO \(table) (game, dexNumber, form, field, value, clock, machine, supersedes, epoch)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [slug, number, form, field, value, stamp, machine, supersedes, epoch])
        }
        latest = max(latest, stamp)
        count += 1
        return stamp
    }
}

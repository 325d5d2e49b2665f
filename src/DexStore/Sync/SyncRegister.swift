import SQLiteStore

/// One row of `syncRegisters`: a value with the clock and machine of the write that set it. Every register merges
/// the same way, last writer wins: the greater clock, and between equal clocks the greater machine id, so every
/// machine that has seen the same writes holds the same value, whatever order it read them in.
struct SyncRegister: Equatable {
    /// The game (slug), the entry (number and form; 0 and "" for the game's own registers) and the field.
    var game: String
    var dexNumber: Int
    var form: String
    var field: String
    var value: SQLiteValue
    var clock: Int64
    var machine: String
    /// For a note, the writes it replaced, newest first (`clock:machine`, space-separated).
    var supersedes: String = ""
    /// For an entry, the clock of the last removal of its game its writer had seen (0: none): a write made without
    /// seeing a removal does not count after it, however late its clock, and a later epoch wins first.
    var epoch: Int64 = 0

    /// The fields: a game's own (`game`: its options while tracked, NULL once removed; `removed`: the clock of its
    /// last removal) and an entry's (`catch`: caught 1, shiny 2, traded 4; `note`; a note that lost to another
    /// written at once, one per machine it came from).
    static let game = "game", removed = "removed", catchState = "catch", note = "note", conflictPrefix = "conflict "

    /// How many earlier writes a note remembers.
    static let supersededLimit = 64

    static func conflictField(machine: String) -> String { conflictPrefix + machine }

    /// This write, as `supersedes` names it.
    var version: String { "\(clock):\(machine)" }

    /// Whether this write wins over `other`.
    func wins(over other: SyncRegister) -> Bool {
        if field == Self.game { return gameWins(over: other) }
        return (epoch, clock, machine) > (other.epoch, other.clock, other.machine)
    }

    /// Whether `other` was written over, directly or not, by this write.
    func replaced(_ other: SyncRegister) -> Bool {
        supersedes.split(separator: " ").contains { $0 == other.version }
    }

    /// `supersedes` for a write that replaces this one.
    var supersedingThis: String {
        ([version] + supersedes.split(separator: " ").prefix(Self.supersededLimit - 1).map(String.init))
            .joined(separator: " ")
    }

    init(
        game: String, dexNumber: Int, form: String, field: String, value: SQLiteValue, clock: Int64, machine: String,
        supersedes: String = "", epoch: Int64 = 0
    ) {
        self.game = game
        self.dexNumber = dexNumber
        self.form = form
        self.field = field
        self.value = value
        self.clock = clock
        self.machine = machine
        self.supersedes = supersedes
        self.epoch = epoch
    }

    /// The register a changeset's values describe (an insert's values, or the row it met), in the table's column
    /// order, or nil when they are not a register's.
    init?(_ values: (Int) -> SQLiteValue?) {
        guard case .text(let game)? = values(0), case .integer(let number)? = values(1), case .text(let form)? = values(2),
            case .text(let field)? = values(3), case .integer(let clock)? = values(5), case .text(let machine)? = values(6),
            let dexNumber = Int(exactly: number)
        else { return nil }
        var supersedes = ""
        if case .text(let text)? = values(7) { supersedes = text }
        var epoch: Int64 = 0
        if case .integer(let value)? = values(8) { epoch = value }
        self.init(
            game: game, dexNumber: dexNumber, form: form, field: field, value: values(4) ?? .null, clock: clock,
            machine: machine, supersedes: supersedes, epoch: epoch)
    }

    /// Writes this register unless the one stored wins over it.
    func upsertIfNewer(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            INSERT INTO main.syncRegisters AS stored (game, dexNumber, form, field, value, clock, machine, supersedes, epoch)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (game, dexNumber, form, field) DO UPDATE SET
                value = excluded.value, clock = excluded.clock, machine = excluded.machine,
                supersedes = excluded.supersedes, epoch = excluded.epoch
            WHERE (excluded.epoch, excluded.clock, excluded.machine) > (stored.epoch, stored.clock, stored.machine)
            """, [game, dexNumber, form, field, value, clock, machine, supersedes, epoch])
    }

    /// The stored register, if any.
    static func fetch(game: String, dexNumber: Int = 0, form: String = "", field: String, _ db: SQLiteConnection) throws
        -> SyncRegister?
    {
        guard
            let row = try db.queryOne(
                """
                SELECT value, clock, machine, supersedes, epoch FROM main.syncRegisters
                WHERE game = ? AND dexNumber = ? AND form = ? AND field = ?
                """, [game, dexNumber, form, field])
        else { return nil }
        return SyncRegister(
            game: game, dexNumber: dexNumber, form: form, field: field, value: try row.get("value"),
            clock: try row.int64("clock"), machine: try row.string("machine"), supersedes: try row.string("supersedes"),
            epoch: try row.int64("epoch"))
    }
}

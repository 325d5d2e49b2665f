/// One value of a field of `PlayerState`, as every format carries it.
public enum StateValue: Sendable, Hashable {
    case flag(Bool)
    case text(String)
    /// A day, or none.
    case day(CalendarDay?)
}

/// One field of `PlayerState` and how each place that keeps it spells it: the `pokemon` column, the key of the JSON
/// shapes (backups, `--json`), the CSV backup's column, how `dex sync` carries it and what `dex import` makes of it.
/// `PlayerState.fields` lists them all; the store, the journal, backups and sync read that list, not the fields.
public struct PlayerStateField: Sendable {
    public enum Kind: Sendable, Equatable {
        /// yes or no: 0/1 in the database, `true`/`false` in JSON, `yes`/`no` in CSV.
        case flag
        /// Text, "" when none.
        case text
        /// A `CalendarDay` or none: `2026-11-28` as text in the database, JSON and CSV; NULL, `null` or an empty cell.
        case day
    }

    /// How `dex sync` carries it between machines.
    public enum SyncCoding: Sendable, Equatable {
        /// A bit of the entry's `catch` register, merged with the other bits as one value.
        case catchBit(Int64)
        /// The `note` register, whose concurrent writes are kept as conflicts.
        case note
        /// A register of its own, named by `key`.
        case ownRegister
    }

    /// What `dex import` does with the file's value for a Pokémon already tracked, when merging (`--replace` and a game
    /// the import adds take the file's value whenever the file gives one).
    public enum ImportRule: Sendable, Equatable {
        /// Set when either says so.
        case either
        /// The file's value replaces the tracked one unless it is blank.
        case fileUnlessBlank
        /// The tracked value stays; the file's fills in one that is blank.
        case trackedFirst
        /// Only says how the import adds the Pokémon; a tracked one keeps its value.
        case addingOnly
    }

    /// The key of the JSON shapes and the CSV backup's column: `caught`.
    public let key: String
    /// The `pokemon` column: `isRegistered`.
    public let column: String
    public let kind: Kind
    public let sync: SyncCoding
    public let onImport: ImportRule
    /// Whether a backup writes it when blank: a reader takes a missing one as "keep what is tracked".
    public let writtenWhenBlank: Bool
    /// Kept only while the Pokémon is caught: blank otherwise.
    public let onlyWhileCaught: Bool
    private let read: @Sendable (PlayerState) -> StateValue
    private let write: @Sendable (inout PlayerState, StateValue) -> Void

    public func value(of state: PlayerState) -> StateValue { read(state) }

    /// Sets the field of `state`; a value of another kind changes nothing.
    public func set(_ value: StateValue, in state: inout PlayerState) { write(&state, value) }

    /// false, "" or no day.
    public var blank: StateValue {
        switch kind {
        case .flag: .flag(false)
        case .text: .text("")
        case .day: .day(nil)
        }
    }

    // MARK: - Declaring a field

    public static func flag(
        _ key: String, column: String, sync: SyncCoding, onImport: ImportRule, writtenWhenBlank: Bool = true,
        onlyWhileCaught: Bool = false, _ path: WritableKeyPath<PlayerState, Bool> & Sendable
    ) -> PlayerStateField {
        PlayerStateField(
            key: key, column: column, kind: .flag, sync: sync, onImport: onImport, writtenWhenBlank: writtenWhenBlank,
            onlyWhileCaught: onlyWhileCaught, read: { .flag($0[keyPath: path]) },
            write: { state, value in if case .flag(let flag) = value { state[keyPath: path] = flag } })
    }

    public static func text(
        _ key: String, column: String, sync: SyncCoding, onImport: ImportRule,
        _ path: WritableKeyPath<PlayerState, String> & Sendable
    ) -> PlayerStateField {
        PlayerStateField(
            key: key, column: column, kind: .text, sync: sync, onImport: onImport, writtenWhenBlank: true,
            onlyWhileCaught: false, read: { .text($0[keyPath: path]) },
            write: { state, value in if case .text(let text) = value { state[keyPath: path] = text } })
    }

    public static func day(
        _ key: String, column: String, onImport: ImportRule, onlyWhileCaught: Bool,
        _ path: WritableKeyPath<PlayerState, CalendarDay?> & Sendable
    ) -> PlayerStateField {
        PlayerStateField(
            key: key, column: column, kind: .day, sync: .ownRegister, onImport: onImport, writtenWhenBlank: false,
            onlyWhileCaught: onlyWhileCaught, read: { .day($0[keyPath: path]) },
            write: { state, value in if case .day(let day) = value { state[keyPath: path] = day } })
    }

    // MARK: - As text (CSV cells, the database's text)

    /// The CSV backup's cell: `yes`/`no`, the text, the day or "".
    public func csvCell(_ value: StateValue) -> String {
        switch value {
        case .flag(let flag): flag ? "yes" : "no"
        case .text(let text): text
        case .day(let day): day?.description ?? ""
        }
    }

    /// A CSV cell read back; nil when it is not a value of this kind (the problem then says what is expected).
    public func value(csvCell cell: String) -> StateValue? {
        switch kind {
        case .flag: Self.flag(cell).map(StateValue.flag)
        case .text: .text(cell)
        case .day:
            cell.trimmingWhitespace().isEmpty ? .day(nil) : CalendarDay(cell.trimmingWhitespace()).map(StateValue.day)
        }
    }

    /// What a cell or JSON value of this kind must be, for an error message.
    public var expected: String {
        switch kind {
        case .flag: "yes/no, true/false or 1/0"
        case .text: "text"
        case .day: "a day written YYYY-MM-DD, or nothing"
        }
    }

    /// yes/no, y/n, true/false, 1/0, x or ✓, any case; an empty cell is no.
    public static func flag(_ text: String) -> Bool? {
        switch text.trimmingWhitespace().lowercased() {
        case "yes", "y", "true", "1", "x", "✓": true
        case "no", "n", "false", "0", "": false
        default: nil
        }
    }
}

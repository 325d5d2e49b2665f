/// What the player has of one Pokémon of a tracked game: whether it is caught, shiny, received in a trade, and their
/// note. `fields` declares each of them once, with its column, keys and codings; every place that keeps or carries
/// the state (the store's writer, the undo journal, backups, sync, `--json`) goes through that list.
public struct PlayerState: Sendable, Hashable {
    /// Whether the player has caught it. Stored as `isRegistered`, the column's name since the first version.
    public var isCaught: Bool
    /// Whether the one the player holds is shiny (only ever with `isCaught`).
    public var isShiny: Bool
    /// Added by the player as received in a trade (`dex mark REF --traded`), not seeded from the manifest.
    public var isTraded: Bool
    /// The player's own note ("" when none).
    public var notes: String
    /// The day it was caught (only ever with `isCaught`; nil for a catch whose day is not known).
    public var caughtOn: CalendarDay?

    @inlinable public init(
        isCaught: Bool = false, isShiny: Bool = false, isTraded: Bool = false, notes: String = "", caughtOn: CalendarDay? = nil
    ) {
        self.isCaught = isCaught
        self.isShiny = isShiny
        self.isTraded = isTraded
        self.notes = notes
        self.caughtOn = caughtOn
    }

    /// Every field, in the order the formats write them.
    public static let fields: [PlayerStateField] = [
        .flag("caught", column: "isRegistered", sync: .catchBit(1), onImport: .either, \.isCaught),
        .flag("shiny", column: "isShiny", sync: .catchBit(2), onImport: .either, onlyWhileCaught: true, \.isShiny),
        .flag("traded", column: "isTraded", sync: .catchBit(4), onImport: .addingOnly, writtenWhenBlank: false, \.isTraded),
        .text("notes", column: "notes", sync: .note, onImport: .fileUnlessBlank, \.notes),
        .day("caughtOn", column: "caughtOn", onImport: .trackedFirst, onlyWhileCaught: true, \.caughtOn),
    ]

    /// The field `key` names (`caught`), if any.
    public static func field(_ key: String) -> PlayerStateField? { fields.first { $0.key == key } }

    /// This state as a command leaves it, `before` being the state it changed: what only holds while caught is
    /// cleared when not caught, and a Pokémon that becomes caught is caught today unless given a day. Every change a
    /// command makes is settled so; undo and sync put back exactly what was.
    public func settled(from before: PlayerState, on today: CalendarDay) -> PlayerState {
        var state = self
        if !state.isCaught {
            for field in Self.fields where field.onlyWhileCaught { field.set(field.blank, in: &state) }
        } else if state.caughtOn == nil {
            state.caughtOn = before.isCaught ? before.caughtOn : today
        }
        return state
    }
}

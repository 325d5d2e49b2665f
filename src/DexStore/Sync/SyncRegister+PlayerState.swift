import DexModel
import SQLiteStore

/// The player's state as registers, by `PlayerState.fields`' sync codings: the `catch` register holds the flags
/// that are its bits, `note` the note, and every other field a register named by its key.
extension SyncRegister {
    /// The fields of an entry's registers that hold its state.
    static var stateFields: [String] {
        [catchState, note] + PlayerState.fields.filter { $0.sync == .ownRegister }.map(\.key)
    }

    /// Each register of `state`, by field, with its value.
    static func values(of state: PlayerState) -> [(field: String, value: SQLiteValue)] {
        var bits: Int64 = 0
        var values: [(String, SQLiteValue)] = []
        for field in PlayerState.fields {
            let value = field.value(of: state)
            switch field.sync {
            case .catchBit(let bit): if value == .flag(true) { bits |= bit }
            case .note: values.append((note, field.storedValue(value).sqliteValue))
            case .ownRegister: values.append((field.key, field.storedValue(value).sqliteValue))
            }
        }
        return [(catchState, .integer(bits))] + values
    }

    /// `state` with the register `field`'s value taken; a value of the wrong kind changes nothing.
    static func applying(field: String, value: SQLiteValue, to state: PlayerState) -> PlayerState {
        var state = state
        for declared in PlayerState.fields {
            switch declared.sync {
            case .catchBit(let bit):
                if field == catchState, case .integer(let bits) = value { declared.set(.flag(bits & bit != 0), in: &state) }
            case .note:
                if field == note, case .text = value, let taken = declared.value(stored: value) {
                    declared.set(taken, in: &state)
                }
            case .ownRegister:
                if field == declared.key, let taken = declared.value(stored: value) { declared.set(taken, in: &state) }
            }
        }
        return state
    }

    /// `WHEN 'catch' THEN live.value IS NOT (…) WHEN 'note' THEN …`: whether the register `live` differs from the
    /// entry `pokemon`'s column(s).
    static var differsSQL: String {
        let bits = PlayerState.fields.compactMap { field -> String? in
            guard case .catchBit(let bit) = field.sync else { return nil }
            return "(pokemon.\(field.column) * \(bit))"
        }
        var cases = ["WHEN '\(catchState)' THEN live.value IS NOT (\(bits.joined(separator: " | ")))"]
        for field in PlayerState.fields {
            switch field.sync {
            case .catchBit: continue
            case .note: cases.append("WHEN '\(note)' THEN live.value IS NOT pokemon.\(field.column)")
            case .ownRegister: cases.append("WHEN '\(field.key)' THEN live.value IS NOT pokemon.\(field.column)")
            }
        }
        return cases.joined(separator: " ")
    }
}

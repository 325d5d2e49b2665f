import DexModel
import SQLiteStore

/// The player's state as `pokemon` stores it: one column per field of `PlayerState.fields`.
extension PlayerState {
    /// The columns, each with its value in a Pokémon, for `Pokemon.table`.
    static var recordColumns: [RecordTable<Pokemon>.Column] {
        fields.map { field in
            let value: @Sendable (Pokemon) -> (any SQLiteValueConvertible)? = { field.storedValue(field.value(of: $0.state)) }
            return (field.column, value)
        }
    }

    /// Reads every field's column, by name.
    init(row: SQLiteRow) throws {
        self.init()
        for field in Self.fields {
            switch field.kind {
            case .flag: field.set(.flag(try row.bool(field.column)), in: &self)
            case .text: field.set(.text(try row.string(field.column)), in: &self)
            case .day: field.set(.day(try row.optionalString(field.column).flatMap(CalendarDay.init)), in: &self)
            }
        }
    }

    /// Binds every field's value, in `fields`' order.
    func bind(to values: inout SQLiteBindings) {
        for field in Self.fields {
            switch field.value(of: self) {
            case .flag(let flag): values.bind(flag)
            case .text(let text): values.bind(text)
            case .day(let day): values.bind(day?.description)
            }
        }
    }

    /// `'isRegistered', alias.isRegistered, 'isShiny', alias.isShiny, …`: the fields as the journal's JSON objects hold
    /// them, keyed by column.
    static func jsonPairs(from alias: String) -> String {
        fields.map { "'\($0.column)', \(alias).\"\($0.column)\"" }.joined(separator: ", ")
    }

    /// `{"isRegistered":1,"isShiny":0,…}`'s members, without the braces: this state as the journal holds it.
    var jsonMembers: String {
        Self.fields.map { field in
            let value: String =
                switch field.value(of: self) {
                case .flag(let flag): flag ? "1" : "0"
                case .text(let text): JSONText.quoted(text)
                case .day(let day): day.map { JSONText.quoted($0.description) } ?? "null"
                }
            return "\"\(field.column)\":\(value)"
        }.joined(separator: ",")
    }
}

extension PlayerStateField {
    /// The value as its column holds it.
    func storedValue(_ value: StateValue) -> any SQLiteValueConvertible {
        switch value {
        case .flag(let flag): flag
        case .text(let text): text
        case .day(let day): day.map { SQLiteValue.text($0.description) } ?? SQLiteValue.null
        }
    }

    /// The value of a register or column read back; nil when it is not one of this kind.
    func value(stored: SQLiteValue) -> StateValue? {
        switch (kind, stored) {
        case (.flag, .integer(let number)): .flag(number != 0)
        case (.text, .text(let text)): .text(text)
        case (.day, .null): .day(nil)
        case (.day, .text(let text)): CalendarDay(text).map(StateValue.day)
        default: nil
        }
    }
}

/// JSON text built by hand, for the journal's one-statement inserts.
enum JSONText {
    /// A JSON string: quotes, backslashes and the C0 controls escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension PlayerState {
    /// The column of whether it is caught, which the fields kept only while caught follow.
    static let caughtColumn = "isRegistered"
}

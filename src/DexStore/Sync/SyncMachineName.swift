import SQLiteStore

/// The name a person knows a machine by (its host name, or one set with `dex sync --name`), which `dex sync` shows
/// instead of the machine's id. Each machine writes its own as the register `name <machine>` of no game
/// (`game` `''`), so every machine that reads its file learns it.
public enum SyncMachineName {
    public static let maximumLength = 40
    static let fieldPrefix = "name "

    static func field(machine: String) -> String { fieldPrefix + machine }

    /// Why `name` cannot name a machine, or nil when it can.
    public static func problem(with name: String) -> String? {
        if name.isEmpty || name.allSatisfy(\.isWhitespace) { return "it is empty" }
        if name.count > maximumLength { return "it is longer than \(maximumLength) characters" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{7F}" }) {
            return "it holds a control character"
        }
        if name != name.trimmingWhitespace { return "it starts or ends with a space" }
        return nil
    }

    /// Every machine's name as the shared state holds it, by id.
    static func all(_ db: SQLiteConnection) throws -> [String: String] {
        var names: [String: String] = [:]
        for row in try db.query(
            """
            SELECT substr(field, \(fieldPrefix.count + 1)) AS machine, value FROM main.syncRegisters
            WHERE game = '' AND dexNumber = 0 AND form = '' AND field >= 'name ' AND field < 'name!' AND typeof(value) = 'text'
            """)
        {
            names[try row.string("machine")] = try row.string("value")
        }
        return names
    }

    /// This machine's name as last written, if any.
    static func own(machine: String, _ db: SQLiteConnection) throws -> String? {
        try db.queryValue(
            "SELECT value FROM main.syncRegisters WHERE game = '' AND dexNumber = 0 AND form = '' AND field = ?",
            [field(machine: machine)], as: String.self)
    }
}

extension String {
    fileprivate var trimmingWhitespace: Substring {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return text
    }
}

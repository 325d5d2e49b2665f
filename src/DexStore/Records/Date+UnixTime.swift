import FoundationEssentials
import SQLiteStore

/// How times are stored: whole seconds since 1970 (Unix time), which `sqlite3` users can read with
/// `datetime(createdAt, 'unixepoch')`.
extension Date: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .integer(unixTime) }

    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let seconds) = sqliteValue else { return nil }
        self.init(timeIntervalSince1970: Double(seconds))
    }

    public static var sqliteTypeName: String { "INTEGER (Unix time)" }

    /// The whole seconds since 1970, as stored.
    var unixTime: Int64 { Int64(timeIntervalSince1970) }
}

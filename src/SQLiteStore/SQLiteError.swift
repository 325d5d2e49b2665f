import CSQLite

/// An error SQLite reported (or a misuse of this library, with code `misuse`), with the SQL that caused it.
///
/// Match `code` (the primary result code) to tell the kinds apart, e.g. `error.code == .busy`;
/// `extendedCode` refines it, e.g. `.constraintForeignKey` under `.constraint`.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A SQLite result code (https://sqlite.org/rescode.html), primary or extended.
    public struct Code: RawRepresentable, Hashable, Sendable {
        public var rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// The primary code an extended code belongs to (its low byte).
        public var primary: Code { Code(rawValue: rawValue & 0xFF) }

        public static let error = Code(rawValue: SQLITE_ERROR)
        public static let `internal` = Code(rawValue: SQLITE_INTERNAL)
        public static let permission = Code(rawValue: SQLITE_PERM)
        public static let abort = Code(rawValue: SQLITE_ABORT)
        public static let busy = Code(rawValue: SQLITE_BUSY)
        public static let locked = Code(rawValue: SQLITE_LOCKED)
        public static let noMemory = Code(rawValue: SQLITE_NOMEM)
        public static let readOnly = Code(rawValue: SQLITE_READONLY)
        public static let interrupt = Code(rawValue: SQLITE_INTERRUPT)
        public static let ioErr = Code(rawValue: SQLITE_IOERR)
        public static let corrupt = Code(rawValue: SQLITE_CORRUPT)
        public static let full = Code(rawValue: SQLITE_FULL)
        public static let cantOpen = Code(rawValue: SQLITE_CANTOPEN)
        public static let `protocol` = Code(rawValue: SQLITE_PROTOCOL)
        public static let schema = Code(rawValue: SQLITE_SCHEMA)
        public static let tooBig = Code(rawValue: SQLITE_TOOBIG)
        public static let constraint = Code(rawValue: SQLITE_CONSTRAINT)
        public static let mismatch = Code(rawValue: SQLITE_MISMATCH)
        public static let misuse = Code(rawValue: SQLITE_MISUSE)
        public static let auth = Code(rawValue: SQLITE_AUTH)
        public static let range = Code(rawValue: SQLITE_RANGE)
        public static let notADatabase = Code(rawValue: SQLITE_NOTADB)

        // Extended codes (values from sqlite3.h, which Swift does not import: they are macros over macros).
        public static let constraintCheck = Code(rawValue: SQLITE_CONSTRAINT | (1 << 8))
        public static let constraintForeignKey = Code(rawValue: SQLITE_CONSTRAINT | (3 << 8))
        public static let constraintNotNull = Code(rawValue: SQLITE_CONSTRAINT | (5 << 8))
        public static let constraintPrimaryKey = Code(rawValue: SQLITE_CONSTRAINT | (6 << 8))
        public static let constraintUnique = Code(rawValue: SQLITE_CONSTRAINT | (8 << 8))
        public static let readOnlyDatabaseMoved = Code(rawValue: SQLITE_READONLY | (4 << 8))
        public static let busySnapshot = Code(rawValue: SQLITE_BUSY | (2 << 8))
    }

    /// The primary result code: `busy`, `corrupt`, `constraint`…
    public var code: Code
    /// The extended result code, e.g. `constraintForeignKey`; equal to `code` when SQLite gave no detail.
    public var extendedCode: Code
    public var message: String
    /// The statement that failed, when there was one.
    public var sql: String?

    public init(code: Code, extendedCode: Code? = nil, message: String, sql: String? = nil) {
        self.code = code.primary
        self.extendedCode = extendedCode ?? code
        self.message = message
        self.sql = sql
    }

    /// Library misuse found before SQLite was asked (nested access, arguments that do not fit…).
    static func misuse(_ message: String, sql: String? = nil) -> SQLiteError {
        SQLiteError(code: .misuse, message: message, sql: sql)
    }

    /// The error the connection `db` holds after a call returned `resultCode`.
    init(resultCode: Int32, connection db: OpaquePointer?, sql: String? = nil) {
        let extended = db.map { sqlite3_extended_errcode($0) } ?? resultCode
        // The connection's error can be stale when the failure came from elsewhere (e.g. a backup step).
        let detailed = extended & 0xFF == resultCode & 0xFF ? extended : resultCode
        let message =
            db.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? String(cString: sqlite3_errstr(resultCode))
        self.init(code: Code(rawValue: detailed), extendedCode: Code(rawValue: detailed), message: message, sql: sql)
    }

    public var description: String {
        var text = "SQLite error \(code.rawValue)"
        if extendedCode != code { text += " (extended \(extendedCode.rawValue))" }
        text += ": \(message)"
        if let sql { text += " — in `\(sql)`" }
        return text
    }
}

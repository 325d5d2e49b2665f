import CSQLite

/// SQLite's session extension (https://sqlite.org/sessionintro.html): the changes a connection makes to some tables,
/// recorded as a changeset that another database applies.
extension SQLiteConnection {
    /// Runs `body` with a session recording the changes it makes to `tables` of `schema` (`main`, `temp`), and
    /// returns the changeset (empty when nothing changed). Call it inside a transaction, so that the changes and their
    /// changeset commit together.
    public func recordingChanges(to tables: [String], in schema: String = "main", _ body: (SQLiteConnection) throws -> Void)
        throws -> [UInt8]
    {
        var session: OpaquePointer?
        var code = sqlite3session_create(handle, schema, &session)
        guard code == SQLITE_OK, let session else { throw SQLiteError(resultCode: code, connection: handle, sql: "session") }
        defer { sqlite3session_delete(session) }
        for table in tables {
            code = sqlite3session_attach(session, table)
            guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, connection: handle, sql: "session") }
        }
        try body(self)
        var size: Int32 = 0
        var bytes: UnsafeMutableRawPointer?
        code = sqlite3session_changeset(session, &size, &bytes)
        guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, connection: handle, sql: "session") }
        defer { sqlite3_free(bytes) }
        guard let bytes, size > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: Int(size)))
    }

    /// Applies `changeset` (`sqlite3changeset_apply_v2`), asking `resolve` what to do with each change that meets a
    /// row other than the one it expects. A changeset SQLite cannot read throws `SQLiteError` and changes nothing
    /// (call it inside a transaction or savepoint).
    public func apply(_ changeset: [UInt8], resolve: (ChangesetConflict) -> ChangesetConflict.Resolution) throws {
        guard !changeset.isEmpty else { return }
        try withoutActuallyEscaping(resolve) { resolve in
            let context = ConflictContext(resolve: resolve)
            let code = changeset.withUnsafeBytes { buffer -> Int32 in
                withExtendedLifetime(context) {
                    sqlite3changeset_apply_v2(
                        handle, Int32(buffer.count), UnsafeMutableRawPointer(mutating: buffer.baseAddress),
                        nil,
                        { context, kind, iterator in
                            guard let context, let iterator else { return SQLITE_CHANGESET_ABORT }
                            let box = Unmanaged<ConflictContext>.fromOpaque(context).takeUnretainedValue()
                            guard let conflict = ChangesetConflict(kind: kind, iterator: iterator) else {
                                return SQLITE_CHANGESET_OMIT
                            }
                            return box.resolve(conflict).code
                        },
                        Unmanaged.passUnretained(context).toOpaque(), nil, nil, 0)
                }
            }
            guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, connection: handle, sql: "changeset") }
        }
    }

    /// Every change of `changeset` in order, without applying it: a changeset SQLite cannot read throws.
    public static func changes(in changeset: [UInt8]) throws -> [ChangesetConflict] {
        guard !changeset.isEmpty else { return [] }
        SQLiteLibrary.configured
        return try changeset.withUnsafeBytes { buffer in
            var iterator: OpaquePointer?
            var code = sqlite3changeset_start(
                &iterator, Int32(buffer.count), UnsafeMutableRawPointer(mutating: buffer.baseAddress))
            guard code == SQLITE_OK, let iterator else {
                throw SQLiteError(code: .init(rawValue: code), message: "not a changeset")
            }
            var changes: [ChangesetConflict] = []
            while true {
                code = sqlite3changeset_next(iterator)
                guard code == SQLITE_ROW else { break }
                if let change = ChangesetConflict(kind: 0, iterator: iterator) { changes.append(change) }
            }
            let finished = sqlite3changeset_finalize(iterator)
            guard code == SQLITE_DONE, finished == SQLITE_OK else {
                throw SQLiteError(code: .init(rawValue: code == SQLITE_DONE ? finished : code), message: "a damaged changeset")
            }
            return changes
        }
    }
}

private final class ConflictContext {
    let resolve: (ChangesetConflict) -> ChangesetConflict.Resolution
    init(resolve: @escaping (ChangesetConflict) -> ChangesetConflict.Resolution) { self.resolve = resolve }
}

/// One change of a changeset as the conflict handler sees it: the table, the operation, the change's old and new
/// values and, for a conflict, the row the database holds.
public struct ChangesetConflict: Sendable {
    public enum Kind: Sendable {
        /// The row is there with other values than the change's old ones (an update or delete), or is already there
        /// (an insert).
        case data, existing
        /// The row the update or delete expects is not there.
        case notFound
        /// A constraint or foreign key refused the change, or the changeset is only being read.
        case other
    }
    public enum Operation: Sendable { case insert, update, delete }
    public enum Resolution: Sendable {
        /// Keep the database's row.
        case omit
        /// Write the change over it (only for `data` and `existing`).
        case replace

        var code: Int32 {
            switch self {
            case .omit: SQLITE_CHANGESET_OMIT
            case .replace: SQLITE_CHANGESET_REPLACE
            }
        }
    }

    public var kind: Kind
    public var table: String
    public var operation: Operation
    /// Each column's value before the change (nil: not recorded, as for an insert, or an update's unchanged column).
    public var old: [SQLiteValue?]
    /// Each column's value after the change (nil: not recorded, as for a delete, or an update's unchanged column).
    public var new: [SQLiteValue?]
    /// The row in the database the change conflicts with (`data`, `existing`), else empty.
    public var current: [SQLiteValue?]

    /// The change's value of column `index` once applied: its new value, else (unchanged by an update) its old one.
    public func after(_ index: Int) -> SQLiteValue? {
        (index < new.count ? new[index] : nil) ?? (index < old.count ? old[index] : nil)
    }

    init?(kind code: Int32, iterator: OpaquePointer) {
        var table: UnsafePointer<CChar>?
        var columns: Int32 = 0, operation: Int32 = 0, indirect: Int32 = 0
        guard sqlite3changeset_op(iterator, &table, &columns, &operation, &indirect) == SQLITE_OK, let table else {
            return nil
        }
        self.table = String(cString: table)
        switch code {
        case SQLITE_CHANGESET_DATA: kind = .data
        case SQLITE_CHANGESET_CONFLICT: kind = .existing
        case SQLITE_CHANGESET_NOTFOUND: kind = .notFound
        default: kind = .other
        }
        switch operation {
        case SQLITE_INSERT: self.operation = .insert
        case SQLITE_UPDATE: self.operation = .update
        default: self.operation = .delete
        }
        func values(_ read: (Int32, UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> [SQLiteValue?] {
            (0..<columns).map { column in
                var value: OpaquePointer?
                guard read(column, &value) == SQLITE_OK, let value else { return nil }
                return SQLiteValue(value)
            }
        }
        old = self.operation == .insert ? [] : values { sqlite3changeset_old(iterator, $0, $1) }
        new = self.operation == .delete ? [] : values { sqlite3changeset_new(iterator, $0, $1) }
        current =
            kind == .data || kind == .existing ? values { sqlite3changeset_conflict(iterator, $0, $1) } : []
    }
}

extension SQLiteValue {
    /// A protected or unprotected `sqlite3_value` as a Swift value.
    init(_ value: OpaquePointer) {
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: self = .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT: self = .real(sqlite3_value_double(value))
        case SQLITE_TEXT:
            let count = Int(sqlite3_value_bytes(value))
            guard let text = sqlite3_value_text(value) else {
                self = .text("")
                return
            }
            self = .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(value))
            guard let blob = sqlite3_value_blob(value) else {
                self = .blob([])
                return
            }
            self = .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
        default: self = .null
        }
    }
}

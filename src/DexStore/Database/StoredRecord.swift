import SQLiteStore

/// A model kept as one row of a table: its columns listed once, in `table`, and read back by name in `init(row:)`.
protocol StoredRecord: Sendable {
    static var table: RecordTable<Self> { get }
    /// Reads the columns `table` lists, by name.
    init(row: SQLiteRow) throws
}

/// A table's columns as a model stores them: each column's name with its value in a model, the primary key's columns first.
/// When a migration adds a column, it is added here and to the model's `init(row:)`; `StoredRecordTests` checks the
/// list against the schema.
struct RecordTable<Record>: Sendable {
    typealias Column = (name: String, value: @Sendable (Record) -> (any SQLiteValueConvertible)?)

    let name: String
    let columns: [Column]
    let keyColumns: Int
    /// "id, slug, …": what a fetch selects.
    let selection: String
    /// "INSERT INTO name (id, slug, …) VALUES (?, ?, …)", the columns in their order.
    let insertSQL: String
    private let upsertSQL: String
    private let deleteSQL: String

    /// `keyColumns`: how many of the first columns make the primary key.
    init(_ name: String, keyColumns: Int = 1, _ columns: [Column]) {
        self.name = name
        self.columns = columns
        self.keyColumns = keyColumns
        let names = columns.map(\.name)
        selection = names.joined(separator: ", ")
        insertSQL =
            "INSERT INTO \(name) (\(selection)) VALUES (\(Array(repeating: "?", count: names.count).joined(separator: ", ")))"
        let key = names.prefix(keyColumns)
        upsertSQL =
            insertSQL + " ON CONFLICT (\(key.joined(separator: ", "))) DO UPDATE SET "
            + names.dropFirst(keyColumns).map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        deleteSQL = "DELETE FROM \(name) WHERE " + key.map { "\($0) = ?" }.joined(separator: " AND ")
    }

    /// The same columns prefixed by `alias` and named as in the table (`pokemon.id AS id, …`), for a join.
    func selection(from alias: String) -> String {
        columns.map { "\(alias).\($0.name) AS \($0.name)" }.joined(separator: ", ")
    }

    fileprivate func insert(_ record: Record, upserting: Bool, in db: SQLiteConnection) throws {
        try db.execute(upserting ? upsertSQL : insertSQL, columns.map { $0.value(record) })
    }

    fileprivate func delete(_ record: Record, in db: SQLiteConnection) throws {
        try db.execute(deleteSQL, columns.prefix(keyColumns).map { $0.value(record) })
    }
}

extension StoredRecord {
    /// The rows `clauses` (`WHERE …`, `ORDER BY …`) select, as models.
    static func fetchAll(_ db: SQLiteConnection, _ clauses: String = "", _ arguments: SQLiteConnection.Arguments = []) throws
        -> [Self]
    {
        try db.query("SELECT \(table.selection) FROM \(table.name) \(clauses)", arguments).map(Self.init(row:))
    }

    /// The first row `clauses` select, or nil.
    static func fetchOne(_ db: SQLiteConnection, _ clauses: String = "", _ arguments: SQLiteConnection.Arguments = []) throws
        -> Self?
    {
        try db.queryOne("SELECT \(table.selection) FROM \(table.name) \(clauses)", arguments).map(Self.init(row:))
    }

    func insert(_ db: SQLiteConnection) throws {
        try Self.table.insert(self, upserting: false, in: db)
    }

    /// Inserts the row, or replaces every column of the row with its primary key.
    func upsert(_ db: SQLiteConnection) throws {
        try Self.table.insert(self, upserting: true, in: db)
    }

    func delete(_ db: SQLiteConnection) throws {
        try Self.table.delete(self, in: db)
    }
}

import SQLiteStore

/// The rows of one table of a damaged database that can still be read, and how many cannot.
///
/// A scan of the table stops at the first page it cannot read, so the table is read from both ends, and then row by
/// row through the rowids its indexes list (an index is kept on pages of its own, which may be whole): a row whose
/// page is damaged is lost, the rows on the whole pages around it are kept. A row an index lists but the table does
/// not hold is the index's damage, not a lost row.
struct TableSalvage {
    /// Each row read: its rowid, then its columns' values in `columns`' order.
    var rows: [Int64: [SQLiteValue]] = [:]
    let columns: [String]
    /// Rows listed by an index that could not be read.
    var unreadable = 0
    /// Whether a run of the table could not be read and no index listed every row of the table.
    var mayHaveLostMore = false

    init(table: String, indexes: [String], _ db: SQLiteConnection) throws {
        columns = try db.columns(in: table)
        let quotedTable = Self.quoted(table)
        let selection = (["rowid AS \(Self.rowid)"] + columns.map(Self.quoted)).joined(separator: ", ")
        let forward = read("SELECT \(selection) FROM \(quotedTable) ORDER BY rowid", db)
        guard !forward else { return }
        _ = read("SELECT \(selection) FROM \(quotedTable) ORDER BY rowid DESC", db)
        var listedEveryRow = false
        var listed: Set<Int64> = []
        for index in indexes {
            var rowids: [Int64] = []
            let whole = Self.attempt {
                try db.forEach("SELECT rowid AS \(Self.rowid) FROM \(quotedTable) INDEXED BY \(Self.quoted(index))") { row in
                    rowids.append(try row.int64(Self.rowid))
                }
            }
            listed.formUnion(rowids)
            listedEveryRow = listedEveryRow || whole
        }
        for rowid in listed.subtracting(rows.keys).sorted() {
            let found = Self.attempt {
                try db.forEach("SELECT \(selection) FROM \(quotedTable) WHERE rowid = ?", [rowid]) { keep($0) }
            }
            if !found { unreadable += 1 }
        }
        mayHaveLostMore = !listedEveryRow
    }

    /// Keeps each row `sql` gives until one cannot be read; whether all could.
    private mutating func read(_ sql: String, _ db: SQLiteConnection) -> Bool {
        var stop = false
        return Self.attempt {
            try db.forEach(sql) { row in
                guard !stop else { return }
                if rows[try row.int64(Self.rowid)] != nil { stop = true } else { keep(row) }
            }
        }
    }

    private mutating func keep(_ row: SQLiteRow) {
        guard let rowid = try? row.int64(Self.rowid) else { return }
        rows[rowid] = columns.map { (try? row.value($0)) ?? .null }
    }

    private static func attempt(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            return false
        }
    }

    /// The rowid's name in a result: a table's INTEGER PRIMARY KEY would otherwise name it.
    private static let rowid = "rescuedRowid"

    static func quoted(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}

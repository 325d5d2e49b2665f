import DexModel
import FoundationEssentials
import SQLiteStore

extension Journal {
    /// Newest first as the commands ran: what `dex undo` reverted (the last of them is what `dex redo` applies next),
    /// then what `dex undo` can revert (the first of them next). An undone row's time is when it was undone.
    public func entries() throws -> [JournalEntry] {
        try writer.read { db in
            try db.query(
                """
                SELECT summary, createdAt, undone FROM journal
                ORDER BY undone DESC, CASE WHEN undone = 1 THEN id ELSE -id END
                """
            ).map { row in
                JournalEntry(
                    summary: try row.string("summary"),
                    createdAt: Date(timeIntervalSince1970: Double(try row.int64("createdAt"))),
                    isUndone: try row.int("undone") == 1)
            }
        }
    }
}

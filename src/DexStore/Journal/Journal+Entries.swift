import DexModel
import FoundationEssentials
import SQLiteStore

/// One command the journal holds, as `dex undo --list` shows it.
public struct JournalEntry: Sendable, Equatable {
    /// What the command did, in words: "marked #025 Pikachu caught in Pokémon FireRed".
    public var summary: String
    public var createdAt: Date
    /// Reverted by `dex undo`: `dex redo` applies it again.
    public var isUndone: Bool
}

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

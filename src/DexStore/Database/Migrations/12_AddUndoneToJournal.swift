import SQLiteStore

/// What `dex redo` needs: `undone` = 1 marks a journal row that `dex undo` wrote when it reverted a command, holding
/// the state to go forward to again; `dex redo` applies it.
///
/// The trigger runs for each row of a new change (`undone` = 0): it deletes the `undone` rows, since redo goes only
/// as far as the last change, and keeps the last 50 rows undo can revert (by count: undo and redo leave gaps in the
/// ids). `dex redo` writes the row that undoes it with `undone` = 2, which the trigger passes over, then sets it to
/// 0, so the other rows it can still redo stay. So a change still costs one `INSERT`.
enum AddUndoneToJournal: Migration {
    static let identifier = "12_AddUndoneToJournal"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            ALTER TABLE "journal" ADD COLUMN "undone" INTEGER NOT NULL DEFAULT 0;
            DROP TRIGGER journal_keep_last_50;
            CREATE TRIGGER journal_after_change AFTER INSERT ON journal WHEN NEW.undone = 0
            BEGIN
                DELETE FROM journal WHERE undone = 1;
                DELETE FROM journal WHERE undone = 0 AND id <= (
                    SELECT id FROM journal WHERE undone = 0 ORDER BY id DESC LIMIT 1 OFFSET 50);
            END;
            """)
    }
}

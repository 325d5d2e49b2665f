import SQLiteStore

/// Whether the database file is whole, asked when a query fails or answers something that cannot be right.
///
/// `integrity_check` rather than `quick_check`: only the full check compares each index with its table, and a
/// damaged index is exactly what makes a lookup miss a Pokémon that is there. It reads the whole file, which
/// takes milliseconds at dex's sizes, and runs only after something already went wrong.
enum DatabaseIntegrity {
    /// What the check found, thrown from inside a read or write so that the transaction ends unchanged.
    struct Damage: Error {
        let problem: String
    }

    /// SQLite's first complaint about the file, or nil when it is whole.
    static func problem(_ db: SQLiteConnection) -> String? {
        do {
            let report: [String] = try db.queryValues("PRAGMA integrity_check(1)")
            guard report != ["ok"] else { return nil }
            // The first complaint may come as "*** in database main ***" and a line of its own: one line for the user.
            let lines = report.joined(separator: "\n").split(separator: "\n").filter { !$0.hasPrefix("***") }
            return lines.isEmpty ? "the integrity check failed" : lines.joined(separator: "; ")
        } catch let error as SQLiteError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    /// Throws `Damage` when the file is not whole. For results that cannot be right: if the file is whole, the
    /// result stands (the user may have edited the database by hand).
    static func verify(_ db: SQLiteConnection) throws {
        if let problem = problem(db) { throw Damage(problem: problem) }
    }

    /// Checks the file when a tracked game has no Pokémon, which comes from a damaged file (or a hand edit, or a
    /// manifest that lists none) more often than not: damage is reported, not shown as an empty tracker.
    static func verify(gameWithPokemonCount count: Int, _ db: SQLiteConnection) throws {
        if count == 0 { try verify(db) }
    }
}

import DexModel
import SQLiteStore

/// Turns what SQLite throws into a `DatabaseError` that names the file and what is wrong with it.
///
/// Every database access goes through `DatabaseAccess`, which calls this: it is the one place where a raw
/// `SQLite error 13` becomes "the disk holding … is full".
enum DatabaseFailure {
    /// Whether `error` could come from a damaged file answering wrongly, so that the file should be checked
    /// before the error is believed: a failed query, a value of the wrong type, or a lookup that found nothing
    /// where something should be.
    static func mayMeanDamage(_ error: Error) -> Bool {
        switch error {
        case let error as SQLiteError:
            return ![.busy, .locked, .full, .readOnly, .cantOpen, .ioErr, .notADatabase, .interrupt].contains(error.code)
        case is SQLiteRowError, is NoGamesTracked:
            return true
        case let error as StoreError:
            switch error {
            case .unknownPokemon, .unknownRegionalNumber, .rangeOutsideGame, .noGamesTracked, .noActiveGame, .gameNotTracked:
                return true
            default: return false
            }
        default:
            return false
        }
    }

    /// Whether SQLite's message says that dex's own statements met a schema other than the one its migrations made:
    /// a table or column dropped or added by another program, a file whose migration records were deleted.
    static func namesAMissingOrExtraTable(_ message: String) -> Bool {
        ["no such table", "no such column", "has no column named"].contains { message.contains($0) }
            || namesSomethingAlreadyThere(message)
    }

    /// Whether SQLite's message says that a table, index or column a statement adds is there already.
    static func namesSomethingAlreadyThere(_ message: String) -> Bool {
        message.contains("already exists") || message.contains("duplicate column name")
    }

    /// The error to show for `error`. `damage` is the integrity check's complaint, when one was made.
    static func translate(_ error: Error, files: DatabaseFiles, busySeconds: Double, damage: String?) -> Error {
        let path = files.path
        if let damage { return DatabaseError.databaseDamaged(path: path, problem: damage) }
        if let damage = error as? DatabaseIntegrity.Damage {
            return DatabaseError.databaseDamaged(path: path, problem: damage.problem)
        }
        if error is NoGamesTracked { return StoreError.noGamesTracked(folder: files.folder) }
        guard let error = error as? SQLiteError else { return error }
        let message = error.message
        switch error.code {
        case .busy, .locked:
            return DatabaseError.databaseBusy(path: path, seconds: busySeconds)
        case .corrupt:
            return DatabaseError.databaseDamaged(path: path, problem: message)
        case .notADatabase:
            return DatabaseError.notADatabase(path: path)
        case .full:
            return DatabaseError.diskFull(path: path)
        case .readOnly, .cantOpen, .permission:
            if !files.isWritable() { return DatabaseError.dataFolderReadOnly(path: files.folder) }
            if files.isFolder() { return DatabaseError.databaseUnopenable(path: path, reason: "it is a folder, not a file") }
            return DatabaseError.databaseUnopenable(path: path, reason: message)
        case .error where Self.namesAMissingOrExtraTable(message):
            return DatabaseError.schemaDamaged(path: path, problem: message)
        case .ioErr:
            return files.diskIsFull()
                ? DatabaseError.diskFull(path: path) : DatabaseError.databaseIOError(path: path, reason: message)
        default:
            return error
        }
    }
}

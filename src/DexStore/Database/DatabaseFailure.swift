import DexModel
import SQLiteStore

/// Turns what SQLite throws into a `DexError` that names the file and says what to do.
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
        case is SQLiteRowError:
            return true
        case let error as DexError:
            switch error {
            case .unknownPokemon, .rangeOutsideGame, .noGamesTracked, .noActiveGame, .gameNotTracked: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// The error to show for `error`. `damage` is the integrity check's complaint, when one was made.
    static func translate(_ error: Error, files: DatabaseFiles, busySeconds: Double, damage: String?) -> Error {
        let path = files.path
        if let damage { return DexError.databaseDamaged(path: path, problem: damage) }
        if let damage = error as? DatabaseIntegrity.Damage { return DexError.databaseDamaged(path: path, problem: damage.problem) }
        guard let error = error as? SQLiteError else { return error }
        let message = error.message
        switch error.code {
        case .busy, .locked:
            return DexError.databaseBusy(path: path, seconds: busySeconds)
        case .corrupt:
            return DexError.databaseDamaged(path: path, problem: message)
        case .notADatabase:
            return DexError.notADatabase(path: path)
        case .full:
            return DexError.diskFull(path: path)
        case .readOnly, .cantOpen, .permission:
            if !files.isWritable() { return DexError.dataFolderReadOnly(path: files.folder) }
            if files.isFolder() { return DexError.databaseUnopenable(path: path, reason: "it is a folder, not a file") }
            return DexError.databaseUnopenable(path: path, reason: message)
        case .ioErr:
            return files.diskIsFull() ? DexError.diskFull(path: path) : DexError.databaseIOError(path: path, reason: message)
        default:
            return error
        }
    }
}

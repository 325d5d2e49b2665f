/// What can go wrong importing a backup. Import errors always leave the database unchanged. Facts only: the words
/// are `ErrorMessage`'s (DexApp).
public enum BackupError: Error, Equatable {
    case unreadable(file: String, reason: String)
    /// The file itself is wrong at `location` (a JSON path or "line N").
    case invalid(file: String, location: String, problem: String)
    /// A sprite URL template in the file at `location` that dex cannot download from.
    case invalidSetting(file: String, location: String, SettingError)
    /// A game of the file (its slug at `location`) that is not tracked and that the manifest does not have.
    case gameNotInManifest(file: String, location: String, slug: String)
    case newerFormat(file: String, version: Int, newestReadable: Int)
}

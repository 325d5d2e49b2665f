import FoundationEssentials

/// What can go wrong exporting or importing a backup. Import errors always leave the database unchanged.
public enum BackupError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case unreadable(file: String, reason: String)
    case unwritable(file: String, reason: String)
    /// The file itself is wrong at `location` (a JSON path or "line N").
    case invalid(file: String, location: String, problem: String)
    case newerFormat(file: String, version: Int, newestReadable: Int)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "cannot read \(file): \(reason)"
        case .unwritable(let file, let reason):
            "cannot write \(file): \(reason); choose another --output"
        case .invalid(let file, let location, let problem):
            "\(file): \(location): \(problem); nothing was imported"
        case .newerFormat(let file, let version, let newestReadable):
            "\(file) uses backup format \(version), newer than this dex reads (\(newestReadable)); upgrade dex to import it"
        }
    }

    public var errorDescription: String? { description }
}

import DexModel
import DexSystem
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing backup files.
public enum BackupFile {
    public static func encode(_ backup: Backup, as format: BackupFormat, exportedAt: Date = Date()) throws -> Data {
        switch format {
        case .json: try BackupJSON.encode(backup, exportedAt: exportedAt)
        case .csv: BackupCSV.encode(backup)
        }
    }

    /// Parses a whole file; `name` names it in error messages.
    public static func decode(_ data: Data, name: String) throws -> Backup {
        switch BackupFormat.detect(path: name, data: Array(data.prefix(16))) {
        case .json: try BackupJSON.decode(data, file: name)
        case .csv: try BackupCSV.decode(data, file: name)
        }
    }

    public static func read(path: String) throws -> Backup {
        var info = stat()
        guard stat(path, &info) == 0 else { throw BackupError.unreadable(file: path, reason: "no such file") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw BackupError.unreadable(file: path, reason: "it is a folder, not a file") }
        let data: Data
        do {
            data = try POSIXFile.contents(of: path)
        } catch {
            throw BackupError.unreadable(file: path, reason: error.reason)
        }
        return try decode(data, name: path)
    }
}

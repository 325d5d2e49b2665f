import Foundation
import DexModel

/// Reading and writing backup files.
public enum BackupFile {
    public static func encode(_ backup: Backup, as format: BackupFormat, exportedAt: Date = Date()) throws -> Data {
        switch format {
        case .json: try BackupJSON.encode(backup, exportedAt: exportedAt)
        case .csv: try BackupCSV.encode(backup)
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
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw BackupError.unreadable(file: path, reason: "no such file")
        }
        if isFolder.boolValue { throw BackupError.unreadable(file: path, reason: "it is a folder, not a file") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw BackupError.unreadable(file: path, reason: (error as NSError).localizedDescription)
        }
        return try decode(data, name: path)
    }
}

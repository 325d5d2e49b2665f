import Foundation

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

/// Writes a file whole or not at all: to a temporary name in the same folder, then renamed over the target.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws {
        let target = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        let folder = target.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw BackupError.unwritable(file: path, reason: "the folder \(folder) does not exist")
        }
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, target.path) == 0 else {
                throw BackupError.unwritable(file: path, reason: String(cString: strerror(errno)))
            }
        } catch let error as BackupError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw BackupError.unwritable(file: path, reason: (error as NSError).localizedDescription)
        }
    }
}

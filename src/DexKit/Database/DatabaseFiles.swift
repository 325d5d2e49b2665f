#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The files of one SQLite database as the file system sees them: what dex checks without SQLite's help,
/// before opening the database or when explaining why something failed.
struct DatabaseFiles: Sendable {
    let path: String

    var walPath: String { path + "-wal" }
    var folder: String { (path as NSString).deletingLastPathComponent }

    /// The size of the write-ahead log, or nil when there is none.
    func walSize() -> Int64? {
        var info = stat()
        return stat(walPath, &info) == 0 ? Int64(info.st_size) : nil
    }

    /// Whether the file's header says it is in WAL mode (bytes 18 and 19 of a SQLite file are 2).
    func headerSaysWAL() -> Bool {
        guard let file = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? file.close() }
        guard let header = try? file.read(upToCount: 20), header.count == 20 else { return false }
        return header[18] == 2 && header[19] == 2
    }

    /// Whether dex may create files in the folder and write the database. False on a read-only file system,
    /// and for a folder or file without write permission (which root is never refused).
    func isWritable() -> Bool {
        access(folder, W_OK) == 0 && (access(path, F_OK) != 0 || access(path, W_OK) == 0)
    }

    /// Whether the database's path is a folder rather than a file.
    func isFolder() -> Bool { DexHome.isFolder(path) }

    /// Whether the file system holding the database has no room left for an ordinary user.
    func diskIsFull() -> Bool {
        var info = statvfs()
        return statvfs(folder, &info) == 0 && info.f_bavail == 0
    }

    /// The path as a SQLite URI with `query` (e.g. `mode=ro`): SQLite then opens it with those parameters.
    func uri(_ query: String) -> String {
        URL(fileURLWithPath: path).absoluteString + "?" + query
    }
}

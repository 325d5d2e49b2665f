import DexSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of one SQLite database as the file system sees them: what dex checks without SQLite's help,
/// before opening the database or when explaining why something failed.
struct DatabaseFiles: Sendable {
    let path: String

    var walPath: String { path + "-wal" }
    /// The folder holding the database: the path up to its last `/` ("/" for a file at the root).
    var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The size of the write-ahead log, or nil when there is none.
    func walSize() -> Int64? {
        var info = stat()
        return stat(walPath, &info) == 0 ? Int64(info.st_size) : nil
    }

    /// Whether the database file is a single page in WAL mode, which holds no table of its own: what an older dex
    /// left while all it had written was still in the log (it copied the log in only at 1,000 pages), and what a
    /// new database is before its first checkpoint. (Bytes 16–17 of a SQLite file give the page size, 1 meaning
    /// 65536; bytes 18 and 19 are 2 in WAL mode.)
    func isWALStub() -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_size > 0, info.st_size <= 65536 else { return false }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 20)
        guard pread(fd, &header, 20, 0) == 20 else { return false }
        let pageSize = Int(header[16]) << 8 | Int(header[17])
        return Int(info.st_size) == (pageSize == 1 ? 65536 : pageSize) && header[18] == 2 && header[19] == 2
    }

    /// Whether dex may create files in the folder and write the database. False on a read-only file system,
    /// and for a folder or file without write permission (which root is never refused).
    func isWritable() -> Bool {
        access(folder, W_OK) == 0 && (access(path, F_OK) != 0 || access(path, W_OK) == 0)
    }

    /// What the database's path is when it is neither a regular file nor a folder ("a FIFO", "a device", "a socket"):
    /// SQLite would read such a file as a disk error, or wait on it. Nil for a file, a folder or nothing there.
    func specialFileKind() -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "a special file"
        }
    }

    /// Whether the database's path is a folder rather than a file.
    func isFolder() -> Bool { DexHome.isFolder(path) }

    /// Whether the file system holding the database has no room left for an ordinary user.
    func diskIsFull() -> Bool {
        var info = statvfs()
        return statvfs(folder, &info) == 0 && info.f_bavail == 0
    }
}

import DexModel
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file only ever added to, as `dex sync` writes its own file in the shared folder: what was there stays, a tail
/// cut short by an earlier write that was killed is cut off first, and the new bytes are flushed to disk before
/// `append` returns.
package enum AppendOnlyFile {
    /// Appends `bytes` to the file at `path` after its first `keeping` bytes (anything after them, a torn tail, is
    /// cut off), writing `header` first when none is kept (a new or empty file).
    package static func append(_ bytes: [UInt8], to path: String, keeping: Int, header: [UInt8]) throws(FileError) {
        let fd = open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError.unwritable(file: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path) }
        do { try RegularFile.check(info) } catch { throw FileError.unwritable(file: path, reason: error.reason) }
        let isNew = info.st_size == 0
        let start = min(keeping, Int(info.st_size))
        if start < Int(info.st_size), ftruncate(fd, off_t(start)) != 0 { throw failure(path) }
        guard lseek(fd, off_t(start), SEEK_SET) >= 0 else { throw failure(path) }
        let written = (start == 0 ? header + bytes : bytes).withUnsafeBytes { POSIXFile.writeAll($0, to: fd) }
        guard written == 0 else { throw FileError.unwritable(file: path, reason: String(cString: strerror(written))) }
        guard fsync(fd) == 0 else { throw failure(path) }
        // A new file's name reaches the disk with its folder's.
        if isNew { try? AtomicFile.flushFolder(PathText.parent(path)) }
    }

    private static func failure(_ path: String) -> FileError {
        FileError.unwritable(file: path, reason: String(cString: strerror(errno)))
    }

}

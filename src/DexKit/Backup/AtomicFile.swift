#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes a file whole or not at all: to a new temporary file in the same folder, flushed to disk, then
/// renamed over the target. A full disk, a crash or a power cut leaves the old file (or none), never half a new one.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(BackupError) {
        func failure(_ reason: String) -> BackupError { .unwritable(file: path, reason: reason) }
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard !path.isEmpty else { throw failure("no file name given") }
        if path.hasSuffix("/") || FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue {
            throw failure("that is a folder, not a file name")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw failure("the folder \(folder) does not exist")
        }

        // A replaced file keeps its permissions; a new one gets 0666 less the umask, as any new file does.
        var existing = stat()
        let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666
        // A fresh name, created exclusively: never a stale file from an earlier run, nor a link planted there.
        let temporary = "\(folder)/.\(target.lastPathComponent).\(UUID().uuidString).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        var problem = data.withUnsafeBytes { POSIXFile.writeAll($0, to: fd) }
        if problem == 0, fsync(fd) != 0 { problem = errno }
        if close(fd) != 0, problem == 0 { problem = errno }
        if problem == 0, rename(temporary, path) != 0 { problem = errno }
        guard problem == 0 else {
            unlink(temporary)
            throw failure(String(cString: strerror(problem)))
        }
    }
}

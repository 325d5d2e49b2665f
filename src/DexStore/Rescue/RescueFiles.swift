import DexModel
import DexSystem
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DatabaseRescue {
    /// The target's folder and name, once it is known to be a file dex may write that is not the database itself.
    static func checkedTarget(_ target: String, source: String) throws -> (folder: String, name: String) {
        func failure(_ reason: String) -> DatabaseError { .databaseCopyUnwritable(file: target, reason: reason) }
        guard !target.isEmpty else { throw failure("no file name given") }
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        if target.hasSuffix("/") || DexHome.isFolder(target) { throw failure("that is a folder, not a file name") }
        guard DexHome.isFolder(folder) else { throw failure("the folder \(folder) does not exist") }
        var one = stat(), other = stat()
        if stat(target, &one) == 0, stat(source, &other) == 0, one.st_dev == other.st_dev, one.st_ino == other.st_ino {
            throw failure("that is the database itself")
        }
        return (folder, url.lastPathComponent)
    }

    /// A new private folder for the copy of the damaged file.
    static func workFolder() throws -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/dex-rescue.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw DatabaseError.databaseIOError(path: "a temporary folder", reason: String(cString: strerror(errno)))
        }
        return String(cString: made)
    }

    static func removeFolder(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Copies the damaged file's bytes as they are; reading it changes nothing.
    static func copyFile(_ path: String, to copy: String) throws {
        do {
            try FileManager.default.copyItem(atPath: path, toPath: copy)
        } catch {
            throw DatabaseError.databaseIOError(path: path, reason: "it cannot be read")
        }
    }
}

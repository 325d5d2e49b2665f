import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// dex's one way to write a file whole or not at all (`replace`), for exports and sprites: to a new temporary file
/// in the same folder, every byte written, flushed to disk, renamed over the target, and the folder flushed too. A
/// full disk, a crash or a power cut leaves the old file (or none), never half a new one; the temporary file of a
/// writer killed mid-write is removed by the next write there (`TemporaryFileName`).
///
/// `write`, for `dex export -o`, also takes any path a user gives. Only a regular file is ever replaced. A FIFO or a character device (a terminal, `/dev/null`) is written
/// directly, as `> target` in a shell does: a FIFO waits for its reader. A symbolic link is followed, so the link
/// stays and what it points to is written. A folder, a block device, a socket or a link to nothing is refused.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(FileError) {
        func failure(_ reason: String) -> FileError { .unwritable(file: path, reason: reason) }
        guard !path.isEmpty else { throw failure("no file name given") }
        if path.hasSuffix("/") { throw failure("that is a folder, not a file name") }

        var target = stat()
        if stat(path, &target) != 0 {
            guard errno == ENOENT else { throw failure(String(cString: strerror(errno))) }
            var link = stat()
            if lstat(path, &link) == 0 { throw failure("it is a symbolic link to a file that does not exist") }
            return try replaceFile(path, with: data, mode: 0o666, failure)
        }
        switch target.st_mode & S_IFMT {
        case S_IFREG:
            // A symbolic link is replaced at what it points to, so the link itself stays.
            guard let resolved = realpath(path, nil) else { throw failure(String(cString: strerror(errno))) }
            defer { free(resolved) }
            try replaceFile(String(cString: resolved), with: data, mode: target.st_mode & 0o7777, failure)
        case S_IFIFO, S_IFCHR:
            try writeDirectly(data, to: path, failure)
        case S_IFDIR:
            throw failure("that is a folder, not a file name")
        case S_IFBLK:
            throw failure("it is a block device; a backup goes to a file")
        default:
            throw failure("it is not a regular file")
        }
    }

    /// The target's folder checked, abandoned temporary files cleared, then `replace`; a new file gets `mode` less
    /// the umask, as any new file does.
    private static func replaceFile(
        _ path: String, with data: Data, mode: mode_t, _ failure: (String) -> FileError
    ) throws(FileError) {
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent().path
        var info = stat()
        guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw failure("the folder \(folder) does not exist")
        }
        TemporaryFileName.removeAbandoned(in: folder)
        do {
            try replace(target.lastPathComponent, in: folder, with: data, mode: mode)
        } catch {
            throw failure(error.step == .flushFolder ? "written, but not flushed to disk: \(error.reason)" : error.reason)
        }
    }

    /// Where `replace` stopped: the file it was working on (the temporary file, the target of the rename, or the
    /// folder it flushes) and the errno.
    package struct Failure: Error {
        package enum Step { case write, rename, flushFolder }
        package let step: Step
        package let path: String
        package let code: Int32

        package var reason: String { String(cString: strerror(code)) }
    }

    /// Writes `bytes` as `name` in `folder`, whole or not at all. The temporary file gets a fresh name and is created
    /// exclusively: never a stale file from an earlier run, nor a link planted there. `flushesFolder: false` leaves
    /// the folder's flush to the caller, who then calls `flushFolder` once for a batch of files.
    package static func replace(
        _ name: String, in folder: String, with bytes: some ContiguousBytes, mode: mode_t, flushesFolder: Bool = true
    ) throws(Failure) {
        let temporary = folder + "/" + TemporaryFileName.make(for: name)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw Failure(step: .write, path: temporary, code: errno) }
        var problem = bytes.withUnsafeBytes { POSIXFile.writeAll($0, to: fd) }
        if problem == 0, fsync(fd) != 0 { problem = errno }
        if close(fd) != 0, problem == 0 { problem = errno }
        guard problem == 0 else {
            unlink(temporary)
            throw Failure(step: .write, path: temporary, code: problem)
        }
        try moveIntoPlace(temporary, as: name, in: folder, flushesFolder: flushesFolder)
    }

    /// The second half of `replace`, for a file something else wrote whole under a temporary name in `folder`
    /// (SQLite's `VACUUM INTO`, for `dex db backup`): flushes it, renames it to `name` and flushes the folder.
    /// The temporary file is removed if any step fails.
    package static func commit(_ temporary: String, as name: String, in folder: String) throws(Failure) {
        let fd = open(temporary, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(step: .write, path: temporary, code: errno) }
        var problem: Int32 = fsync(fd) == 0 ? 0 : errno
        if close(fd) != 0, problem == 0 { problem = errno }
        guard problem == 0 else {
            unlink(temporary)
            throw Failure(step: .write, path: temporary, code: problem)
        }
        try moveIntoPlace(temporary, as: name, in: folder, flushesFolder: true)
    }

    private static func moveIntoPlace(_ temporary: String, as name: String, in folder: String, flushesFolder: Bool)
        throws(Failure)
    {
        let target = folder + "/" + name
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(step: .rename, path: target, code: code)
        }
        if flushesFolder { try flushFolder(folder) }
    }

    /// Flushes `folder`'s entries to disk: a rename into it is durable only then. A folder that cannot be opened, or
    /// a file system that cannot flush one (EINVAL), is left as it is.
    package static func flushFolder(_ folder: String) throws(Failure) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        if fsync(fd) != 0, errno != EINVAL { throw Failure(step: .flushFolder, path: folder, code: errno) }
    }

    /// Writes into an existing FIFO or character device, opened without creating or truncating anything.
    private static func writeDirectly(_ data: Data, to path: String, _ failure: (String) -> FileError) throws(FileError) {
        let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        // It was checked by path; what was opened is checked again, so a file swapped in meanwhile is never written.
        var opened = stat()
        guard fstat(fd, &opened) == 0, [S_IFIFO, S_IFCHR].contains(opened.st_mode & S_IFMT) else {
            close(fd)
            throw failure("it changed while being opened; try again")
        }
        var problem = data.withUnsafeBytes { POSIXFile.writeAll($0, to: fd) }
        if close(fd) != 0, problem == 0 { problem = errno }
        guard problem == 0 else { throw failure(String(cString: strerror(problem))) }
    }
}

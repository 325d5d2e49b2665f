#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a save file and tells which layout it is: the cartridge saves of generations 1–5 by their size, the 3DS and
/// Switch saves by their structure (`readByContent`), since each game update changes their size.
public enum SaveFile {
    /// Bigger than any Switch save (Scarlet/Violet's are about 3.5 MB): more than this is no save.
    public static let maximumSize = 16 << 20
    /// Emulators may append a real-time clock's state to a save; at most this many bytes are ignored.
    static let footerAllowance = 0x40

    /// Reads at most `maximumSize` bytes of the file at `path` and parses them.
    public static func read(path: String) throws(SaveFileError) -> SaveContents {
        let bytes: [UInt8]
        do { bytes = try readBytes(path) } catch { throw SaveFileError(file: path, problem: error) }
        return try parse(bytes, file: path)
    }

    /// Parses a whole save; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(SaveFileError) -> SaveContents {
        do { return try parse(bytes) } catch { throw SaveFileError(file: file, problem: error) }
    }

    static func parse(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents {
        let size = bytes.count
        if size > maximumSize { throw .tooBig(limit: maximumSize) }
        if size < GameBoySave.size { throw .tooSmall(size: size) }
        if size <= GameBoySave.size + footerAllowance { return try GameBoySave.read(bytes) }
        if (Gen3Save.size...(Gen3Save.size + footerAllowance)).contains(size)
            || (Gen3Save.halfSize...(Gen3Save.halfSize + footerAllowance)).contains(size)
        {
            return try Gen3Save.read(bytes)
        }
        if NintendoDSSave.hasSaveSize(bytes, allowance: footerAllowance) { return try NintendoDSSave.read(bytes) }
        if let contents = try readByContent(bytes) { return contents }
        throw .unknownSize(size: size)
    }

    /// The layouts told by their structure, tried in turn: each reader returns nil for bytes without its structure (no
    /// block table, no matching hash) and throws for a save of its own that is damaged.
    static func readByContent(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents? {
        if let contents = try ThreeDSSave.read(bytes) { return contents }
        if let contents = try SwishSave.read(bytes) { return contents }
        if let contents = try BDSPSave.read(bytes) { return contents }
        return nil
    }

    /// The file's bytes, refusing folders, FIFOs and devices before reading, and anything over the limit.
    static func readBytes(_ path: String) throws(SaveFileError.Problem) -> [UInt8] {
        // Non-blocking, so that opening a FIFO with no writer returns at once instead of waiting.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(reason: errorText(errno)) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .unreadable(reason: errorText(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notAFile(kind: "a folder")
        case S_IFIFO: throw .notAFile(kind: "a FIFO (named pipe)")
        case S_IFSOCK: throw .notAFile(kind: "a socket")
        default: throw .notAFile(kind: "a device")
        }
        // One byte more than the file holds, at most one past the limit, so that a file over it is told from one at it.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), maximumSize) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { readSome(fd, $0 + filled, buffer.count - filled) } ?? 0
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: errorText(errno))
            }
            if count == 0 { break }
            filled += count
        }
        if filled > maximumSize { throw .tooBig(limit: maximumSize) }
        bytes.removeSubrange(filled...)
        return bytes
    }

    static func errorText(_ code: Int32) -> String {
        code == ENOENT ? "no such file" : String(cString: strerror(code))
    }
}

private func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}

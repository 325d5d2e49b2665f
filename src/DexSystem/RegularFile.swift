import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file that must be a regular one: opened without waiting (a FIFO swapped in would otherwise block until a
/// writer comes) and checked with `fstat` on what was opened, so a FIFO, a device or a folder is refused, not read.
package enum RegularFile {
    package enum Failure: Error, Equatable {
        /// Something other than a regular file is there: "a FIFO", "a device", "a folder", "not a regular file".
        case notARegularFile(kind: String)
        case system(errno: Int32)

        /// In words, for an error line.
        package var reason: String {
            switch self {
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .system(let errno): String(cString: strerror(errno))
            }
        }
    }

    /// The whole file at `path`.
    package static func contents(of path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .system(errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(errno: errno) }
        try check(info)
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .system(errno: errno)
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Refuses what `info` describes unless it is a regular file.
    package static func check(_ info: stat) throws(Failure) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFIFO: throw .notARegularFile(kind: "a FIFO")
        case S_IFCHR, S_IFBLK: throw .notARegularFile(kind: "a device")
        case S_IFDIR: throw .notARegularFile(kind: "a folder")
        case S_IFSOCK: throw .notARegularFile(kind: "a socket")
        default: throw .notARegularFile(kind: "something other than a file")
        }
    }
}

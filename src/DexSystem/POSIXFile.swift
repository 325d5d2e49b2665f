import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `AtomicFile`, the sprite cache, `TemporaryFileName` and the readers of backups and sprites share: writing a
/// temporary file whole, reading a file whole, walking a folder.
package enum POSIXFile {
    /// A system call that failed, with its errno.
    package struct Failure: Error, Equatable {
        package let errno: Int32

        /// The system's words for it: "Permission denied".
        package var reason: String { String(cString: strerror(errno)) }
    }

    /// Writes every byte to `fd`, resuming after short writes and `EINTR`. Returns 0, or the errno of the write that failed.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        guard var next = bytes.baseAddress else { return 0 }
        var left = bytes.count
        while left > 0 {
            let written = write(fd, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            next += written
            left -= written
        }
        return 0
    }

    /// The bytes of the file at `path`, read to its end (a FIFO is waited on, as `cat` waits).
    package static func contents(of path: String) throws(Failure) -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(errno: errno) }
        defer { close(fd) }
        var info = stat()
        let expected = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        var data = Data(count: max(expected + 1, 4096))  // + 1: the read that finds the end needs room
        var filled = 0
        while true {
            if filled == data.count { data.count *= 2 }
            let got = data.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw Failure(errno: errno)
            }
            if got == 0 { break }
            filled += got
        }
        data.count = filled
        return data
    }

    /// Calls `body` with the name of each entry of the folder at `path` (but "." and ".."), read one at a time
    /// rather than listed whole. Does nothing if the folder cannot be opened.
    package static func forEachEntry(in path: String, _ body: (String) -> Void) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { body(name) }
        }
    }
}

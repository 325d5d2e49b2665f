#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `AtomicFile`, the sprite cache and `TemporaryFileName` share: writing a temporary file whole, walking a folder.
package enum POSIXFile {
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

    /// Calls `body` with the name of each entry of the folder at `path` (but "." and ".."), read one at a time
    /// rather than listed whole. Does nothing if the folder cannot be opened.
    package static func forEachEntry(in path: String, _ body: (String) -> Void) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name != ".", name != ".." { body(name) }
        }
    }
}

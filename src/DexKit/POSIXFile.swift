#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `AtomicFile` and the sprite cache share when they write a temporary file before renaming it into place.
enum POSIXFile {
    /// Writes every byte to `fd`, resuming after short writes and `EINTR`. Returns 0, or the errno of the write that failed.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
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
}

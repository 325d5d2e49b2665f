#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// stdout and stderr, written straight to their file descriptors with every write checked.
///
/// A write that fails ends dex there and then. On stdout (a full disk under `dex export > backup.json`) it
/// prints one `Error:` line on stderr and exits 1; on stderr it exits 1 with no message, having nowhere to
/// print one. When the reader of a pipe has gone (`dex list | head -1`) dex ends quietly by SIGPIPE, as `cat`
/// does, even when it was started with SIGPIPE ignored.
public enum StandardStream: Int32, Sendable {
    case output = 1
    case error = 2

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Text already in UTF-8 (a long table's lines), written as it is.
    public func write(_ utf8: [UInt8]) {
        utf8.withUnsafeBytes(write)
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        let failure = POSIXFile.writeAll(bytes, to: rawValue)
        if failure != 0 { end(after: failure) }
    }

    private func end(after failure: Int32) -> Never {
        if failure == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            exit(128 + SIGPIPE)  // only if SIGPIPE is blocked: the status a shell shows for it anyway
        }
        if self == .output {
            Self.error.write(
                "Error: cannot write to stdout: \(String(cString: strerror(failure))); "
                    + "the output is incomplete, so run the command again where it can be written\n")
        }
        exit(EXIT_FAILURE)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
    /// The terminal's width in columns: the TTY's own size, else `$COLUMNS`, else nil.
    public static func columns(fd: Int32 = STDOUT_FILENO, environment: (String) -> String? = Environment.value) -> Int? {
        var size = winsize()
        if isTTY(fd), ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return environment("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The terminal's height in lines, when `fd` is a terminal that knows it.
    public static func rows(fd: Int32 = STDOUT_FILENO) -> Int? {
        var size = winsize()
        guard isTTY(fd), ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// The width to cut table lines to: the terminal's, when stdout is one; else nil (a pipe gets every character).
    public static func cutWidth() -> Int? {
        isTTY(STDOUT_FILENO) ? columns() : nil
    }
}

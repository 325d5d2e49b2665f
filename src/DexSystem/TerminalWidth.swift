#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
    /// The terminal's width in columns: the TTY's own size, else `$COLUMNS`, else nil.
    public static func columns(_ stream: Console.Stream = .output, environment: (String) -> String? = Environment.value)
        -> Int?
    {
        if let size = Console.current.terminalSize(stream) { return size.columns }
        return environment("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The terminal's height in lines, when `stream` is a terminal that knows it.
    public static func rows(_ stream: Console.Stream = .output) -> Int? {
        Console.current.terminalSize(stream).flatMap { $0.rows > 0 ? $0.rows : nil }
    }

    /// The width to cut table lines to: the terminal's, when stdout is one; else nil (a pipe gets every character).
    public static func cutWidth() -> Int? {
        isTTY(.output) ? columns() : nil
    }
}

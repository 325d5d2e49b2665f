#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command sees of the world outside its data folder: where its output and errors go, its environment, and
/// which of its standard streams are a terminal.
///
/// A command reads the console it runs in from `Console.current`, which `Console.process` (the real file descriptors
/// and environment) fills unless a caller binds another: the tests run `dex …` in process, in parallel, each with a
/// `RecordedConsole` of its own.
public struct Console: Sendable {
    /// The standard streams, by their file descriptors.
    public enum Stream: Int32, Sendable {
        case input = 0
        case output = 1
        case error = 2
    }

    /// A terminal's size in character cells.
    public struct Size: Sendable, Equatable {
        public var columns: Int
        public var rows: Int

        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    public let output: ConsoleStream
    public let error: ConsoleStream
    public let environment: @Sendable (String) -> String?
    /// Whether a stream is a terminal.
    public let isTerminal: @Sendable (Stream) -> Bool
    /// The size of the terminal a stream is, when it is one that knows its width (its height may be 0: unknown).
    public let terminalSize: @Sendable (Stream) -> Size?
    /// A line read from standard input, without its line break; nil at its end.
    public let readLine: @Sendable () -> String?

    public init(
        output: ConsoleStream, error: ConsoleStream, environment: @escaping @Sendable (String) -> String?,
        isTerminal: @escaping @Sendable (Stream) -> Bool, terminalSize: @escaping @Sendable (Stream) -> Size?,
        readLine: @escaping @Sendable () -> String?
    ) {
        self.output = output
        self.error = error
        self.environment = environment
        self.isTerminal = isTerminal
        self.terminalSize = terminalSize
        self.readLine = readLine
    }

    /// The console the running command was given.
    @TaskLocal public static var current = Console.process

    /// This process's own: file descriptors 0, 1 and 2, checked as `StandardStream` checks them, and its environment.
    public static let process = Console(
        output: ConsoleStream { StandardStream.output.write($0) },
        error: ConsoleStream { StandardStream.error.write($0) },
        environment: { getenv($0).map { String(cString: $0) } },
        isTerminal: { isatty($0.rawValue) == 1 },
        terminalSize: { stream in
            var size = winsize()
            guard isatty(stream.rawValue) == 1, ioctl(stream.rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0
            else { return nil }
            return Size(columns: Int(size.ws_col), rows: Int(size.ws_row))
        },
        readLine: { Swift.readLine() })
}

/// Where one of a console's streams writes: bytes of UTF-8 text, in order.
public struct ConsoleStream: Sendable {
    private let writeBytes: @Sendable (UnsafeRawBufferPointer) -> Void

    public init(_ writeBytes: @escaping @Sendable (UnsafeRawBufferPointer) -> Void) {
        self.writeBytes = writeBytes
    }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { writeBytes(UnsafeRawBufferPointer($0)) }
    }

    /// Text already in UTF-8 (a long table's lines), written as it is.
    public func write(_ utf8: [UInt8]) {
        utf8.withUnsafeBytes(writeBytes)
    }
}

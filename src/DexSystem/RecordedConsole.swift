import Synchronization

/// A console that keeps what a command writes, for a caller that runs the command in process (the tests) and reads
/// its output afterwards. Standard input is empty and no stream is a terminal unless `terminal` gives a size.
public final class RecordedConsole: Sendable {
    private let written = Mutex<(output: [UInt8], error: [UInt8])>(([], []))
    private let variables: [String: String]
    private let size: Console.Size?

    /// `environment` is the whole environment the command sees; `terminal`, when given, makes stdout and stderr a
    /// terminal of that size.
    public init(environment: [String: String], terminal: Console.Size? = nil) {
        variables = environment
        size = terminal
    }

    public var console: Console {
        Console(
            output: ConsoleStream { bytes in self.written.withLock { $0.output += bytes } },
            error: ConsoleStream { bytes in self.written.withLock { $0.error += bytes } },
            environment: { [variables] in variables[$0] },
            isTerminal: { [size] stream in size != nil && stream != .input },
            terminalSize: { [size] stream in stream == .input ? nil : size },
            readLine: { nil })
    }

    /// What went to standard output so far, as text.
    public var output: String { written.withLock { String(decoding: $0.output, as: UTF8.self) } }

    /// What went to standard error so far, as text.
    public var error: String { written.withLock { String(decoding: $0.error, as: UTF8.self) } }
}

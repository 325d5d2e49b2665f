import DexModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal on the other end of stdout / stderr can do.
public enum Terminal {
    /// Whether the running command's console has a terminal on `stream`.
    public static func isTTY(_ stream: Console.Stream) -> Bool { Console.current.isTerminal(stream) }

    /// Colour only on a TTY, and never with `NO_COLOR` set (https://no-color.org).
    public static func colorEnabled(_ stream: Console.Stream = .output, environment: (String) -> String? = Environment.value)
        -> Bool
    {
        isTTY(stream) && colorAllowed(environment: environment)
    }

    /// Whether the environment lets a terminal have colour: no `NO_COLOR`, and not `TERM=dumb`.
    public static func colorAllowed(environment: (String) -> String? = Environment.value) -> Bool {
        (environment("NO_COLOR") ?? "").isEmpty && environment("TERM") != "dumb"
    }

    /// Writes one line to stderr, checked (see `StandardStream`). The message is made inert whole
    /// (`InertText.line`): dex's own words hold no control character, and the names, paths and refs in it may.
    public static func warn(_ message: String) {
        Console.current.error.write(InertText.line(message) + "\n")
    }

    /// The answer to a yes/no question.
    public enum Answer: Sendable {
        case yes, no
        /// stdin is not a terminal, so nobody could be asked: the command needs `--yes`.
        case notAsked
    }

    /// Asks a yes/no question on a TTY; without one it does not ask. Anything but y or yes is a no.
    public static func confirm(_ question: String) -> Answer {
        let console = Console.current
        guard console.isTerminal(.input) else { return .notAsked }
        console.error.write("\(InertText.line(question)) [y/N] ")
        guard let answer = console.readLine() else { return .no }
        return ["y", "yes"].contains(answer.trimmingWhitespace().lowercased()) ? .yes : .no
    }
}

/// ANSI styles that vanish when colour is off.
public struct Style: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func bold(_ text: String) -> String { wrap(text, "1") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

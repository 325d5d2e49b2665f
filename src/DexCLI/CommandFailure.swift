import ArgumentParser
import DexApp
import DexModel
import DexSystem

/// How a line that did not succeed is answered, in place of ArgumentParser's `exit(withError:)`: help, the version
/// and other clean endings on stdout; every error as one `Error:` line on stderr, with the refs, paths and names in it
/// made inert, and ArgumentParser's status for it (64 for a usage error, 1 for any other).
enum CommandFailure {
    static func report(_ error: any Error, arguments: [String]) -> Int32 {
        if let usage = UnknownCommand.error(in: arguments) ?? NegativeNumberRef.error(in: arguments) {
            return reportUsage(usage)
        }
        let error = ErrorMessage.words(for: error).map(WordedError.init) ?? error
        let status = Dex.exitCode(for: error)
        if status == .success {
            let message = Dex.fullMessage(for: error, columns: Terminal.columns())
            if !message.isEmpty { Console.current.output.write(message + "\n") }
            return status.rawValue
        }
        let message = oneLine(Dex.message(for: error))
        guard !message.isEmpty else { return status.rawValue }
        guard status == .validationFailure else {
            Terminal.warn("Error: " + message)
            return status.rawValue
        }
        Terminal.warn("Error: " + message + (message.hasSuffix(".") ? "" : ".") + helpHint(for: arguments))
        return status.rawValue
    }

    /// A usage error found before ArgumentParser's own: one `Error:` line, status 64 as ArgumentParser gives.
    static func reportUsage(_ error: CommandLineError) -> Int32 {
        Terminal.warn("Error: \(ErrorMessage.line(for: error))")
        return ExitCode.validationFailure.rawValue
    }

    /// ArgumentParser's message, some of which span lines (a list of choices, a missing argument's usage), as one line.
    private static func oneLine(_ message: String) -> String {
        let message = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
        return message.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// " See 'dex mark --help'." for a line whose first words name a command, else " See 'dex --help'.".
    private static func helpHint(for arguments: [String]) -> String {
        let words = arguments.prefix(Dex.subcommand(named: arguments).wordCount)
        return " See 'dex \((words + ["--help"]).joined(separator: " "))'."
    }
}

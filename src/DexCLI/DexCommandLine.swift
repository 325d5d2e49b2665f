import ArgumentParser
import DexApp
import DexSystem

/// The one way from a command line to a command: ArgumentParser reads every line, the command runs, and what it
/// ends with becomes an exit status. Nothing here ends the process, so a caller can run any number of lines in
/// process, each with its own console.
public enum DexCommandLine {
    /// Runs `arguments` (the words after `dex`) with `console` as the command's stdout, stderr and environment,
    /// and returns the exit status.
    public static func run(_ arguments: [String], console: Console) async -> Int32 {
        await Console.$current.withValue(console) { await run(arguments) }
    }

    private static func run(_ arguments: [String]) async -> Int32 {
        var arguments = LeadingOptions.moved(arguments)
        if arguments.isEmpty, Terminal.isTTY(.input), Terminal.isTTY(.output) { arguments = ["browse"] }
        if let repeated = RepeatedOption.error(in: arguments) { return CommandFailure.reportUsage(repeated) }
        do {
            var command = try Dex.parseAsRoot(arguments)
            // A synchronous command runs in this task, as the only work of a `dex` process; those that wait on the
            // network or the terminal are async.
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitCode.success.rawValue
        } catch {
            return CommandFailure.report(error, arguments: arguments)
        }
    }
}

import ArgumentParser
import DexSystem
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// The entry point. `dex mark`, `unmark`, `show`, `list`, `progress`, `games`, `sync` and `add-game` skip ArgumentParser (see `QuickCommand`);
/// everything else, and every form of those the quick path does not take, goes through `Dex`. Both end through `CommandExit`.
/// Plain `dex` on a terminal is `dex browse`. A line that gives an option of one value twice is refused before
/// ArgumentParser reads it (`RepeatedOption`); the quick path never takes one. `--home` and `--game` written before the
/// command are moved after it (`LeadingOptions`).
@main
enum Main {
    static func main() {
        var arguments = LeadingOptions.moved(Array(CommandLine.arguments.dropFirst()))
        if arguments.isEmpty, Terminal.isTTY(STDIN_FILENO), Terminal.isTTY(STDOUT_FILENO) { arguments = ["browse"] }
        if let quick = QuickCommand(arguments) {
            quick.run()
        }
        // After the quick path, which takes no line with an option given twice: this costs its commands nothing.
        if let repeated = RepeatedOption.error(in: arguments) { CommandExit.usageFailure(repeated) }
        Task {
            do {
                var command = try await Dex.asyncParseAsRoot(arguments)
                if var asyncCommand = command as? AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
            } catch {
                if let unknown = UnknownCommand.error(in: arguments) { CommandExit.usageFailure(unknown) }
                if let negative = NegativeNumberRef.error(in: arguments) { CommandExit.usageFailure(negative) }
                CommandExit.failure(error)
            }
            CommandExit.success()
        }
        dispatchMain()
    }
}

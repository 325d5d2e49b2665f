import ArgumentParser
import Dispatch
import DexKit

/// The entry point. The plain forms of `dex mark`, `dex unmark` and `dex show` skip ArgumentParser (see `QuickCommand`);
/// everything else, and every unusual form of those, goes through `Dex`. Both end through `CommandExit`.
@main
enum Main {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let quick = QuickCommand(arguments) {
            quick.run()
        }
        UnknownCommand.refuse(arguments)
        Task {
            do {
                var command = try await Dex.asyncParseAsRoot(arguments)
                if var asyncCommand = command as? AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
            } catch {
                CommandExit.failure(error)
            }
            CommandExit.success()
        }
        dispatchMain()
    }
}

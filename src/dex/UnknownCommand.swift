import ArgumentParser
import DexApp
import DexModel

/// `dex mrak 25`: a first word that is not a command gets the nearest command's name, instead of
/// ArgumentParser's "2 unexpected arguments".
enum UnknownCommand {
    /// The words `dex` takes as a command: its subcommands' names and ArgumentParser's `help`.
    static var names: [String] {
        Dex.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// Ends dex with a usage error (status 64) when the first argument is not a command; options are left to
    /// ArgumentParser.
    static func refuse(_ arguments: [String]) {
        guard let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) else { return }
        let error = CommandLineError.unknownCommand(first, suggestion: Suggestion.closest(to: first, among: names))
        CommandExit.usageFailure(error)
    }
}

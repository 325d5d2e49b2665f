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

    /// The error for a line ArgumentParser refused because its first word is not a command; nil for any other
    /// line (options are left to ArgumentParser).
    static func error(in arguments: [String]) -> CommandLineError? {
        guard let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) else { return nil }
        return .unknownCommand(first, suggestion: Suggestion.closest(to: first, among: names))
    }
}

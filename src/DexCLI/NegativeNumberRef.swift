import DexApp

/// `dex mark -5`: a word that looks like a negative number where a command takes a ref is neither a dex number nor
/// an option, which ArgumentParser would answer with "Missing expected argument".
enum NegativeNumberRef {
    /// The commands whose positional arguments are refs.
    static let commands: Set<String> = ["mark", "unmark", "show", "note"]

    /// The error for a line ArgumentParser refused, when a word before any `--` is `-` and digits (`-5`, `-0`);
    /// nil for any other line.
    static func error(in arguments: [String]) -> CommandLineError? {
        guard let command = arguments.first, commands.contains(command) else { return nil }
        let word = arguments.dropFirst().prefix { $0 != "--" }.first { word in
            word.count > 1 && word.hasPrefix("-") && word.utf8.dropFirst().allSatisfy { (0x30...0x39).contains($0) }
        }
        return word.map { .negativeNumberRef($0, command: command) }
    }
}

import DexApp

/// `dex mark 35 --game firered --game national`: ArgumentParser keeps the last value of an option given twice and
/// drops the others without a word, so a line that gives an option of one value more than once is refused before
/// any command runs. Flags given twice mean what they mean once, and options that take every value given
/// (`isRepeatable`) keep them all; both are left to ArgumentParser.
enum RepeatedOption {
    /// The error for a line that gives one of its command's single-valued options more than once; nil for any other
    /// line, and for a line that is not a command's.
    static func error(in arguments: [String]) -> CommandLineError? {
        for wordCount in 1...2 where arguments.count >= wordCount {
            if let grammar = CommandGrammar.of(arguments.prefix(wordCount).joined(separator: " ")) {
                return error(in: arguments.dropFirst(wordCount), grammar)
            }
        }
        return nil
    }

    /// Reads the options as ArgumentParser does: `--name value` (a value does not start with '-'), `--name=value`,
    /// and nothing after `--`.
    static func error(in arguments: ArraySlice<String>, _ grammar: CommandGrammar) -> CommandLineError? {
        var given: Set<OptionName> = []
        var rest = arguments
        while let argument = rest.popFirst(), argument != "--" {
            guard argument.hasPrefix("-") else { continue }
            let spelling = String(argument.prefix { $0 != "=" })
            guard let option = grammar.option(spelled: spelling), option.takesValue else { continue }
            if spelling == argument, let next = rest.first, !next.hasPrefix("-") { rest.removeFirst() }
            if !option.isRepeatable, !given.insert(option.name).inserted { return .repeatedOption(option.name.longSpelling) }
        }
        return nil
    }
}

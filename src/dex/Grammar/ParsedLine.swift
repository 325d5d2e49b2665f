/// A command line read by its command's grammar: positional arguments, the values of options and the flags given.
///
/// Reads what ArgumentParser reads alike (`--name value`, `--name=value`, flags) and nothing else: `init` returns nil
/// for any line it cannot be sure of, which ArgumentParser then parses and answers as the one definition.
struct ParsedLine {
    private(set) var positionals: [String] = []
    private var values: [(name: OptionName, value: String)] = []
    private var flags: [OptionName] = []

    /// Nil for an unknown option, a repeated one, a missing value, a flag given a value, `--`, or a number of
    /// positional arguments the grammar does not take.
    init?(_ arguments: ArraySlice<String>, _ grammar: CommandGrammar) {
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                positionals.append(argument)
                continue
            }
            let spelling = String(argument.prefix { $0 != "=" })
            // ArgumentParser reads `--name=` as `--name` without a value.
            let inlineValue = spelling.count + 1 < argument.count ? String(argument.dropFirst(spelling.count + 1)) : nil
            guard let option = grammar.option(spelled: spelling), !given(option.name) else { return nil }
            if !option.takesValue, inlineValue == nil {
                flags.append(option.name)
            } else if option.takesValue, let value = inlineValue ?? Self.nextValue(&rest) {
                values.append((option.name, value))
            } else {
                return nil
            }
        }
        guard grammar.positionals.contains(positionals.count) else { return nil }
    }

    /// The argument after an option, unless it starts with '-', which ArgumentParser reads as an option, not a value.
    private static func nextValue(_ rest: inout ArraySlice<String>) -> String? {
        guard let next = rest.first, !next.hasPrefix("-") else { return nil }
        return rest.popFirst()
    }

    private func given(_ name: OptionName) -> Bool { flags.contains(name) || values.contains { $0.name == name } }

    /// The value of an option, taken off the line.
    mutating func take(_ name: OptionName) -> String? {
        guard let index = values.firstIndex(where: { $0.name == name }) else { return nil }
        return values.remove(at: index).value
    }

    /// Whether a flag was given, taken off the line.
    mutating func takeFlag(_ name: OptionName) -> Bool {
        guard let index = flags.firstIndex(of: name) else { return false }
        flags.remove(at: index)
        return true
    }

    /// True once every option given has been taken: a command that reads fewer options than its grammar lists
    /// leaves the rest here, and the line goes to ArgumentParser instead of losing them.
    var optionsAreAllTaken: Bool { values.isEmpty && flags.isEmpty }

    /// The value of `name` anywhere on a partial line (`--name VALUE` or `--name=VALUE`), for shell completion,
    /// which reads lines still being typed.
    static func value(of name: OptionName, in words: [String]) -> String? {
        let spelling = name.longSpelling
        let separate = words.firstIndex(of: spelling).flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
        return separate ?? words.first { $0.hasPrefix(spelling + "=") }.map { String($0.dropFirst(spelling.count + 1)) }
    }
}

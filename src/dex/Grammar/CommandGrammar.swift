/// One command's options and positional arguments, as its ArgumentParser definition declares them.
///
/// `CommandGrammar.of(_:)` and `OptionName` are generated from the definitions (`make grammar` writes
/// GeneratedGrammar.swift; `CommandGrammarTests` fails while it differs from them), so the commands that read a line
/// without ArgumentParser (`QuickCommand`, `Completions`) cannot drift from the definitions.
struct CommandGrammar: Sendable, Equatable {
    struct Option: Sendable, Equatable {
        var name: OptionName
        /// Every way to write it: `--output`, `-o`.
        var spellings: [String]
        /// False for a flag.
        var takesValue: Bool
        /// True for an option whose every value counts (an array); false for one that takes a single value.
        var isRepeatable: Bool

        init(_ name: OptionName, _ spellings: [String], takesValue: Bool, isRepeatable: Bool = false) {
            self.name = name
            self.spellings = spellings
            self.takesValue = takesValue
            self.isRepeatable = isRepeatable
        }
    }

    var options: [Option]
    /// How many positional arguments the command takes: at least `positionals.lowerBound`, at most
    /// `positionals.upperBound` (`Int.max`: any number).
    var positionals: ClosedRange<Int>

    func option(spelled spelling: String) -> Option? { options.first { $0.spellings.contains(spelling) } }
}

extension OptionName {
    /// `--home` for `.home`.
    var longSpelling: String { "--" + rawValue }
}

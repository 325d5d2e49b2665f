import ArgumentParser
import DexApp
import FoundationEssentials

/// `dex mark 35 --game firered --game national`: ArgumentParser keeps the last value of an option given twice and
/// drops the others without a word, so a line that gives an option of one value more than once is refused before
/// its command runs. Flags given twice mean what they mean once, and options that take every value given
/// (`isRepeating`) keep them all; both are left to ArgumentParser.
///
/// Which options take one value is read from the command's own ArgumentParser definition (its `_dumpHelp()`, some
/// 12 M instructions), and only for a line that could repeat one: a line whose options are all long and all different
/// cannot, and pays nothing for this.
enum RepeatedOption {
    /// The error for a line that gives one of its command's single-valued options more than once; nil for any other
    /// line, and for a line that is not a command's.
    static func error(in arguments: [String]) -> CommandLineError? {
        let (command, wordCount) = Dex.subcommand(named: arguments)
        let rest = arguments.dropFirst(wordCount).prefix { $0 != "--" }
        let spellings = rest.filter { $0.hasPrefix("-") }.map { $0.prefix { $0 != "=" } }
        let couldRepeat = spellings.contains { !$0.hasPrefix("--") } || Set(spellings).count < spellings.count
        guard wordCount > 0, couldRepeat else { return nil }
        return error(in: rest, options: CommandOptions(of: command))
    }

    /// Reads the options as ArgumentParser does: `--name value` (a value does not start with '-') and `--name=value`.
    static func error(in arguments: ArraySlice<String>, options: CommandOptions) -> CommandLineError? {
        var given: Set<String> = []
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else { continue }
            let spelling = String(argument.prefix { $0 != "=" })
            guard let option = options.bySpelling[spelling], option.takesValue else { continue }
            if spelling == argument, let next = rest.first, !next.hasPrefix("-") { rest.removeFirst() }
            if !option.isRepeating, !given.insert(option.longSpelling).inserted { return .repeatedOption(option.longSpelling) }
        }
        return nil
    }
}

/// A command's options, by every way each is written, as its ArgumentParser definition describes them.
struct CommandOptions {
    struct Option {
        /// `--output` for `-o` and `--output`.
        var longSpelling: String
        /// False for a flag.
        var takesValue: Bool
        /// True for an option whose every value counts (an array).
        var isRepeating: Bool
    }

    let bySpelling: [String: Option]

    init(of command: ParsableCommand.Type) {
        var bySpelling: [String: Option] = [:]
        let info = try? JSONDecoder().decode(ToolInfo.self, from: Data(command._dumpHelp().utf8))
        for argument in info?.command.arguments ?? [] where argument.kind != "positional" {
            let names = argument.names ?? []
            let spell = { (name: ToolInfo.Name) in (name.kind == "short" ? "-" : "--") + name.name }
            guard let long = names.first(where: { $0.kind != "short" }) ?? names.first else { continue }
            let option = Option(
                longSpelling: spell(long), takesValue: argument.kind == "option", isRepeating: argument.isRepeating)
            for name in names { bySpelling[spell(name)] = option }
        }
        self.bySpelling = bySpelling
    }

    /// The parts of ArgumentParser's description of a command (`--experimental-dump-help`) read here.
    private struct ToolInfo: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }
        struct Argument: Decodable {
            var kind: String
            var names: [Name]?
            var isRepeating: Bool
        }
        struct Command: Decodable { var arguments: [Argument]? }
        var command: Command
    }
}

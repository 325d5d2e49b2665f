import ArgumentParser
import DexModel
import Foundation
import Testing

@testable import dex

/// The quick path (`QuickCommand`) against the definitions of the commands it runs, with command lines generated from
/// those definitions (ArgumentParser's `--experimental-dump-help`): every spelling of every option of each command
/// `QuickCommand` takes (`mark`, `unmark`, `show`, `list`, `progress`, `games`, `sync`, `add-game`), with good and bad values,
/// alone and in pairs, before and after the refs (or a stray argument, for a command without refs). For each line, either the
/// quick path steps aside, or ArgumentParser accepts the line too and both build the same command; and every line
/// ArgumentParser accepts without repeating an option is one the quick path takes. So an option added, renamed or
/// validated in a definition fails here until `QuickCommand` follows it.
@Suite struct QuickCommandParityTests {
    /// A value to give each option of these commands that takes a free-form value (enumerated ones take their own).
    static let sampleValues = [
        "--home": "/tmp/dex-parity-home", "--game": "firered", "--search": "pika", "--manifest": "/tmp/dex-parity-games.json",
        "--starter": "bulbasaur", "--from-save": "/tmp/dex-parity.sav", "--sprite-url": "https://x/{folder}/{sprite}.png",
        "--deadline": "30",
    ]

    /// Every subcommand of `dex` the quick path runs.
    static let quickVerbs = Dex.configuration.subcommands.compactMap { $0.configuration.commandName }.filter(
        QuickCommand.verbs.contains)

    @Test func theQuickPathTakesTheReadCommands() {
        #expect(Set(Self.quickVerbs) == ["mark", "unmark", "show", "list", "progress", "games", "sync", "add-game"])
    }

    @Test(arguments: quickVerbs)
    func bothPathsReadEveryGeneratedLineAlike(verb: String) throws {
        let definition = try CommandDefinition(verb)
        let grammar = try #require(CommandGrammar.of(verb))
        #expect(
            Set(grammar.options.flatMap(\.spellings)) == Set(definition.options.flatMap(\.spellings)),
            "the grammar of 'dex \(verb)' lists other options than its definition: run 'make grammar'")

        var lines = 0, quick = 0
        for line in definition.generatedLines() {
            lines += 1
            let arguments = [verb] + line.arguments
            let parsed = Result { try definition.type.parseAsRoot(line.arguments) }
            guard let fast = QuickCommand(arguments) else {
                if case .success = parsed, !line.repeatsAnOption {
                    Issue.record("ArgumentParser accepts 'dex \(arguments.joined(separator: " "))' but the quick path does not")
                }
                continue
            }
            quick += 1
            switch parsed {
            case .success(let command):
                #expect(Self.command(command) == fast.command, "dex \(arguments.joined(separator: " "))")
            case .failure(let error):
                Issue.record(
                    "the quick path accepts 'dex \(arguments.joined(separator: " "))', ArgumentParser says: \(Dex.message(for: error))"
                )
            }
        }
        // The generator produced real work for both outcomes.
        let options = definition.options.count
        #expect(lines > 25 * options && quick > 5 * options && quick < lines, "\(lines) lines, \(quick) on the quick path")
    }

    /// What ArgumentParser's parse of a quick-path command hands to `run`.
    static func command(_ parsed: any ParsableCommand) -> QuickCommand.Command? {
        switch parsed {
        case let mark as Dex.Mark: .setCaught(mark.command)
        case let unmark as Dex.Unmark: .setCaught(unmark.command)
        case let show as Dex.Show: .show(show.command)
        case let list as Dex.List: .list(list.command)
        case let progress as Dex.Progress: .progress(progress.command)
        case let games as Dex.Games: .games(games.command)
        case let sync as Dex.Sync: .sync(sync.command)
        case let addGame as Dex.AddGame: .addGame(addGame.command)
        default: nil
        }
    }
}

/// One command's options and refs, read from ArgumentParser's description of its definition.
private struct CommandDefinition {
    struct Option {
        var spellings: [String]
        /// Nil for a flag; else the values to try, good and bad.
        var values: [String]?
    }

    /// One generated command line, after the command's name.
    struct Line {
        var arguments: [String]
        var repeatsAnOption: Bool
    }

    /// The command's ArgumentParser type, which parses each generated line (as `Dex` would after the command's name,
    /// without the checks of every subcommand's definition a debug build of ArgumentParser makes on each parse).
    let type: any ParsableCommand.Type
    var options: [Option] = []
    var takesRefs = false
    var refsRepeat = false

    init(_ verb: String) throws {
        type = try #require(Dex.configuration.subcommands.first { $0.configuration.commandName == verb })
        let definition = try #require(try CommandGrammarTests.dumpedDefinitions().subcommands?.first { $0.commandName == verb })
        for argument in definition.arguments ?? [] {
            let spellings = argument.spellings
            // ArgumentParser's own flags, which the quick path leaves to it.
            guard !spellings.contains("--help"), !spellings.contains("--version") else { continue }
            switch argument.kind {
            case "positional":
                takesRefs = true
                refsRepeat = argument.isRepeating
            case "flag":
                options.append(Option(spellings: spellings))
            default:
                // Every value of an enumerated option and a bad one; else a sample and an empty value. Then a value
                // that looks like an option.
                var values = argument.allValues.map { $0 + ["sometimes"] } ?? []
                if values.isEmpty {
                    let sample = spellings.lazy.compactMap { QuickCommandParityTests.sampleValues[$0] }.first
                    values = [
                        try #require(sample, "add a sample value for \(spellings) to QuickCommandParityTests.sampleValues"), "",
                    ]
                }
                options.append(Option(spellings: spellings, values: values + ["-x"]))
            }
        }
    }

    /// Each way of giving one option: a flag; a value option with each value, as two arguments and with '=', and
    /// without its value. `plainly` keeps only the values an option accepts, as two arguments.
    private func uses(plainly: Bool) -> [(option: Int, arguments: [String])] {
        options.indices.flatMap { index -> [(option: Int, arguments: [String])] in
            let option = options[index]
            return option.spellings.flatMap { spelling -> [(option: Int, arguments: [String])] in
                guard let values = option.values else { return [(index, [spelling])] }
                if plainly { return values.filter { $0 != "-x" && $0 != "sometimes" }.map { (index, [spelling, $0]) } }
                return values.flatMap { [(index, [spelling, $0]), (index, ["\(spelling)=\($0)"])] } + [(index, [spelling])]
            }
        }
    }

    /// Every use of an option alone, before and after refs that parse, several refs where the command takes them, no
    /// refs, and a bad or extra one (for a command without refs: none, then a stray argument and an unknown option);
    /// then every pair of plain uses (the same option twice too), around good refs.
    func generatedLines() -> [Line] {
        let good: [[String]] = !takesRefs ? [[]] : refsRepeat ? [["25"], ["25", "1-9", "mr. mime"]] : [["25"]]
        let bad: [[String]] = !takesRefs ? [["25"], ["-1"]] : refsRepeat ? [[], ["25", "-1"]] : [[], ["25", "26"], ["-1"]]
        var lines: [Line] = (good + bad).map { Line(arguments: $0, repeatsAnOption: false) }
        for refs in good + bad {
            for use in uses(plainly: false) {
                lines.append(Line(arguments: use.arguments + refs, repeatsAnOption: false))
                lines.append(Line(arguments: refs + use.arguments, repeatsAnOption: false))
            }
        }
        let plain = uses(plainly: true)
        for refs in good {
            for (index, use) in plain.enumerated() {
                for other in plain[index...] {
                    let repeats = use.option == other.option
                    lines.append(Line(arguments: use.arguments + refs + other.arguments, repeatsAnOption: repeats))
                    lines.append(Line(arguments: refs + other.arguments + use.arguments, repeatsAnOption: repeats))
                }
            }
        }
        return lines
    }
}

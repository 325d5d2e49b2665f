import ArgumentParser
import DexApp
import DexModel
import DexSprites
import DexSystem

/// The commands people run most — `mark`, `unmark`, `show` and the read commands `list`, `progress` and `games` —
/// run without ArgumentParser.
///
/// ArgumentParser builds its model of a command by reflection, and each new type it meets makes the Swift
/// runtime scan every protocol conformance in the binary: that set-up cost more than the command's own
/// work (see the README's Speed section). This reads the same options as the commands' definitions (`grammar`)
/// into the same value ArgumentParser's path builds (`CatchCommand`, `ShowCommand`, `ListCommand`,
/// `ProgressCommand`, `GamesCommand`), validated by the same `validate()`. Anything else (help, an unknown option,
/// a missing or extra argument, a bad value, a line that does not validate) makes `init` return nil, and
/// ArgumentParser, which stays the one definition of the command line, parses the line and answers as it always
/// does. `QuickCommandParityTests` generates command lines from the definitions — every option of these commands,
/// alone and in pairs — and checks that both paths read each line alike, so an option added, renamed or validated
/// in a definition fails the tests until the quick path follows.
struct QuickCommand {
    enum Command: Equatable {
        case setCaught(CatchCommand)
        case show(ShowCommand)
        case list(ListCommand)
        case progress(ProgressCommand)
        case games(GamesCommand)
    }

    /// The options of one command, as its ArgumentParser definition spells them.
    struct Grammar {
        var valueOptions: [String]
        var flags: [String]
    }

    /// The commands the quick path runs, and their options.
    static func grammar(_ verb: String) -> Grammar? {
        switch verb {
        case "mark", "unmark": Grammar(valueOptions: ["--home", "--game"], flags: ["--verbose", "--traded"])
        case "show": Grammar(valueOptions: ["--home", "--game", "--sprite"], flags: ["--all-games", "--json", "--no-sprite"])
        case "list":
            Grammar(valueOptions: ["--home", "--game", "--search", "--sort"], flags: ["--missing", "--caught", "--all", "--sprites", "--json"])
        case "progress": Grammar(valueOptions: ["--home"], flags: ["--json"])
        case "games": Grammar(valueOptions: ["--home", "--manifest"], flags: ["--available", "--json"])
        default: nil
        }
    }

    let command: Command

    init?(_ arguments: [String]) {
        guard let verb = arguments.first, let grammar = Self.grammar(verb),
              let line = PlainLine(arguments.dropFirst(), grammar)
        else { return nil }
        let home = line.value("--home"), game = line.value("--game")
        switch verb {
        case "show":
            guard line.positionals.count == 1 else { return nil }
            var show = ShowCommand(
                ref: line.positionals[0], home: home, game: game, allGames: line.has("--all-games"), json: line.has("--json"),
                drawsSprite: !line.has("--no-sprite"))
            if let mode = line.value("--sprite") {
                guard let spriteColor = ColorDepth.Mode(rawValue: mode) else { return nil }
                show.spriteColor = spriteColor
            }
            guard (try? show.validate()) != nil else { return nil }
            command = .show(show)
        case "mark", "unmark":
            guard !line.positionals.isEmpty else { return nil }
            let setCaught = CatchCommand(
                caught: verb == "mark", refs: line.positionals, home: home, game: game, verbose: line.has("--verbose"),
                traded: line.has("--traded"))
            guard (try? setCaught.validate()) != nil else { return nil }
            command = .setCaught(setCaught)
        default:
            guard line.positionals.isEmpty else { return nil }
            switch verb {
            case "list":
                var list = ListCommand(
                    home: home, game: game, missing: line.has("--missing"), caught: line.has("--caught"), all: line.has("--all"),
                    search: line.value("--search"), sprites: line.has("--sprites"), json: line.has("--json"))
                if let order = line.value("--sort") {
                    guard let sort = ListOrder(rawValue: order) else { return nil }
                    list.sort = sort
                }
                guard (try? list.validate()) != nil else { return nil }
                command = .list(list)
            case "progress":
                command = .progress(ProgressCommand(home: home, json: line.has("--json")))
            default:
                command = .games(GamesCommand(
                    home: home, manifest: line.value("--manifest"), available: line.has("--available"), json: line.has("--json")))
            }
        }
    }

    /// Runs the command as its ArgumentParser twin would, then ends the process.
    func run() -> Never {
        do {
            switch command {
            case .setCaught(let setCaught):
                let tracker = try Tracker.open(setCaught.dexHome)
                try setCaught.run(tracker: tracker)
                Self.exit(keeping: tracker)
            case .show(let show):
                let tracker = try Tracker.open(show.dexHome)
                try show.run(tracker: tracker)
                Self.exit(keeping: tracker)
            case .list(let list):
                let tracker = try Tracker.open(list.dexHome)
                try list.run(tracker: tracker)
                Self.exit(keeping: tracker)
            case .progress(let progress):
                let tracker = try Tracker.open(progress.dexHome)
                try progress.run(tracker: tracker)
                Self.exit(keeping: tracker)
            case .games(let games) where games.available:
                try games.printAvailable()
                CommandExit.success()
            case .games(let games):
                let tracker = try Tracker.open(games.dexHome)
                try games.printTracked(tracker: tracker)
                Self.exit(keeping: tracker)
            }
        } catch {
            CommandExit.failure(error)
        }
    }

    /// Exits with the connection still open: every write is committed and checkpointed, so closing would only
    /// spend time.
    private static func exit(keeping tracker: Tracker) -> Never {
        withExtendedLifetime(tracker) { CommandExit.success() }
    }
}

/// A command line of positional arguments, `--name value` / `--name=value` options and flags.
private struct PlainLine {
    var positionals: [String] = []
    var values: [(name: String, value: String)] = []
    var flags: [String] = []

    /// Nil when the line holds anything else: an unknown option, a repeated one, a missing value.
    init?(_ arguments: ArraySlice<String>, _ grammar: QuickCommand.Grammar) {
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                positionals.append(argument)
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            // ArgumentParser reads `--name=` as `--name` without a value.
            let inlineValue = name.count + 1 < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
            if grammar.flags.contains(name), inlineValue == nil, !flags.contains(name) {
                flags.append(name)
            } else if grammar.valueOptions.contains(name), value(name) == nil, let value = inlineValue ?? Self.nextValue(&rest) {
                values.append((name, value))
            } else {
                return nil
            }
        }
    }

    /// The argument after an option, unless it starts with '-', which ArgumentParser reads as an option, not a value.
    private static func nextValue(_ rest: inout ArraySlice<String>) -> String? {
        guard let next = rest.first, !next.hasPrefix("-") else { return nil }
        return rest.popFirst()
    }

    func value(_ name: String) -> String? { values.first { $0.name == name }?.value }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

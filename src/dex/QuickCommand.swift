import ArgumentParser
import DexSystem
import DexStore
import DexSprites

/// The plain forms of the commands people run most — `mark`, `unmark` and `show` — run without ArgumentParser.
///
/// ArgumentParser builds its model of a command by reflection, and each new type it meets makes the Swift
/// runtime scan every protocol conformance in the binary: that set-up cost more than the command's own
/// work (see the README's Speed section). This recognises only plain forms — the command, its positional
/// arguments, and the options listed below. Anything else (help, an unknown option, a missing argument,
/// a bad value) makes `init` return nil, and ArgumentParser, which stays the one definition of the
/// command line, parses the line and answers as it always does.
struct QuickCommand {
    private enum Action {
        case setCaught(Bool, verbose: Bool)
        case show(ShowCommand)
    }

    private let action: Action
    private let refs: [String]
    private let home: String?
    private let game: String?

    init?(_ arguments: [String]) {
        guard let verb = arguments.first else { return nil }
        let valueOptions = verb == "show" ? ["--home", "--game", "--sprite"] : ["--home", "--game"]
        let flags = verb == "show" ? ["--json", "--no-sprite"] : ["--verbose"]
        guard ["mark", "unmark", "show"].contains(verb),
              let line = PlainLine(arguments.dropFirst(), valueOptions: valueOptions, flags: flags),
              !line.positionals.isEmpty
        else { return nil }
        refs = line.positionals
        home = line.value("--home")
        game = line.value("--game")
        switch verb {
        case "show":
            guard refs.count == 1 else { return nil }
            var show = ShowCommand(ref: refs[0], game: game, json: line.has("--json"), drawsSprite: !line.has("--no-sprite"))
            if let mode = line.value("--sprite") {
                guard let spriteColor = ColorDepth.Mode(rawValue: mode) else { return nil }
                show.spriteColor = spriteColor
            }
            action = .show(show)
        default:
            action = .setCaught(verb == "mark", verbose: line.has("--verbose"))
        }
    }

    /// Runs the command as its ArgumentParser twin would, then ends the process.
    func run() -> Never {
        do {
            let home = DexHome.resolve(explicit: home)
            let database = try DexDatabase.open(home)
            switch action {
            case .setCaught(let caught, let verbose):
                try CatchCommand.run(caught: caught, refs: refs, database: database, game: game, verbose: verbose)
            case .show(let show):
                try show.run(home: home, database: database)
            }
            // Exit with the connection still open: every write is committed and checkpointed, so closing
            // would only spend time.
            withExtendedLifetime(database) { CommandExit.success() }
        } catch {
            CommandExit.failure(error)
        }
    }
}

/// A command line of positional arguments, `--name value` / `--name=value` options and flags.
private struct PlainLine {
    var positionals: [String] = []
    var values: [(name: String, value: String)] = []
    var flags: [String] = []

    /// Nil when the line holds anything else: an unknown option, a repeated one, a missing value.
    init?(_ arguments: ArraySlice<String>, valueOptions: [String], flags knownFlags: [String]) {
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                positionals.append(argument)
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            let inlineValue = name.count < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
            if knownFlags.contains(name), inlineValue == nil, !flags.contains(name) {
                flags.append(name)
            } else if valueOptions.contains(name), value(name) == nil, let value = inlineValue ?? rest.popFirst() {
                values.append((name, value))
            } else {
                return nil
            }
        }
    }

    func value(_ name: String) -> String? { values.first { $0.name == name }?.value }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

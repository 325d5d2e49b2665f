import ArgumentParser
import DexApp
import DexModel
import DexSprites
import DexSystem
import Dispatch

/// The commands people run most — `mark`, `unmark`, `show`, the read commands `list`, `progress` and `games`, and
/// `sync`, which a player may run from a timer — and `add-game`, whose largest lists must be added in under 50 ms, run
/// without ArgumentParser.
///
/// ArgumentParser builds its model of a command by reflection, and each new type it meets makes the Swift
/// runtime scan every protocol conformance in the binary: that set-up costs more than the command's own work
/// (docs/performance.md). This reads the line with the command's grammar, generated from its ArgumentParser
/// definition (`CommandGrammar`), into the same value ArgumentParser's path builds (`CatchCommand`, `ShowCommand`,
/// `ListCommand`, `ProgressCommand`, `GamesCommand`, `SyncCommand`, `AddGameCommand`), validated by the same `validate()`, with values converted by
/// the same `ExpressibleByArgument` conformances. Anything else (help, an unknown option, a missing or extra
/// argument, a bad value, a line that does not validate, an option the value does not read) makes `init` return
/// nil, and ArgumentParser, the one definition of the command line, parses the line and answers as it always does.
/// `QuickCommandParityTests` checks both paths read generated lines alike.
struct QuickCommand {
    enum Command: Equatable {
        case setCaught(CatchCommand)
        case show(ShowCommand)
        case list(ListCommand)
        case progress(ProgressCommand)
        case games(GamesCommand)
        case sync(SyncCommand)
        case addGame(AddGameCommand)
    }

    /// The commands the quick path runs.
    static let verbs: Set<String> = ["mark", "unmark", "show", "list", "progress", "games", "sync", "add-game"]

    let command: Command

    init?(_ arguments: [String]) {
        guard let verb = arguments.first, Self.verbs.contains(verb), let grammar = CommandGrammar.of(verb),
            var line = ParsedLine(arguments.dropFirst(), grammar)
        else { return nil }
        let home = line.take(.home)
        switch verb {
        case "show":
            var show = ShowCommand(
                ref: line.positionals[0], home: home, game: line.take(.game), allGames: line.takeFlag(.allGames),
                json: line.takeFlag(.json), drawsSprite: !line.takeFlag(.noSprite))
            if let mode = line.take(.sprite) {
                guard let spriteColor = ColorDepth.Mode(argument: mode) else { return nil }
                show.spriteColor = spriteColor
            }
            guard line.optionsAreAllTaken, (try? show.validate()) != nil else { return nil }
            command = .show(show)
        case "mark", "unmark":
            let setCaught = CatchCommand(
                caught: verb == "mark", refs: line.positionals, home: home, game: line.take(.game),
                verbose: line.takeFlag(.verbose), traded: line.takeFlag(.traded), shiny: line.takeFlag(.shiny),
                allForms: line.takeFlag(.allForms))
            guard line.optionsAreAllTaken, (try? setCaught.validate()) != nil else { return nil }
            command = .setCaught(setCaught)
        case "list":
            var list = ListCommand(
                home: home, game: line.take(.game), missing: line.takeFlag(.missing), caught: line.takeFlag(.caught),
                all: line.takeFlag(.all), reachable: line.takeFlag(.reachable), needsTrade: line.takeFlag(.needsTrade),
                search: line.take(.search), sprites: line.takeFlag(.sprites), json: line.takeFlag(.json),
                shiny: line.takeFlag(.shiny), notShiny: line.takeFlag(.notShiny))
            if let order = line.take(.sort) {
                guard let sort = ListOrder(argument: order) else { return nil }
                list.sort = sort
            }
            guard line.optionsAreAllTaken, (try? list.validate()) != nil else { return nil }
            command = .list(list)
        case "sync":
            let sync = SyncCommand(
                folder: line.positionals[0], home: home, manifest: line.take(.manifest), status: line.takeFlag(.status))
            guard line.optionsAreAllTaken else { return nil }
            command = .sync(sync)
        case "add-game":
            var addGame = AddGameCommand(
                home: home, manifest: line.take(.manifest), slug: line.positionals.first, starter: line.take(.starter),
                forms: line.takeFlag(.forms), genders: line.takeFlag(.genders), fromSave: line.take(.fromSave),
                noSprites: line.takeFlag(.noSprites), shiny: line.takeFlag(.shiny), spriteURL: line.take(.spriteUrl))
            if let deadline = line.take(.deadline) {
                guard let seconds = Int(argument: deadline), SpriteFetchOptions.deadlineRange.contains(seconds) else {
                    return nil
                }
                addGame.deadline = seconds
            }
            guard line.optionsAreAllTaken, (try? addGame.validate()) != nil else { return nil }
            command = .addGame(addGame)
        case "progress":
            let progress = ProgressCommand(home: home, game: line.take(.game), json: line.takeFlag(.json))
            guard line.optionsAreAllTaken else { return nil }
            command = .progress(progress)
        default:
            let games = GamesCommand(
                home: home, manifest: line.take(.manifest), available: line.takeFlag(.available), json: line.takeFlag(.json))
            guard line.optionsAreAllTaken else { return nil }
            command = .games(games)
        }
    }

    /// Runs the command as its ArgumentParser twin would, then ends the process.
    func run() -> Never {
        do {
            switch command {
            case .setCaught(let setCaught):
                let tracker = try Tracker.open(setCaught.dexHome)
                guard let sprites = try setCaught.run(tracker: tracker) else { Self.exit(keeping: tracker) }
                Task {
                    await SpriteDownload.fetchBroughtIn(sprites.selection, game: sprites.game, tracker: tracker)
                    Self.exit(keeping: tracker)
                }
                dispatchMain()
            case .show(let show):
                let tracker = try Tracker.openToRead(show.dexHome)
                try show.run(tracker: tracker)
                Self.exit(keeping: tracker)
            case .list(let list):
                let tracker = try Tracker.openToRead(list.dexHome)
                try list.run(tracker: tracker) { Self.exit(keeping: tracker) }
                Self.exit(keeping: tracker)
            case .progress(let progress):
                let tracker = try Tracker.openToRead(progress.dexHome)
                try progress.run(tracker: tracker)
                Self.exit(keeping: tracker)
            case .addGame(let addGame):
                Task {
                    do { try await addGame.run() } catch { CommandExit.failure(error) }
                    CommandExit.success()
                }
                dispatchMain()
            case .sync(let sync):
                try sync.run()
                CommandExit.success()
            case .games(let games) where games.available:
                try games.printAvailable()
                CommandExit.success()
            case .games(let games):
                let tracker = try Tracker.openToRead(games.dexHome)
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

import ArgumentParser
import DexApp
import DexModel
import DexSystem
import FoundationEssentials

extension Dex {
    struct Games: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "games",
            abstract: "List the games you track (the active one marked with *), or those you can add.")

        @OptionGroup var homeOptions: HomeOptions
        @OptionGroup var manifestOptions: ManifestOptions

        @Flag(help: "List the games the manifest offers instead.")
        var available = false

        @Flag(help: "Print JSON instead of text (see the README for its shape).")
        var json = false

        /// `--available` reads only the manifest: it opens no database, so it creates no data folder.
        func run() throws {
            if available { return try printAvailable() }
            try printTracked(tracker: homeOptions.openTrackerToRead())
        }
    }

    struct Use: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "use", abstract: "Make a tracked game the active one.")

        @OptionGroup var homeOptions: HomeOptions

        @Argument(help: "The tracked game's slug.", completion: Completions.trackedGamesFirst)
        var slug: String

        func run() throws {
            let game = try homeOptions.openTracker().useGame(slug)
            print("\(InertText.line(game.name)) is now the active game.")
        }
    }

    struct RemoveGame: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove-game", abstract: "Stop tracking a game and delete its catches and sprites.")

        @OptionGroup var homeOptions: HomeOptions

        @Argument(help: "The tracked game's slug.")
        var slug: String

        @Flag(name: .shortAndLong, help: "Do not ask for confirmation.")
        var yes = false

        func run() throws {
            let tracker = try homeOptions.openTracker()
            let game = try tracker.game(slug)
            if !yes {
                try Dex.confirm(
                    "Remove \(game.name) and all its catches? \(Dex.cannotBeUndone)", action: "removing \(game.slug)")
            }
            let removal = try tracker.removeGame(game.slug)
            Dex.warn(removal.spriteFailures)
            print("Removed \(InertText.line(game.name)) and its sprites.")
            if let nowActive = removal.nowActive { print("\(InertText.line(nowActive.name)) is now the active game.") }
        }
    }
}

extension Dex {
    /// What a prompt before a deletion that `dex undo` cannot revert adds, with the ways to keep a copy.
    static let cannotBeUndone = "This cannot be undone; to keep a copy first, run 'dex export -o FILE' or 'dex db backup FILE'."

    /// Asks before a command that deletes: a "no" ends dex with status 1 and no error line; with no terminal to
    /// ask on, `--yes` is needed.
    static func confirm(_ question: String, action: String) throws {
        switch Terminal.confirm(question) {
        case .yes:
            return
        case .no:
            print("Cancelled; nothing was changed.")
            throw ExitCode.failure
        case .notAsked:
            throw CommandLineError.confirmationRequired(action: action)
        }
    }

    /// A game no longer tracked (`dex remove-game`, `dex import --replace`) took its cached sprites with it: a
    /// folder that could not be deleted is a warning with the next step.
    static func warn(_ spriteFailures: [SpriteRemovalFailure]) {
        for failure in spriteFailures {
            Terminal.warn(
                "warning: could not delete the sprites of \(failure.game): \(failure.reason); run 'dex sprites clean' to try again"
            )
        }
    }

    /// What `games`, `progress` and `sprites status` say when nothing is tracked, naming the data folder they read.
    static func nothingTrackedHint(in home: DexHome) -> String {
        "You are not tracking any game yet in \(InertText.line(home.url.path)). "
            + "Start with 'dex add-game SLUG' (see 'dex games --available')."
    }

    /// What `dex games` and `dex progress` share: the same JSON, and the same hint when nothing is tracked.
    /// Only their tables differ: `row` makes one game's row, told whether the game is the active one.
    /// `cellStyle` colours a cell on a terminal, told whether its row is the active game's (see `Table`).
    static func printTrackedGames(
        _ tracker: Tracker, only slug: String? = nil, json: Bool, row: @escaping (GameProgress, _ isActive: Bool) -> [String],
        narrowerRows: [(GameProgress, _ isActive: Bool) -> [String]] = [],
        cellStyle: @escaping (Style, _ isActive: Bool, _ column: Int, _ text: String) -> String
    ) throws {
        var progress = try tracker.progress()
        let activeSlug = progress.games.first { $0.game.id == progress.activeGameId }?.game.slug
        if let slug {
            let game = try tracker.game(slug)
            progress.games.removeAll { $0.game.id != game.id }
        }
        if json {
            return print(
                try JSONOutput.string(
                    GamesJSON(games: progress.games, activeGameId: progress.activeGameId, activeGame: activeSlug)))
        }
        guard !progress.games.isEmpty else {
            return print(nothingTrackedHint(in: tracker.home))
        }
        let active = progress.games.map { $0.game.id == progress.activeGameId }
        // On a terminal too narrow for the rows, the first narrower form that fits (else the narrowest), so that
        // the cut to its width takes what matters least.
        let width = Terminal.cutWidth()
        var rows: [[String]] = []
        var forms: [(GameProgress, Bool) -> [String]] = [row]
        forms += narrowerRows
        for form in forms {
            rows = zip(progress.games, active).map { form($0, $1) }
            guard let width else { break }
            if Table(rows).rowLines.allSatisfy({ $0.count <= width }) { break }
        }
        print(
            Table(rows, style: Style(enabled: Terminal.colorEnabled())) { style, row, column, text in
                cellStyle(style, active[row], column, text)
            }.rendered)
    }
}

extension Dex.Games {
    func printAvailable() throws {
        let manifest = try Tracker.availableGames(in: manifestOptions.choice)
        if json { return print(try JSONOutput.string(AvailableGamesJSON(manifest))) }
        let rows = manifest.games.map { game in
            [
                game.slug, game.name, "gen \(game.generation)", "\(game.pokemon.count) Pokémon",
                game.availableStarters.isEmpty ? "" : "starters: " + game.availableStarters.joined(separator: ", "),
            ]
        }
        var table = Table(rows)
        table.width = Terminal.cutWidth()
        print(table.rendered)
    }

    func printTracked(tracker: Tracker) throws {
        try Dex.printTrackedGames(tracker, json: json) { entry, isActive in
            [isActive ? "*" : " ", entry.game.slug, entry.game.name, "\(entry.counted)/\(entry.total)", entry.percentText]
                + (Dex.shinyNote(entry).map { [$0] } ?? [])
        } cellStyle: { style, isActive, column, text in
            isActive && column <= 2 ? style.green(text) : text
        }
    }
}

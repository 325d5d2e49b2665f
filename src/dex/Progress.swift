import ArgumentParser
import DexApp
import DexSystem

extension Dex {
    struct Progress: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "progress", abstract: "Show how far you are in each game.")

        @OptionGroup var options: GameOptions

        @Flag(help: "Print JSON instead of text (see the README for its shape).")
        var json = false

        var command: ProgressCommand {
            ProgressCommand(home: options.homeOptions.home, game: options.game, json: json)
        }

        func run() throws {
            let command = self.command
            try command.run(tracker: Tracker.openToRead(command.dexHome))
        }
    }
}

/// `dex progress` as parsed — by ArgumentParser (`Dex.Progress`) or by the quick path (`QuickCommand`) — and what it
/// does.
struct ProgressCommand: Equatable {
    var home: String?
    /// One game's line instead of every game's.
    var game: String?
    var json = false

    var dexHome: DexHome { DexHome.resolve(explicit: home) }

    func run(tracker: Tracker) throws {
        try Dex.printTrackedGames(tracker, only: game, json: json) { entry, _ in
            [
                entry.game.name, "\(entry.caught)/\(entry.total)", entry.percentText,
                ProgressBar(fraction: entry.fraction, width: 20).rendered,
            ]
                + (entry.reachable.map { $0 < entry.total ? ["caught \(entry.caught) of the \($0) this run can reach"] : [] }
                    ?? [])
        } cellStyle: { style, _, column, text in
            column == 3 ? ProgressBar.colored(text, style: style) : text
        }
    }
}

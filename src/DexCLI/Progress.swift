import ArgumentParser
import DexApp
import DexModel
import DexSystem

extension Dex {
    struct Progress: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "progress", abstract: "Show how far you are in each game.")

        @OptionGroup var options: GameOptions

        @Flag(help: "Print JSON instead of text (see the README for its shape).")
        var json = false

        func run() throws {
            try Dex.printTrackedGames(options.homeOptions.openTrackerToRead(), only: options.game, json: json) { entry, _ in
                let reach = entry.reachable.flatMap {
                    $0 < entry.total
                        ? (entry.game.tracksShiny
                            ? "\(entry.counted) shiny of the \($0) this run can reach"
                            : "caught \(entry.counted) of the \($0) this run can reach")
                        : nil
                }
                let notes = [reach, Dex.shinyNote(entry)].compactMap { $0 }
                return [
                    entry.game.name, "\(entry.counted)/\(entry.total)", entry.percentText,
                    ProgressBar(fraction: entry.fraction, width: 20).rendered,
                ] + (notes.isEmpty ? [] : [notes.joined(separator: ", ")])
            } cellStyle: { style, _, column, text in
                column == 3 ? ProgressBar.colored(text, style: style) : text
            }
        }
    }
}

extension Dex {
    /// What `progress` and `games` say of shinies: "shiny living dex, 12 caught" for a game tracked with `--shiny`
    /// (whose count is its shiny ones), "2 shiny" for another with any; nil for one with none.
    static func shinyNote(_ progress: GameProgress) -> String? {
        if progress.game.tracksShiny { return "shiny living dex, \(progress.caught) caught" }
        return progress.shiny == 0 ? nil : "\(progress.shiny) shiny"
    }
}

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
            try Dex.printTrackedGames(
                options.homeOptions.openTrackerToRead(), only: options.game, json: json, row: Self.row,
                narrowerRows: [Self.narrowRow, Self.narrowestRow]
            ) { style, _, _, text in
                text.hasPrefix("[") && text.hasSuffix("]") ? ProgressBar.colored(text, style: style) : text
            }
        }

        /// A game: its name, count, percentage, bar and what the run can reach.
        private static func row(_ entry: GameProgress, _ isActive: Bool) -> [String] {
            var cells: [String] = [entry.game.name, count(entry), entry.percentText, bar(entry, width: 20)]
            cells += notes(entry, reach: reach(entry))
            return cells
        }

        /// Narrower, the reach figure stays whole and comes before a shorter bar, which a cut to the width takes
        /// first.
        private static func narrowRow(_ entry: GameProgress, _ isActive: Bool) -> [String] {
            var cells: [String] = [entry.game.name, count(entry), entry.percentText]
            cells += notes(entry, reach: shortReach(entry))
            cells.append(bar(entry, width: 10))
            return cells
        }

        /// Narrowest, the percentage follows the reach figure too.
        private static func narrowestRow(_ entry: GameProgress, _ isActive: Bool) -> [String] {
            var cells: [String] = [entry.game.name, count(entry)]
            cells += notes(entry, reach: shortReach(entry))
            cells.append(entry.percentText)
            cells.append(bar(entry, width: 10))
            return cells
        }

        private static func count(_ entry: GameProgress) -> String { "\(entry.counted)/\(entry.total)" }

        private static func bar(_ entry: GameProgress, width: Int) -> String {
            ProgressBar(fraction: entry.fraction, width: width).rendered
        }

        /// "176 reachable", when the run cannot reach everything.
        private static func shortReach(_ entry: GameProgress) -> String? {
            guard let reachable = entry.reachable, reachable < entry.total else { return nil }
            return "\(reachable) reachable"
        }

        /// "caught 23 of the 176 this run can reach", when the run cannot reach everything.
        private static func reach(_ entry: GameProgress) -> String? {
            guard let reachable = entry.reachable, reachable < entry.total else { return nil }
            return entry.game.tracksShiny
                ? "\(entry.counted) shiny of the \(reachable) this run can reach"
                : "caught \(entry.counted) of the \(reachable) this run can reach"
        }

        /// The reach and the shinies, as one cell; none when there is neither.
        private static func notes(_ entry: GameProgress, reach: String?) -> [String] {
            let notes = [reach, Dex.shinyNote(entry)].compactMap { $0 }
            return notes.isEmpty ? [] : [notes.joined(separator: ", ")]
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

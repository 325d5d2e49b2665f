import ArgumentParser
import DexApp
import DexModel

extension Dex {
    struct Undo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "undo",
            abstract: "Revert the last mark, unmark, note or import; again to go further back (up to \(Tracker.undoDepth)).")

        @OptionGroup var homeOptions: HomeOptions

        func run() throws {
            let result = try homeOptions.openTracker().undo()
            print(InertText.line("Undid: \(result.summary)."))
            for game in result.restoredGames {
                print(
                    InertText.line("\(game.name) is tracked again; run 'dex sprites fetch --game \(game.slug)' for its sprites."))
            }
        }
    }
}

import ArgumentParser
import DexApp
import DexModel
import DexSystem

extension Dex {
    struct Undo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "undo",
            abstract: "Revert the last mark, unmark, note or import; again to go further back (up to \(Tracker.undoDepth)).")

        @OptionGroup var homeOptions: HomeOptions

        @Flag(help: "List what undo and redo can apply, newest first, instead of undoing.")
        var list = false

        func run() throws {
            if list { return try JournalList.print(homeOptions.openTrackerToRead()) }
            let result = try homeOptions.openTracker().undo()
            print(InertText.line("Undid: \(result.summary)."))
            Self.printRestored(result)
        }

        /// The games a journal entry brought back, and whether their sprites came back too.
        static func printRestored(_ result: UndoResult) {
            for game in result.restoredGames {
                print(
                    InertText.line(
                        result.restoredSprites.contains(game.slug)
                            ? "\(game.name) is tracked again, with its sprites."
                            : "\(game.name) is tracked again; run 'dex sprites fetch --game \(game.slug)' for its sprites."))
            }
        }
    }

    struct Redo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "redo", abstract: "Apply again what the last undo reverted, until the next change.")

        @OptionGroup var homeOptions: HomeOptions

        func run() throws {
            let result = try homeOptions.openTracker().redo()
            print(InertText.line("Redid: \(result.summary)."))
            Undo.printRestored(result)
        }
    }
}

/// `dex undo --list`: the journal, newest first, with what `dex redo` and `dex undo` would apply next.
enum JournalList {
    static func print(_ tracker: Tracker) throws {
        let entries = try tracker.journal()
        guard !entries.isEmpty else {
            return DexCLI.print("Nothing to undo or redo: mark, unmark, note, import and import-save are journalled.")
        }
        let nextRedo = entries.lastIndex { $0.isUndone }, nextUndo = entries.firstIndex { !$0.isUndone }
        let rows = entries.enumerated().map { index, entry in
            [
                entry.isUndone ? "undone" : "", ElapsedTime.words(since: entry.createdAt), entry.summary,
                index == nextRedo ? "← dex redo" : index == nextUndo ? "← dex undo" : "",
            ]
        }
        DexCLI.print(
            Table(rows, style: Style(enabled: Terminal.colorEnabled())) { style, row, column, text in
                column == 0 || entries[row].isUndone ? style.dim(text) : text
            }.rendered)
    }
}

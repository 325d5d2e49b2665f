import ArgumentParser
import DexApp
import DexModel
import DexSystem
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Dex {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write every tracked game, catch and note to a backup file (or stdout), or a page to share.",
            discussion: """
                JSON is the complete backup; CSV has one row per Pokémon for spreadsheets. Both re-import with 'dex import'.

                HTML is one page to share or print: the active game (or --game, --all-games) with its progress, its \
                boxes and its list, sprites included, and no notes unless --notes. Give -o FILE or redirect it.
                """)

        @OptionGroup var homeOptions: HomeOptions

        @Option(help: "json (complete), csv (one row per Pokémon) or html (a page to share).")
        var format: ExportFormat = .json

        @Option(
            name: .shortAndLong,
            help: ArgumentHelp(
                "Write to this file instead of stdout (replaced whole, never half-written; a FIFO or device is written to directly).",
                valueName: "file"))
        var output: String?

        @Option(
            help: ArgumentHelp("With --format html: show this tracked game instead of the active one.", valueName: "slug"),
            completion: Completions.gameSlugs)
        var game: String?

        @Flag(help: "With --format html: show every tracked game.")
        var allGames = false

        @Flag(help: "With --format html: show the notes too (they are left out: a page is for sharing).")
        var notes = false

        func validate() throws {
            if output?.isEmpty == true { throw ValidationError("--output needs a file name; leave it out to write to stdout") }
            if format != .html, game != nil || allGames || notes {
                throw ValidationError("--game, --all-games and --notes go with --format html; a backup holds every game and note")
            }
            if game != nil && allGames { throw ValidationError("give either --game or --all-games, not both") }
        }

        func run() throws {
            let data: Data
            switch format {
            case .json, .csv:
                data = try homeOptions.openTrackerToRead().export(as: format == .json ? .json : .csv)
            case .html:
                if output == nil && Terminal.isTTY(.output) { throw CommandLineError.pageToTerminal }
                let page = try homeOptions.openTrackerToRead().page(game: game, allGames: allGames, withNotes: notes)
                data = Data(page.html.utf8)
            }
            if let output {
                try AtomicFile.write(data, to: output)
                Terminal.warn("Wrote \(output).")
            } else {
                let text = String(decoding: data, as: UTF8.self)
                // JSON escapes every control character; CSV keeps a note's as they are, so a terminal gets them inert.
                print(Terminal.isTTY(.output) ? InertText.lines(text) : text, terminator: "")
            }
        }
    }
}

/// What `dex export --format` writes: a backup (`BackupFormat`) or the page to share.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    case json, csv, html
}

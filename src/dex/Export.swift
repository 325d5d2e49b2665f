import ArgumentParser
import DexKit

extension Dex {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write every tracked game, catch and note to a backup file (or stdout).",
            discussion: "JSON is the complete backup; CSV has one row per Pokémon for spreadsheets. Both re-import with 'dex import'.")

        @OptionGroup var homeOptions: HomeOptions

        @Option(help: "json (complete) or csv (one row per Pokémon).")
        var format: BackupFormat = .json

        @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of stdout (replaced whole, never half-written).", valueName: "file"))
        var output: String?

        func validate() throws {
            if output?.isEmpty == true { throw ValidationError("--output needs a file name; leave it out to write to stdout") }
        }

        func run() throws {
            let data = try BackupFile.encode(try homeOptions.openDatabase().backup(), as: format)
            if let output {
                try AtomicFile.write(data, to: output)
                Terminal.warn("Wrote \(output).")
            } else {
                print(String(decoding: data, as: UTF8.self), terminator: "")
            }
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Restore games, catches and notes from a file written by 'dex export'.",
            discussion: """
                Games you do not track yet are added from the manifest with the starter the file records. \
                By default the file is merged in: a Pokémon caught in either stays caught, and the file's non-empty \
                notes win. With --replace the file is the truth: its games take exactly its catches and notes, and \
                tracked games it does not list are removed. The whole file is checked first and applied in one \
                transaction: any fault names its line (CSV) or JSON path and changes nothing.
                """)

        @OptionGroup var homeOptions: HomeOptions
        @OptionGroup var manifestOptions: ManifestOptions

        @Argument(help: ArgumentHelp("A .json or .csv backup.", valueName: "file"), completion: .file(extensions: ["json", "csv"]))
        var file: String

        @Flag(help: "Print what would change, and change nothing.")
        var dryRun = false

        @Flag(help: "Make the file the truth instead of merging it in.")
        var replace = false

        func run() throws {
            let backup = try BackupFile.read(path: file)
            let plan = try homeOptions.openDatabase().importBackup(
                backup, file: file, mode: replace ? .replace : .merge, dryRun: dryRun, manifest: manifestOptions.load)
            if dryRun {
                for line in plan.lines { print(line) }
                print(plan.isEmpty ? "Nothing would change." : "Would have \(plan.summary); run without --dry-run to apply.")
            } else {
                removeSprites(of: plan.removedGames)
                print(plan.isEmpty ? "Nothing to change: the database already matches \(file)." : "Imported \(file): \(plan.summary).")
            }
        }

        /// As `dex remove-game` does: a game --replace removed takes its cached sprites with it.
        private func removeSprites(of games: [ImportPlan.RemovedGame]) {
            let cache = SpriteCache(home: homeOptions.dexHome)
            for game in games {
                do {
                    try cache.removeGame(game.slug)
                } catch {
                    Terminal.warn("warning: could not delete the sprites of \(game.slug): \(error); run 'dex sprites clean' to try again")
                }
            }
        }
    }
}

extension BackupFormat: ExpressibleByArgument {}

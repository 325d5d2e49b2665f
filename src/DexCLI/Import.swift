import ArgumentParser
import DexApp
import DexModel
import DexSystem

extension Dex {
    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Restore games, catches and notes from a file written by 'dex export'.",
            discussion: """
                Games you do not track yet are added from the manifest with the starter the file records. \
                By default the file is merged in: a Pokémon caught in either stays caught, and the file's non-empty \
                notes win. With --replace the file is the truth: its games take exactly its catches and notes, and \
                tracked games it does not list are removed, after asking (--yes where there is no terminal to ask on); \
                'dex undo' brings them back with their sprites. A file without notes (a CSV with no notes column) leaves \
                yours alone. The whole file is checked first and applied in one \
                transaction: any fault names its line (CSV) or JSON path and changes nothing. The sprites of \
                Pokémon it adds to a list as received in a trade are then downloaded (not in a game added with \
                --no-sprites).
                """)

        @OptionGroup var homeOptions: HomeOptions
        @OptionGroup var manifestOptions: ManifestOptions

        @Argument(
            help: ArgumentHelp("A .json or .csv backup.", valueName: "file"), completion: .file(extensions: ["json", "csv"]))
        var file: String

        @Flag(help: "Print what would change, and change nothing.")
        var dryRun = false

        @Flag(help: "Make the file the truth instead of merging it in.")
        var replace = false

        @Flag(name: .shortAndLong, help: "With --replace: do not ask before removing the tracked games the file does not list.")
        var yes = false

        /// Imports, reports, then fetches the sprites of the Pokémon the import added to the lists as traded.
        func run() async throws {
            let command = self
            let (tracker, result) = try await BlockingIO.run { try command.importAndReport() }
            if !dryRun { await SpriteDownload.fetchBroughtIn(tracker.spritesToFetch(after: result), tracker: tracker) }
        }

        private func importAndReport() throws -> (Tracker, Tracker.BackupImport) {
            let backup = try Tracker.readBackup(file)
            let tracker = try homeOptions.openTracker()
            if replace && !dryRun && !yes { try confirmRemovals(by: backup, in: tracker) }
            let result = try tracker.importBackup(
                backup, mode: replace ? .replace : .merge, dryRun: dryRun, manifest: manifestOptions.choice)
            let plan = ImportPlanText(result.plan)
            for line in plan.keptPlain { Terminal.warn(InertText.line(line)) }
            if dryRun {
                for line in plan.lines { print(InertText.line(line)) }
                print(plan.isEmpty ? "Nothing would change." : "Would have \(plan.summary); run without --dry-run to apply.")
            } else {
                Dex.warn(result.spriteFailures)
                let file = InertText.line(file)
                print(
                    plan.isEmpty
                        ? "Nothing to change: the database already matches \(file)." : "Imported \(file): \(plan.summary).")
            }
            return (tracker, result)
        }

        /// Asks before `--replace` removes the tracked games the file does not list.
        private func confirmRemovals(by backup: Tracker.BackupToImport, in tracker: Tracker) throws {
            let removed = try tracker.gamesRemovedByReplacing(with: backup)
            guard !removed.isEmpty else { return }
            try Dex.confirm(
                "Replacing with \(file) removes the games it does not list, and their catches: "
                    + "\(removed.map(\.name).joined(separator: ", ")) ('dex undo' brings them back). Go ahead?",
                action: "removing \(removed.map(\.slug).joined(separator: ", ")) (not in \(file))")
        }
    }
}

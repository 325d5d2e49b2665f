import ArgumentParser
import DexApp
import DexModel
import DexSystem
import FoundationEssentials

extension Dex {
    struct Db: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "db",
            abstract: "Inspect, copy or reset the database.", subcommands: [Status.self, Backup.self, Reset.self])

        struct Status: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "status", abstract: "List applied and pending migrations.")
            @OptionGroup var homeOptions: HomeOptions

            func run() throws {
                let home = homeOptions.dexHome
                let hasNoDatabase = home.hasNoDatabase
                let status = try Tracker.openToRead(home, migrating: false).status()
                print("Data folder: \(InertText.line(home.url.path))\(DexHome.isFolder(home.url.path) ? "" : " (none yet)")")
                print(
                    "Database: \(InertText.line(home.databaseURL.path))\(hasNoDatabase ? " (none yet; the first change creates it)" : "")"
                )
                let rows =
                    status.applied.map { ["applied", $0] } + status.pending.map { ["pending", $0] }
                    + status.unknown.map { ["unknown", $0 + " (from a newer dex)"] }
                print(Table(rows).rendered)
            }
        }

        struct Backup: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "backup", abstract: "Write a consistent copy of the database to one SQLite file.",
                discussion: """
                    The copy is complete on its own (no -wal file) and replaces FILE whole, never half-written. Of a \
                    damaged database, the copy holds every row that can still be read, and what is lost is listed; \
                    the status is then 1 if anything was lost.
                    """)
            @OptionGroup var homeOptions: HomeOptions
            @Argument(help: ArgumentHelp("The file to write.", valueName: "file"), completion: .file()) var file: String

            func run() throws {
                guard let rescue = try Tracker.backUpDatabase(homeOptions.dexHome, to: file) else {
                    return Terminal.warn("Wrote \(file).")
                }
                for line in rescue.lines { Terminal.warn(line) }
                if rescue.lostSomething { throw ExitCode.failure }
            }
        }

        struct Reset: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "reset", abstract: "Delete every game, catch and setting.")
            @OptionGroup var homeOptions: HomeOptions
            @Flag(name: .shortAndLong, help: "Do not ask for confirmation.") var yes = false

            func run() throws {
                let tracker = try homeOptions.openTracker()
                if !yes {
                    try Dex.confirm(
                        "Delete every game, catch and setting in \(tracker.databasePath)? \(Dex.cannotBeUndone)",
                        action: "resetting the database")
                }
                try tracker.reset()
                print("The database is empty.")
            }
        }
    }
}

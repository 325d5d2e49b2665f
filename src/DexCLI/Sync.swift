import ArgumentParser
import DexApp
import DexModel
import DexSystem

extension Dex {
    struct Sync: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sync", abstract: "Keep this machine's data in step with others' through a folder they share.",
            discussion: """
                Writes what changed here since the last sync to this machine's own file in FOLDER (a Syncthing or \
                Dropbox folder, a git checkout, a USB stick) and applies what the other machines' files hold that is \
                new here. Each machine writes only its own file. 'dex undo' reverts what a sync applied. Machines \
                are named by their host names, or by a name given once with --name.
                """)

        @OptionGroup var homeOptions: HomeOptions
        @OptionGroup var manifestOptions: ManifestOptions

        @Argument(help: ArgumentHelp("The folder the machines share.", valueName: "folder"), completion: .directory)
        var folder: String

        @Flag(help: "Show what each machine last wrote and what is pending, instead of syncing.")
        var status = false

        @Option(
            help: ArgumentHelp(
                "The name the other machines show for this one (kept; the host name until one is given).",
                valueName: "name"))
        var name: String?

        func validate() throws {
            if status && name != nil { throw ValidationError("give either --status or --name, not both") }
        }

        func run() throws {
            if status {
                let lines = SyncLines.status(try homeOptions.openTrackerToRead().syncStatus(folder: folder), folder: folder)
                for line in lines { print(InertText.line(line)) }
                return
            }
            let name = try self.name.map(MachineNames.validate)
            let report = try homeOptions.openTracker().sync(folder: folder, manifest: manifestOptions.choice, name: name)
            for warning in SyncLines.warnings(report) { Terminal.warn(warning) }
            for line in SyncLines.report(report, folder: folder) { print(InertText.line(line)) }
        }
    }
}

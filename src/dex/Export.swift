import ArgumentParser
import DexApp
import DexModel
import DexSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Dex {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write every tracked game, catch and note to a backup file (or stdout).",
            discussion:
                "JSON is the complete backup; CSV has one row per Pokémon for spreadsheets. Both re-import with 'dex import'.")

        @OptionGroup var homeOptions: HomeOptions

        @Option(help: "json (complete) or csv (one row per Pokémon).")
        var format: BackupFormat = .json

        @Option(
            name: .shortAndLong,
            help: ArgumentHelp(
                "Write to this file instead of stdout (replaced whole, never half-written; a FIFO or device is written to directly).",
                valueName: "file"))
        var output: String?

        func validate() throws {
            if output?.isEmpty == true { throw ValidationError("--output needs a file name; leave it out to write to stdout") }
        }

        func run() throws {
            let data = try homeOptions.openTrackerToRead().export(as: format)
            if let output {
                try AtomicFile.write(data, to: output)
                Terminal.warn("Wrote \(output).")
            } else {
                let text = String(decoding: data, as: UTF8.self)
                // JSON escapes every control character; CSV keeps a note's as they are, so a terminal gets them inert.
                print(Terminal.isTTY(STDOUT_FILENO) ? InertText.lines(text) : text, terminator: "")
            }
        }
    }
}

extension BackupFormat: ExpressibleByArgument {}

import ArgumentParser
import DexApp
import DexModel

extension Dex {
    struct Config: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "config",
            abstract: "Read and change settings: \(Setting.allCases.map(\.rawValue).joined(separator: ", ")).",
            subcommands: [Get.self, Set.self, List.self])

        struct Get: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "get", abstract: "Print one setting.")
            @OptionGroup var homeOptions: HomeOptions
            @Argument(help: "The setting's name.") var key: Setting

            func run() throws {
                print(InertText.line(try homeOptions.openTrackerToRead().setting(key)))
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "set", abstract: "Change one setting.", discussion: Setting.effects)
            @OptionGroup var homeOptions: HomeOptions
            @Argument(help: "The setting's name.") var key: Setting
            @Argument(help: "true or false; for active-game, a tracked game's slug.") var value: String

            func run() throws {
                // What was stored, as 'config get' prints it: "yes" is stored as true, "fire red" as firered.
                let stored = try homeOptions.openTracker().set(key, to: value)
                print("\(key.rawValue) = \(InertText.line(stored))")
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "Print every setting.")
            @OptionGroup var homeOptions: HomeOptions

            func run() throws {
                print(Table(try homeOptions.openTrackerToRead().settings().map { [$0.0.rawValue, $0.1] }).rendered)
            }
        }
    }
}

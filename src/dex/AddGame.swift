import ArgumentParser
import DexKit

extension Dex {
    struct AddGame: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add-game",
            abstract: "Start tracking a game, seeded with the Pokémon obtainable in it.")

        @OptionGroup var homeOptions: HomeOptions
        @OptionGroup var manifestOptions: ManifestOptions

        @Argument(help: "The game's slug, e.g. firered (see 'dex games --available').", completion: Completions.gameSlugs)
        var slug: String

        @Option(help: "Your starter, for games where it decides what can be caught.", completion: Completions.starters)
        var starter: String?

        @Flag(help: "Do not download the game's sprites now.")
        var noSprites = false

        func run() async throws {
            let selected = try manifestOptions.loadGame(slug)
            let database = try homeOptions.openDatabase()
            let added = try database.addGame(
                selected.entry, starter: starter, dataVersion: selected.version,
                spriteURLTemplate: SpriteURLTemplate.default)
            let starterText = added.game.selectedStarter.map { " with \($0.capitalized)" } ?? ""
            print("Added \(added.game.name)\(starterText): \(added.total) Pokémon to catch. It is now the active game.")
        }
    }
}

import ArgumentParser
import DexKit

extension Dex {
    struct Note: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "note", abstract: "Set or clear the note on one Pokémon.")

        @OptionGroup var options: GameOptions

        @Argument(help: ArgumentHelp("A dex number or name.", valueName: "ref"))
        var ref: String

        @Argument(help: "The note's text.")
        var text: String?

        @Flag(help: "Clear the note instead.")
        var clear = false

        func validate() throws {
            if clear == (text != nil) {
                throw ValidationError(clear ? "give either TEXT or --clear, not both" : "give the note's TEXT, or --clear")
            }
        }

        func run() throws {
            let pokemon = try options.homeOptions.openDatabase()
                .setNote(clear ? nil : text, ref: try PokemonRef(parsing: ref), game: options.game)
            print(InertText.line(pokemon.notes.isEmpty ? "Cleared the note on \(pokemon.label)." : "\(pokemon.label): \(pokemon.notes)"))
        }
    }
}

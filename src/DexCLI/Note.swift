import ArgumentParser
import DexApp
import DexModel

extension Dex {
    struct Note: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "note", abstract: "Show, set or clear the note on one Pokémon.",
            discussion:
                "With neither TEXT nor --clear, prints the note. TEXT is the rest of the line; quote it to keep its spacing.")

        @OptionGroup var options: GameOptions

        @Argument(
            help: ArgumentHelp("A national dex number (25), the game's own (R25) or a name.", valueName: "ref"),
            completion: Completions.pokemonNames)
        var ref: String

        /// The rest of the line, words joined by spaces: `dex note 25 caught at dusk` needs no quotes.
        @Argument(help: "The note's text: the rest of the line, or quoted.")
        var words: [String] = []

        var text: String? { words.isEmpty ? nil : words.joined(separator: " ") }

        @Flag(help: "Clear the note instead.")
        var clear = false

        func validate() throws {
            if clear && text != nil { throw ValidationError("give either TEXT or --clear, not both") }
        }

        func run() throws {
            let tracker = try options.homeOptions.openTracker()
            let ref = try PokemonRef(parsing: ref)
            guard clear || text != nil else {
                let (game, pokemon) = try tracker.pokemon(ref, game: options.game)
                print(
                    InertText.line(
                        pokemon.notes.isEmpty
                            ? "\(pokemon.label) has no note; add one with 'dex note \(pokemon.dexNumber) TEXT'."
                                + (pokemon.hint.isEmpty ? "" : " Hint: \(pokemon.hint)")
                            : "\(pokemon.label): \(pokemon.notes)"))
                // Written on another machine at the same time (`dex sync`); writing the note again settles it.
                for conflict in try tracker.noteConflicts(on: pokemon, in: game) {
                    print(InertText.line("Also: \(conflict.note) (a note written at once on \(conflict.machine))"))
                }
                return
            }
            let pokemon = try tracker.setNote(clear ? nil : text, on: ref, game: options.game)
            print(
                InertText.line(
                    pokemon.notes.isEmpty ? "Cleared the note on \(pokemon.label)." : "\(pokemon.label): \(pokemon.notes)"))
        }
    }
}

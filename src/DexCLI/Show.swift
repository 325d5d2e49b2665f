import ArgumentParser
import DexApp
import DexModel
import DexSprites
import DexSystem
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

extension Dex {
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show one Pokémon: numbers, caught state, notes, and its sprite drawn in the terminal.",
            discussion: """
                The sprite comes from the local cache (fetch it with 'dex sprites fetch'). It is drawn in colour \
                where stdout is a terminal and NO_COLOR is unset, in 24-bit colour when COLORTERM is truecolor or \
                24bit, else in the 256-colour palette; elsewhere as an uncoloured silhouette.
                """)

        @OptionGroup var options: GameOptions

        @Argument(
            help: ArgumentHelp(
                "A national dex number (25, #025), the game's own (R25, kitakami:R1) or a name.", valueName: "ref"),
            completion: Completions.pokemonNames)
        var ref: String

        @Flag(help: "Show its caught state and note in every tracked game instead (no sprite).")
        var allGames = false

        @Flag(help: "Print JSON instead of text (see the README for its shape).")
        var json = false

        @Option(
            name: .customLong("sprite"), help: ArgumentHelp("Colour in the sprite: auto, always or never.", valueName: "when"))
        var spriteColor: ColorDepth.Mode = .auto

        @Flag(name: .customLong("no-sprite"), help: "Do not draw the sprite.")
        var noSprite = false

        func validate() throws {
            if allGames && options.game != nil { throw ValidationError("give either --game or --all-games, not both") }
        }

        func run() throws {
            let tracker = try options.homeOptions.openTrackerToRead()
            if allGames { return try Self.runAllGames(ref: ref, tracker: tracker, json: json) }
            let shown = try tracker.show(try PokemonRef(parsing: ref), game: options.game)
            let (game, pokemon) = (shown.game, shown.pokemon)
            if json {
                let shape = ShowJSON(
                    game: game, pokemon: pokemon, details: shown.details, spritePath: shown.sprite.path,
                    spriteCached: shown.sprite.isCached)
                return print(try JSONOutput.string(shape))
            }
            let facts = PokemonCard.lines(
                game: game, pokemon: pokemon, details: shown.details, noteConflicts: shown.noteConflicts,
                style: Style(enabled: Terminal.colorEnabled()))
            // On a terminal, lines break between words; a pipe gets each whole.
            let card = Terminal.cutWidth().map { CardWrap.lines(facts, width: $0) } ?? facts
            guard !noSprite else { return print(card.joined(separator: "\n")) }
            let image: RGBAImage
            do {
                guard let cached = try shown.sprite.image() else {
                    print(card.joined(separator: "\n"))
                    Terminal.warn(
                        "No sprite of \(pokemon.name) is cached; run 'dex sprites fetch --game \(game.slug)' to download it.")
                    return
                }
                image = cached
            } catch let error as SpriteImageError {
                // The facts are still worth printing; the exit status says the picture failed.
                print(card.joined(separator: "\n"))
                Terminal.warn("Error: \(error); run 'dex sprites fetch --game \(game.slug) --force' to download it again")
                throw ExitCode.failure
            }
            let depth = ColorDepth.resolve(spriteColor, stdoutIsTTY: Terminal.isTTY(.output))
            print((card + [""] + SpriteRenderer(depth: depth).lines(for: Self.fitted(image))).joined(separator: "\n"))
        }

        /// The sprite shrunk by a whole factor to the terminal's width (else `$COLUMNS`), one pixel a column, as
        /// `dex list --sprites` shrinks its own: a wider one would wrap into garbage.
        static func fitted(_ image: RGBAImage) -> RGBAImage {
            guard let columns = Terminal.columns(), image.width > columns else { return image }
            return image.scaledToFit(maxWidth: columns, maxHeight: image.height)
        }
    }
}

extension Dex.Show {
    /// `dex show REF --all-games`: one line per tracked game with the Pokémon's state and note.
    static func runAllGames(ref: String, tracker: Tracker, json: Bool) throws {
        let found = try tracker.showInEveryGame(try PokemonRef(parsing: ref))
        if json { return print(try JSONOutput.string(ShowAllGamesJSON(found))) }
        let style = Style(enabled: Terminal.colorEnabled())
        guard let first = found.lazy.compactMap(\.pokemon).first else { return }
        let rows = found.map { game, pokemon in
            guard let pokemon else { return [game.name, "-", "not in this game"] }
            return [
                game.name, pokemon.mark, pokemon.isShiny ? "caught shiny" : pokemon.isCaught ? "caught" : "missing",
                pokemon.noteOrHint,
            ]
        }
        print(style.bold(InertText.line(first.label)))
        print(
            Table(rows, style: style) { style, _, column, text in
                column == 1 && (text == "✓" || text == "★") || column == 2 && text.hasPrefix("caught") ? style.green(text) : text
            }.rendered)
    }
}

extension ColorDepth.Mode: ExpressibleByArgument {}

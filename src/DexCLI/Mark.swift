import ArgumentParser
import DexApp
import DexModel
import DexSystem

extension Dex {
    struct Mark: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mark", abstract: "Record Pokémon as caught.", discussion: CatchArguments.discussion)

        @OptionGroup var arguments: CatchArguments

        func run() async throws {
            let arguments = arguments
            let (tracker, sprites) = try await BlockingIO.run {
                let tracker = try arguments.options.homeOptions.openTracker()
                return (tracker, try arguments.run(caught: true, tracker: tracker))
            }
            if let sprites { await SpriteDownload.fetchBroughtIn(sprites.selection, game: sprites.game, tracker: tracker) }
        }
    }

    struct Unmark: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unmark", abstract: "Record Pokémon as not caught.", discussion: CatchArguments.discussion)

        @OptionGroup var arguments: CatchArguments

        func validate() throws {
            if arguments.traded { throw ValidationError("--traded goes with 'dex mark', not 'dex unmark'") }
        }

        func run() throws { try arguments.run(caught: false, tracker: arguments.options.homeOptions.openTracker()) }
    }
}

/// The arguments `mark` and `unmark` share.
struct CatchArguments: ParsableArguments, Sendable {
    static let discussion = """
        REF is a national dex number (25, #025), a range (1-9), a name (pikachu, "Mr. Mime", nidoran-f), a number \
        of the game's own Pokédex as 'dex list' shows it (R25, R1-R10; in a game of several Pokédexes, \
        kitakami:R1 for another than the first) or a comma list of them (1-3,5). A plain number is always the \
        national one. When the Pokémon would not fit on a screen, a summary replaces the lines of those already in \
        that state.
        """

    @OptionGroup var options: GameOptions

    @Argument(
        help: ArgumentHelp("National numbers (25), the game's own (R25), ranges or names.", valueName: "ref"),
        completion: Completions.pokemonNames)
    var refs: [String]

    @Flag(help: "List every Pokémon, however many.")
    var verbose = false

    @Flag(help: "Received in a trade: add it to the game's list first if the list lacks it (mark only).")
    var traded = false

    @Flag(help: "mark: caught shiny (also a catch); unmark: take back only the shininess, leaving it caught.")
    var shiny = false

    @Flag(help: "In a game that lists forms, a number or range (national or R) means each of its forms, not the first alone.")
    var allForms = false

    /// Lines of output off a terminal, where no height is known: a screenful.
    static let linesOffATerminal = 20

    /// Records the change and prints it; returns the sprites it brought in that the cache lacks (a traded
    /// Pokémon's, a shiny catch's shiny one), for the caller to fetch.
    @discardableResult
    func run(caught: Bool, tracker: Tracker) throws -> (selection: SpriteSelection, game: Game)? {
        guard !refs.isEmpty else {
            throw ValidationError("name at least one Pokémon, e.g. 'dex \(caught ? "mark" : "unmark") 25'")
        }
        let parsed = try refs.flatMap(PokemonRef.list(parsing:))
        let change = try tracker.mark(
            parsed, caught: caught, shiny: shiny, game: options.game, traded: traded, allForms: allForms)
        let style = Style(enabled: Terminal.colorEnabled())
        let (verb, already) =
            switch CatchMark(caught: caught, shiny: shiny) {
            case .caught: ("Caught", "already caught")
            case .shiny: ("Caught shiny", "already caught shiny")
            case .notCaught: ("Unmarked", "already not caught")
            case .notShiny: ("Unmarked shiny", "already not shiny")
            }
        let changedLine = { (pokemon: Pokemon) in "\(style.green(verb)) \(InertText.line(pokemon.label))" }
        // A screenful, with the last line of a terminal left for the prompt.
        let screenful = Terminal.rows().map { $0 - 1 } ?? Self.linesOffATerminal
        if verbose || change.changed.count + change.unchanged.count + 1 <= screenful {
            for pokemon in change.changed { print(changedLine(pokemon)) }
            for pokemon in change.unchanged { print(style.dim("\(InertText.line(pokemon.label)) was \(already)")) }
        } else {
            // Room for the changed lines, the summary, the progress, and "… and N more" when they do not all fit.
            let shown = change.changed.count + 2 <= screenful ? change.changed.count : max(0, screenful - 3)
            for pokemon in change.changed.prefix(shown) { print(changedLine(pokemon)) }
            if shown < change.changed.count {
                print(style.dim("… and \(change.changed.count - shown) more; --verbose lists them all"))
            }
            let unchanged = change.unchanged.count
            print(
                "\(verb) \(change.changed.count) Pokémon"
                    + (unchanged == 0 ? "." : "; \(unchanged) \(unchanged == 1 ? "was" : "were") \(already)."))
        }
        print(
            "\(InertText.line(change.progress.game.name)): \(Self.progressLine(change.progress, percentage: change.showPercentage))"
        )
        if let remainder = change.runCompleted {
            print(
                style.green(
                    InertText.line(remainder.sentence(game: change.progress.game.name, shiny: change.progress.game.tracksShiny))))
        }
        return tracker.spritesToFetch(after: change).map { ($0, change.progress.game) }
    }

    /// "12/192 caught", "12/192 caught, 2 shiny" once any is shiny; in a shiny living dex "2/192 shiny, 12 caught".
    static func progressLine(_ progress: GameProgress, percentage: Bool) -> String {
        let line = "\(progress.formatted(asPercentage: percentage)) \(progress.countedWord)"
        if progress.game.tracksShiny { return line + ", \(progress.caught) caught" }
        return progress.shiny == 0 ? line : line + ", \(progress.shiny) shiny"
    }
}

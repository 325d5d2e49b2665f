import ArgumentParser
import DexKit

extension Dex {
    struct Mark: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mark", abstract: "Record Pokémon as caught.", discussion: CatchArguments.discussion)

        @OptionGroup var arguments: CatchArguments

        func run() throws { try arguments.run(caught: true) }
    }

    struct Unmark: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unmark", abstract: "Record Pokémon as not caught.", discussion: CatchArguments.discussion)

        @OptionGroup var arguments: CatchArguments

        func run() throws { try arguments.run(caught: false) }
    }
}

/// The arguments `mark` and `unmark` share.
struct CatchArguments: ParsableArguments {
    static let discussion = "REF is a dex number (25, #025), a range (1-9) or a name (pikachu, \"Mr. Mime\", nidoran-f)."

    @OptionGroup var options: GameOptions

    @Argument(help: ArgumentHelp("Dex numbers, ranges or names.", valueName: "ref"))
    var refs: [String]

    func run(caught: Bool) throws {
        try CatchCommand.run(caught: caught, refs: refs, database: options.homeOptions.openDatabase(), game: options.game)
    }
}

/// What `mark` and `unmark` share.
enum CatchCommand {
    static func run(caught: Bool, refs: [String], database: DexDatabase, game: String?) throws {
        guard !refs.isEmpty else { throw ValidationError("name at least one Pokémon, e.g. 'dex \(caught ? "mark" : "unmark") 25'") }
        let parsed = try refs.map(PokemonRef.init(parsing:))
        let change = try database.setCaught(caught, refs: parsed, game: game)
        let style = Style(enabled: Terminal.colorEnabled())
        let verb = caught ? "Caught" : "Unmarked"
        for pokemon in change.changed {
            print("\(style.green(verb)) \(InertText.line(pokemon.label))")
        }
        for pokemon in change.unchanged {
            print(style.dim("\(InertText.line(pokemon.label)) was already \(caught ? "caught" : "not caught")"))
        }
        print("\(InertText.line(change.progress.game.name)): \(change.progress.formatted(asPercentage: change.showPercentage)) caught")
    }
}

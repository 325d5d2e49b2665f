import ArgumentParser
import DexModel
import DexSystem
import DexStore
import DexApp

extension DexDatabase.ListOrder: ExpressibleByArgument {}

extension Dex {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List a game's Pokémon in dex order.")

        @OptionGroup var options: GameOptions

        @Flag(help: "Only those not caught yet.")
        var missing = false

        @Flag(help: "Only those caught.")
        var caught = false

        @Flag(help: "Everything, even with the show-only-missing setting on.")
        var all = false

        @Option(help: "Only names (or notes) containing this text.")
        var search: String?

        @Flag(help: "Draw a small sprite beside each Pokémon (on a terminal wide enough).")
        var sprites = false

        @Option(help: ArgumentHelp(
            "regional (the game's own Pokédex, then the others in national order; the default), national or name.",
            valueName: "order"))
        var sort: DexDatabase.ListOrder = .regional

        @Flag(help: "Print JSON instead of text (see the README for its shape).")
        var json = false

        func validate() throws {
            if [missing, caught, all].filter({ $0 }).count > 1 {
                throw ValidationError("choose one of --missing, --caught and --all")
            }
        }

        func run() throws {
            let database = try options.homeOptions.openDatabase()
            let preferences = try database.preferences()
            let filter: DexDatabase.ListFilter =
                missing ? .missing : caught ? .caught : all ? .all : preferences.showOnlyMissing ? .missing : .all
            let (game, pokemon) = try database.list(game: options.game, filter: filter, search: search, order: sort)
            let context = try database.choiceContext(game: game)
            if json {
                return print(try JSONOutput.string(ListJSON(game: game, filter: filter, search: search, pokemon: pokemon, context: context)))
            }
            let style = Style(enabled: Terminal.colorEnabled())
            let showsRegional = pokemon.contains { $0.regionalNumber != nil }
            let rows = pokemon.map { entry in
                var row = [DexNumber.format(entry.dexNumber)]
                if showsRegional { row.append(entry.regionalNumber.map { "R" + DexNumber.format($0).dropFirst() } ?? "") }
                row += [entry.isCaught ? "✓" : "·", entry.name, context.cell(for: entry)]
                return row
            }
            let table = Table(rows, style: style) { style, row, column, text in
                switch text {
                case "✓": style.green(text)
                case "·": style.dim(text)
                default: column == rows[row].count - 1 ? style.dim(text) : text
                }
            }
            if rows.isEmpty {
                print(style.dim("Nothing to list in \(InertText.line(game.name))."))
            } else if sprites {
                do {
                    print(try SpriteList(home: options.homeOptions.dexHome, game: game, pokemon: pokemon, table: table).rendered)
                } catch {
                    Terminal.warn("Sprites not drawn: \(error.reason).")
                    print(table.rendered)
                }
            } else {
                print(table.rendered)
            }
        }
    }

    struct Progress: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "progress", abstract: "Show how far you are in each game.")

        @OptionGroup var homeOptions: HomeOptions

        @Flag(help: "Print JSON instead of text (see the README for its shape).")
        var json = false

        func run() throws {
            try Dex.printTrackedGames(homeOptions, json: json) { entry, _ in
                [entry.game.name, "\(entry.caught)/\(entry.total)", entry.percentText,
                 ProgressBar(fraction: entry.fraction, width: 20).rendered]
                    + (entry.reachable.map { $0 < entry.total ? ["this run can reach \(entry.caught)/\($0)"] : [] } ?? [])
            } cellStyle: { style, _, column, text in
                column == 3 ? ProgressBar.colored(text, style: style) : text
            }
        }
    }
}

import ArgumentParser
import DexApp
import DexModel
import DexSystem

extension ListOrder: ExpressibleByArgument {}

extension Dex {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List a game's Pokémon in dex order.",
            discussion: """
                The first column is the national number, which a plain number names ('dex mark 25'); the next, R025, \
                is the game's own Pokédex number ('dex mark R25'). In a game of several Pokédexes (Sword's Galar, \
                Isle of Armor and Crown Tundra) a heading starts each, and a later one's numbers are named with it: \
                'dex mark isle-of-armor:R1'.
                """)

        @OptionGroup var options: GameOptions

        @Flag(help: "Only those not caught yet.")
        var missing = false

        @Flag(help: "Only those caught.")
        var caught = false

        @Flag(help: "Everything, even with the show-only-missing setting on.")
        var all = false

        @Flag(help: "Only those this run can have: caught, or still obtainable in this version and not passed over by a choice.")
        var reachable = false

        @Flag(help: "Only those that take a trade: from another version, to evolve, or passed over by this run's choice.")
        var needsTrade = false

        @Flag(help: "Only those caught shiny.")
        var shiny = false

        @Flag(help: "Only those not caught shiny (with --caught: caught, but not shiny yet).")
        var notShiny = false

        @Option(
            help: ArgumentHelp(
                "Only the Pokémon a number ('25', 'R25') names, else those whose names or forms hold this text; their notes and hints only when no name does.",
                valueName: "text"))
        var search: String?

        @Flag(help: "With --search: look in notes and hints too, even when names hold the text.")
        var searchHints = false

        @Flag(help: "Draw a small sprite beside each Pokémon (on a terminal wide enough).")
        var sprites = false

        @Option(
            help: ArgumentHelp(
                "regional (the game's own Pokédex, then the others in national order; the default), national or name.",
                valueName: "order"))
        var sort: ListOrder = .regional

        @Flag(help: "Print JSON instead of text (see the README for its shape).")
        var json = false

        func validate() throws {
            if [missing, caught, all].filter({ $0 }).count > 1 {
                throw ValidationError("choose one of --missing, --caught and --all")
            }
            if reachable && needsTrade { throw ValidationError("choose one of --reachable and --needs-trade") }
            if shiny && notShiny { throw ValidationError("choose one of --shiny and --not-shiny") }
            if shiny && missing { throw ValidationError("--shiny lists caught Pokémon; leave out --missing") }
            if searchHints && search == nil { throw ValidationError("--search-hints needs --search TEXT") }
        }

        var reach: ListReach? { reachable ? .reachable : needsTrade ? .needsTrade : nil }

        /// `--shiny` (true), `--not-shiny` (false), or neither.
        var shinyFilter: Bool? { shiny ? true : notShiny ? false : nil }

        func run() throws {
            let tracker = try options.homeOptions.openTrackerToRead()
            let filter: ListFilter? = missing ? .missing : caught ? .caught : all ? .all : nil
            guard let listing = try listingOrHint(tracker, filter) else { return }
            let (game, pokemon, context) = (listing.game, listing.pokemon, listing.context)
            if json {
                return print(
                    try JSONOutput.string(
                        ListJSON(
                            game: game, filter: listing.filter, reach: listing.reach, shiny: shinyFilter,
                            search: search, pokemon: pokemon, context: context)))
            }
            let table = ListTable.of(listing.entryListing, order: sort, style: Style(enabled: Terminal.colorEnabled()))
            guard sprites, !pokemon.isEmpty else { return printTable(table, ifEmpty: game) }
            do {
                print(try SpriteList(home: options.homeOptions.dexHome, game: game, pokemon: pokemon, table: table).rendered)
            } catch {
                Terminal.warn("Sprites not drawn: \(error.reason).")
                print(table.rendered)
            }
        }

        /// What the line asks to list; nil, once the hint is printed, when no game is tracked and none was named.
        private func listingOrHint(_ tracker: Tracker, _ filter: ListFilter?) throws -> Tracker.Listing? {
            do {
                return try tracker.list(
                    game: options.game, filter: filter, reach: reach, shiny: shinyFilter,
                    search: PokemonSearch(search, includesHints: searchHints), order: sort)
            } catch  where !json && options.game == nil && (try? tracker.trackedGames().isEmpty) == true {
                // No game tracked: what 'dex games' and 'dex progress' say, with the same status.
                print(Dex.nothingTrackedHint(in: tracker.home))
                return nil
            }
        }

        /// The table, or a line saying there is nothing to list.
        private func printTable(_ table: Table, ifEmpty game: Game) {
            guard table.rows.isEmpty else { return print(table.rendered) }
            print(Style(enabled: Terminal.colorEnabled()).dim("Nothing to list in \(InertText.line(game.name))."))
        }
    }
}

import ArgumentParser
import DexApp
import DexModel
import DexSystem

extension Dex {
    struct Where: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "where", abstract: "List every Pokémon a place gives, by way, with what you have caught.",
            discussion: """
                PLACE is matched as names are (no case, accents, spaces or punctuation), whole or as the start of a \
                longer name: "route 12" finds Route 12, "safari zone" every area of the Safari Zone, "route 1" not Route 12.
                """)

        @OptionGroup var options: GameOptions

        @Argument(help: ArgumentHelp("A place, e.g. \"Route 12\".", valueName: "place"))
        var place: String

        @Flag(help: "Only those not caught yet.")
        var missing = false

        @Flag(help: "Print JSON instead of text (see the README for its shape).")
        var json = false

        func run() throws {
            let (game, groups, passedOver) = try options.homeOptions.openTrackerToRead().pokemon(at: place, game: options.game)
            let shown = groups.map { group in
                (group, group.pokemon.filter { !missing || !$0.pokemon.isCaught })
            }.filter { !$0.1.isEmpty }
            if json {
                return print(
                    try JSONOutput.string(
                        WhereJSON(
                            game: game, place: place,
                            groups: shown.map { group, pokemon in
                                WhereJSON.Group(
                                    place: group.place, method: group.method,
                                    pokemon: pokemon.map { entry in
                                        var json = PokemonJSON(entry.pokemon)
                                        json.passedOver = passedOver.contains(entry.pokemon.dexNumber)
                                        return WhereJSON.Entry(pokemon: json, way: entry.way.text)
                                    })
                            })))
            }
            let style = Style(enabled: Terminal.colorEnabled())
            let everyone = Set(groups.flatMap { $0.pokemon.map(\.pokemon.dexNumber) })
            let caught = Set(groups.flatMap { $0.pokemon.filter(\.pokemon.isCaught).map(\.pokemon.dexNumber) })
            let places = groups.map(\.place).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let manyAreas = places.count > 3
            let named =
                manyAreas ? "\(Self.sharedName(of: places) ?? place) (\(places.count) areas)" : places.joined(separator: ", ")
            print(
                style.bold("\(InertText.line(named)) in \(InertText.line(game.name)): \(caught.count)/\(everyone.count) caught"))
            if manyAreas { print(Self.areaSummaries(places, groups: groups, style: style)) }
            if shown.isEmpty { return print(style.dim("Nothing missing there.")) }
            for (group, pokemon) in shown {
                print("\(InertText.line(group.place)) · \(WayMethod.words(group.method))")
                let rows = pokemon.map { entry in
                    [
                        "  " + entry.pokemon.mark, DexNumber.format(entry.pokemon.dexNumber),
                        InertText.line(entry.pokemon.name),
                        passedOver.contains(entry.pokemon.dexNumber)
                            ? (["passed over"] + [entry.way.detail].filter { !$0.isEmpty }).map(InertText.line)
                                .joined(separator: " · ")
                            : InertText.line(entry.way.detail),
                    ]
                }
                print(
                    Table(rows, style: style) { style, _, column, text in
                        column == 0 && (text.hasSuffix("✓") || text.hasSuffix("★"))
                            ? style.green(text) : column == 3 ? style.dim(text) : text
                    }.rendered)
            }
        }

        /// The words every area's name starts with ("Safari Zone" of "Safari Zone Center", "Safari Zone East", …).
        static func sharedName(of places: [String]) -> String? {
            let words = places.map { $0.split(separator: " ") }
            let shared = words.dropFirst().reduce(words.first ?? []) { shared, next in
                Array(zip(shared, next).prefix { $0 == $1 }.map(\.0))
            }
            return shared.isEmpty ? nil : shared.joined(separator: " ")
        }

        /// A line per area of a place of many: its ways and how many of its Pokémon are caught.
        static func areaSummaries(_ places: [String], groups: [PlaceGroup], style: Style) -> String {
            let rows = places.map { area in
                let here = groups.filter { $0.place == area }
                let pokemon = Set(here.flatMap { $0.pokemon.map(\.pokemon.dexNumber) })
                let caught = Set(here.flatMap { $0.pokemon.filter(\.pokemon.isCaught).map(\.pokemon.dexNumber) })
                return [
                    "  " + InertText.line(area), here.map { WayMethod.words($0.method) }.joined(separator: ", "),
                    "\(caught.count)/\(pokemon.count) caught",
                ]
            }
            return Table(rows, style: style) { style, _, column, text in column == 1 ? style.dim(text) : text }.rendered
        }
    }
}

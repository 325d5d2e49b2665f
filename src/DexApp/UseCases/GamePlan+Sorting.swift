import DexModel
import DexStore

extension GamePlan {
    /// Sorts each Pokémon of `pokemon` (the game's whole list) not caught into the first section that applies to it.
    /// `places` and `evolutions` come from the game's manifest entry (empty when it has none).
    public init(
        game: Game, pokemon: [Pokemon], places: [String], evolutions: [Int: [GameManifest.Evolution]],
        otherGames: [Catalog.Holdings]
    ) {
        self.game = game
        let reach = RunReach(wholeGame: pokemon)
        let caught = Set(pokemon.lazy.filter(\.isCaught).map(\.dexNumber))
        let names = Dictionary(pokemon.map { ($0.dexNumber, $0.name) }, uniquingKeysWith: { a, _ in a })
        let placeRank = Dictionary(places.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let sources = otherGames.compactMap { other in
            GameLinks.link(from: other.game.slug, to: game.slug).map { (other, $0) }
        }
        /// Every Pokémon a caught one evolves from, back to the first of its line: what breeds it.
        var bredFrom: [Int: Set<Int>] = [:]
        for (number, rules) in evolutions {
            var line: Set<Int> = []
            var next = rules.map(\.from)
            while let from = next.popLast(), line.insert(from).inserted { next += (evolutions[from] ?? []).map(\.from) }
            for ancestor in line { bredFrom[ancestor, default: []].insert(number) }
        }
        var placeSteps: [String: [Step]] = [:], elsewhere: [Step] = []
        var choiceOptions: [String: [Step]] = [:], choiceOrder: [String] = []
        for entry in pokemon where !entry.isCaught {
            let ways = StoredWays.decode(entry.ways)
            func step(_ how: String) -> Step { Step(dexNumber: entry.dexNumber, name: entry.name, how: how) }
            let reachable = entry.obtainability == .obtainable && !reach.passedOver.contains(entry.dexNumber)
            if reachable, let group = StoredChoice.decode(entry.choiceGroup),
                !group.members.contains(where: caught.contains)
            {
                if choiceOptions[group.name] == nil { choiceOrder.append(group.name) }
                choiceOptions[group.name, default: []].append(step(entry.hint))
                continue
            }
            let encounters = ways.filter { $0.place != nil && !Self.notEncounters.contains($0.method) }
            // The ways come best first, the first as the hint: the earliest the game reaches.
            if reachable, let way = encounters.first, let place = way.place {
                placeSteps[place, default: []].append(step(way.text))
                continue
            }
            let rules = evolutions[entry.dexNumber] ?? []
            if let rule = rules.first(where: { caught.contains($0.from) }) {
                evolve.append(step(evolveWords(rule, names: names, sources: sources)))
                continue
            }
            if reachable, ways.contains(where: { $0.method == GameManifest.Way.breeding }),
                let parent = (bredFrom[entry.dexNumber] ?? []).sorted().first(where: caught.contains),
                let way = ways.first(where: { $0.method == GameManifest.Way.breeding })
            {
                breed.append(step("\(way.text) (from your \(names[parent] ?? "Pokémon"))"))
                continue
            }
            if let (other, link) = sources.first(where: { $0.0.caught.contains(entry.dexNumber) }) {
                fromOtherGames.append(step("Caught in \(other.game.name): \(GameLinks.words(link))"))
                continue
            }
            if let (other, link) = sources.first(where: { $0.0.catchable.contains(entry.dexNumber) }) {
                fromOtherGames.append(step("Catch it in \(other.game.name), then \(GameLinks.words(link))"))
                continue
            }
            // The living dex has no place of its own to catch the first of the line in.
            if reachable || entry.obtainability == .tradeEvolution, game.slug != GameLinks.national,
                let rule = rules.first(where: { names[$0.from] != nil })
            {
                evolve.append(step(evolveWords(rule, names: names, sources: sources) + ", once you have one"))
                continue
            }
            // The national dex has no place of its own: what no tracked game gives needs one not tracked.
            if reachable && game.slug != GameLinks.national {
                elsewhere.append(step(entry.hint))
                continue
            }
            switch entry.obtainability {
            case .event: events.append(step(entry.hint))
            default: otherVersion.append(step(entry.hint))
            }
        }
        self.places = placeSteps.keys.sorted { (placeRank[$0] ?? .max, $0) < (placeRank[$1] ?? .max, $1) }
            .map { Place(name: $0, steps: placeSteps[$0] ?? []) }
        if !elsewhere.isEmpty { self.places.append(Place(name: Self.elsewhere, steps: elsewhere)) }
        self.choices = choiceOrder.map { Choice(name: $0, options: choiceOptions[$0] ?? []) }
        groupStarterChoices(otherGames: otherGames)
    }

    /// The place of the Pokémon obtainable here whose ways name none.
    public static let elsewhere = "Elsewhere in the game"

    /// Ways that are no encounter at a place.
    private static let notEncounters: Set<String> = [
        GameManifest.Way.evolution, GameManifest.Way.breeding, GameManifest.Way.tradeEvolution,
    ]

    /// "Evolve your Bulbasaur (level 16)"; in the living dex, which keeps the one it has, "Evolve another Bulbasaur". A
    /// trade evolution names the tracked game that could be the partner.
    private func evolveWords(
        _ rule: GameManifest.Evolution, names: [Int: String], sources: [(Catalog.Holdings, GameLinks.Link)]
    ) -> String {
        let whose = game.slug == GameLinks.national ? "another" : "your"
        let words = "Evolve \(whose) \(names[rule.from] ?? "Pokémon") (\(rule.text))"
        guard rule.trigger == "trade" else { return words }
        let partner = sources.first { $0.1 == .trade }?.0.game.name
        return words + ": needs a trade" + (partner.map { ", with \($0)" } ?? " with a game you do not track")
    }
}

/// Which species one game can give you, and with which starters: every encounter the version offers on its own,
/// then everything that evolves from, or hatches from an egg of, something obtainable, repeated until nothing new
/// turns up. An in-game trade or a party requirement counts once the Pokémon it asks for is obtainable.
struct Availability {
    enum Route {
        case encounter(EncounterGroup)
        case evolution(from: Int, rule: PokeAPIData.Evolution)
        /// An egg of `parent`; `incense` is the item a parent must hold for a baby (Azurill needs Sea Incense).
        case breeding(parent: Int, incense: Int?)
        /// In the Pokédex of a game without encounter tables: taken as obtainable, at a place the data does not give.
        case presumed
    }

    let game: GameContext
    /// The species taken as obtainable without a known place (see `Route.presumed`).
    let presumed: Set<Int>
    /// The species the corrections say this game lacks, whatever the tables or the rules give.
    let lacking: Set<Int>
    /// species → the starters with which it can be obtained; a species is obtainable when it has an entry.
    private(set) var starters: [Int: Set<String>] = [:]
    /// species → every route that works in this game, with the starters it works for; `isRoundabout` when the
    /// route needs something that was only obtainable through this species (Jynx by evolving a Smoochum bred
    /// from a Jynx).
    private(set) var routes: [Int: [(route: Route, starters: Set<String>, isRoundabout: Bool)]] = [:]
    /// species → encounters that need another cartridge or an event (for "Not in …" notes).
    private(set) var externalEncounters: [Int: [EncounterGroup]] = [:]
    /// species not obtainable here → the evolutions by link trade that give it, from an obtainable species (Alakazam
    /// from Kadabra) or from one a trade gives (Porygon-Z from Porygon2): a trade evolution needs a second cartridge,
    /// so it never makes a species obtainable.
    private(set) var tradeEvolutions: [Int: [(from: Int, rule: PokeAPIData.Evolution)]] = [:]
    /// species → every evolution by link trade into it that works in this game, obtainable or not.
    private(set) var linkTradeRows: [Int: [(from: Int, rule: PokeAPIData.Evolution)]] = [:]

    /// species not obtainable here → its encounters here that need a Pokémon in the party, or given in trade, that
    /// this version lacks (Landorus in Black needs Thundurus).
    private(set) var blockedEncounters: [Int: [EncounterGroup]] = [:]

    /// A way to get `species` that a choice takes away: its encounters at `location`, or with no location every route.
    struct Withheld: Hashable {
        let species: Int
        let location: Int?
    }

    /// Species of the egg group Undiscovered that are neither babies, legendaries nor mythicals, so cannot breed: the
    /// extract has no egg-group table. Source: Bulbapedia, "No Eggs Discovered (Egg Group)" (Nidorina and Nidoqueen,
    /// Unown, the Ultra Beasts, the Paradox Pokémon, Gimmighoul and Gholdengo).
    private static let cannotBreed: Set<String> = [
        "nidorina", "nidoqueen", "unown", "nihilego", "buzzwole", "pheromosa", "xurkitree", "celesteela", "kartana",
        "guzzlord", "poipole", "naganadel", "stakataka", "blacephalon", "great-tusk", "scream-tail", "brute-bonnet",
        "flutter-mane", "slither-wing", "sandy-shocks", "roaring-moon", "walking-wake", "gouging-fire", "raging-bolt",
        "iron-treads", "iron-bundle", "iron-hands", "iron-jugulis", "iron-moth", "iron-thorns", "iron-valiant",
        "iron-leaves", "iron-boulder", "iron-crown", "gimmighoul", "gholdengo",
    ]
    private static let ditto = "ditto"

    /// `withheld`: ways a choice group's other options would take (see `ChoiceGroups`); none for the full game.
    init(
        game: GameContext, data: PokeAPIData, encounters: [EncounterGroup], withheld: Set<Withheld> = [],
        presumed: Set<Int> = [], lacking: Set<Int> = []
    ) {
        self.game = game
        self.presumed = presumed
        self.lacking = lacking
        let species = data.species.values.filter(game.exists).sorted { $0.id < $1.id }
        let withheldEverywhere = Set(withheld.filter { $0.location == nil }.map(\.species)).union(lacking)
        var candidates: [Int: [Route]] = [:]
        for group in encounters where data.species[group.species].map(game.exists) == true {
            let location = data.locationAreas[group.key.locationArea]?.location
            if withheldEverywhere.contains(group.species)
                || withheld.contains(Withheld(species: group.species, location: location))
            {
                continue
            }
            if group.key.isExternal {
                externalEncounters[group.species, default: []].append(group)
            } else {
                candidates[group.species, default: []].append(.encounter(group))
            }
        }
        for id in presumed where !withheldEverywhere.contains(id) { candidates[id, default: []].append(.presumed) }
        let evolutionRules = EvolutionRules(data: data, game: game)
        var tradeRows: [Int: [(from: Int, rule: PokeAPIData.Evolution)]] = [:]
        for evolved in species where !withheldEverywhere.contains(evolved.id) {
            guard let from = evolved.evolvesFrom else { continue }
            for rule in evolutionRules.rows(evolvingInto: evolved.id) {
                if rule.trigger == Self.tradeTrigger && game.catalog.tradeEvolutionItem == nil {
                    tradeRows[evolved.id, default: []].append((from, rule))
                } else {
                    candidates[evolved.id, default: []].append(.evolution(from: from, rule: rule))
                }
            }
        }
        if let partner = Self.unevolvingPartner(in: game, data: data, candidates: candidates) {
            for (id, routes) in candidates {
                candidates[id] = routes.filter { route in
                    guard case .evolution(let from, _) = route else { return true }
                    return from != partner
                }
            }
        }
        if game.generation >= 2 && game.catalog.hasBreeding {
            for parent in species where Self.canBreed(parent) {
                for (target, incense) in Self.eggs(of: parent, game: game, data: data) where !withheldEverywhere.contains(target)
                {
                    candidates[target, default: []].append(.breeding(parent: parent.id, incense: incense))
                }
            }
        }
        let dittoId = species.first { $0.identifier == Self.ditto }?.id
        resolve(candidates, data: data, dittoId: dittoId)
        for (id, routes) in candidates where starters[id] == nil {
            blockedEncounters[id] =
                routes.compactMap { route in
                    guard case .encounter(let group) = route, !group.key.requirement.allOf.isEmpty else { return nil }
                    return group
                }.nilIfEmpty
        }
        tradeEvolutions = Self.tradeEvolutionReach(rows: tradeRows) { [starters] in starters[$0] != nil }
        linkTradeRows = tradeRows
    }

    /// evolution_triggers.csv's identifier for an evolution by link trade.
    static let tradeTrigger = "trade"

    /// Grows `starters` until no route adds anything; the sets only grow, so this ends.
    private mutating func resolve(_ candidates: [Int: [Route]], data: PokeAPIData, dittoId: Int?) {
        let ids = candidates.keys.sorted()
        var discoveryOrder: [Int: Int] = [:]
        var changed = true
        while changed {
            changed = false
            for id in ids {
                var reachable = starters[id] ?? []
                for route in candidates[id] ?? [] {
                    reachable.formUnion(self.starters(for: route, species: id, data: data, dittoId: dittoId))
                }
                if !reachable.isEmpty && reachable != starters[id] {
                    if starters[id] == nil { discoveryOrder[id] = discoveryOrder.count }
                    starters[id] = reachable
                    changed = true
                }
            }
        }
        for id in ids {
            guard let order = discoveryOrder[id] else { continue }
            routes[id] = (candidates[id] ?? []).compactMap { route in
                let reachable = starters(for: route, species: id, data: data, dittoId: dittoId)
                if reachable.isEmpty { return nil }
                let needsLater = Self.needs(route, dittoId: dittoId, data: data)
                    .contains { (discoveryOrder[$0] ?? Int.max) > order }
                return (route: route, starters: reachable, isRoundabout: needsLater)
            }
        }
    }

    /// The species `route` needs to be obtainable (for the in-game trade, the first of its choices).
    private static func needs(_ route: Route, dittoId: Int?, data: PokeAPIData) -> [Int] {
        switch route {
        case .encounter(let group):
            return group.key.requirement.allOf.compactMap(\.first)
        case .evolution(let from, let rule):
            return [from] + [rule.tradeSpecies, rule.partySpecies].compactMap { $0 }
        case .breeding(let parent, _):
            let needsDitto = (data.species[parent]?.genderRate ?? 1) <= 0
            return [parent] + (needsDitto ? [dittoId].compactMap { $0 } : [])
        case .presumed:
            return []
        }
    }

    /// The starters with which `route` yields `species`, given what is obtainable so far.
    private func starters(for route: Route, species: Int, data: PokeAPIData, dittoId: Int?) -> Set<String> {
        func obtainable(_ id: Int?) -> Set<String> { id.flatMap { starters[$0] } ?? [] }
        switch route {
        case .encounter(let group):
            var result = game.universe
            if let starter = group.key.starter {
                result = result.intersection([starter])
            } else if let identifier = data.species[species]?.identifier,
                data.encounterMethods[group.key.method] == "gift", game.catalog.starters.contains(identifier)
            {
                result = [identifier]  // the starter choice itself
            }
            for anyOf in group.key.requirement.allOf {
                result.formIntersection(anyOf.reduce(into: Set<String>()) { $0.formUnion(obtainable($1)) })
            }
            return result
        case .evolution(let from, let rule):
            var result = obtainable(from)
            if let partner = rule.tradeSpecies { result.formIntersection(obtainable(partner)) }
            if let party = rule.partySpecies { result.formIntersection(obtainable(party)) }
            return result
        case .breeding(let parent, _):
            var result = obtainable(parent)
            if let rate = data.species[parent]?.genderRate, rate <= 0 {
                result.formIntersection(obtainable(dittoId))  // genderless and male-only Pokémon breed with Ditto
            }
            return result
        case .presumed:
            return game.universe
        }
    }

    /// For a game without encounter tables, the species of its Pokédexes taken as obtainable: all but those the
    /// corrections place (starters, legendaries), lack (the other version's exclusives, event-only species), the
    /// starters' lines, which the starter choice decides, mythical Pokémon (`givesItsMythicals`), and those only a
    /// link trade evolves (Omega Ruby's Alakazam), which the trade-evolution rule lists.
    static func presumedSpecies(game: GameContext, data: PokeAPIData, encounters: [EncounterGroup], lacking: Set<Int>)
        -> Set<Int>
    {
        guard !game.catalog.hasEncounterTables else { return [] }
        let placed = Set(encounters.map(\.species))
        let rules = EvolutionRules(data: data, game: game)
        func onlyByTrade(_ id: Int) -> Bool {
            let rows = rules.rows(evolvingInto: id)
            return game.catalog.tradeEvolutionItem == nil && !rows.isEmpty && rows.allSatisfy { $0.trigger == tradeTrigger }
        }
        let starterChains = Set(
            game.catalog.starters.compactMap { starter in
                data.species.values.first { $0.identifier == starter }?.evolutionChain
            })
        return Set(game.pokedexes.flatMap { game.numbers(in: $0, data: data).keys }).filter { id in
            guard let species = data.species[id], game.exists(species),
                !species.isMythical || game.catalog.givesItsMythicals
            else { return false }
            return !placed.contains(id) && !lacking.contains(id) && !starterChains.contains(species.evolutionChain)
                && !onlyByTrade(id)
        }
    }

    private static func canBreed(_ species: PokeAPIData.Species) -> Bool {
        !species.isBaby && !species.isLegendary && !species.isMythical && !cannotBreed.contains(species.identifier)
    }

    /// The species an egg of `parent` can hatch into in this game: the first stage of its line that exists in the
    /// game's generation, and, when that is a baby that needs an incense, the stage after it (hatched without one).
    private static func eggs(of parent: PokeAPIData.Species, game: GameContext, data: PokeAPIData) -> [(Int, Int?)] {
        var line: [PokeAPIData.Species] = []  // parent's earlier stages, nearest first
        var current = parent
        while let fromId = current.evolvesFrom, let from = data.species[fromId], game.exists(from) {
            line.append(from)
            current = from
        }
        guard let first = line.last else { return [] }
        guard first.isBaby, let incense = data.babyTriggerItems[first.evolutionChain] else { return [(first.id, nil)] }
        var eggs: [(Int, Int?)] = [(first.id, incense)]
        if line.count >= 2 { eggs.append((line[line.count - 2].id, nil)) }
        return eggs
    }
}

extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}

import DexModel

/// Writes a species' `notes` for one game: the best way to get it there ("Viridian Forest (walking)",
/// "Gift: Celadon Mansion rooftop", "Evolve Ivysaur (level 32)"), or where to get it from instead.
struct NoteWriter {
    let data: PokeAPIData
    let availability: Availability
    private let labels: [ConditionLabels.PlaceKey: ConditionLabels]
    private let evolutionRules: EvolutionRules
    /// The game's places in the order it reaches them, by which the hint takes the earliest way.
    private(set) var placeOrder = PlaceOrder.none

    init(data: PokeAPIData, availability: Availability, encounters: [EncounterGroup]) {
        self.data = data
        self.availability = availability
        evolutionRules = EvolutionRules(data: data, game: availability.game)
        labels = ConditionLabels.valuesByPlace(of: encounters, data: data)
            .mapValues { ConditionLabels(data: data, valuesAtPlace: $0) }
        placeOrder = PlaceOrder(
            encounters: encounters, methods: data.encounterMethods, placeName: placeName,
            location: { data.locationAreas[$0]?.location },
            reachedAfter: data.locationsReachedAfter[availability.game.catalog.slug] ?? [])
    }

    /// Every way to get an obtainable species here, best first (the first is its hint), then the link trades by which
    /// what it evolves from here evolves into it too (Omega Ruby's Milotic: high beauty, then a Prism Scale trade);
    /// the ways by link trade for a species only a trade evolution gives; none for a species this version cannot give.
    func ways(for species: Int) -> [GameManifest.Way] {
        ways(for: species, keeping: { _ in true })
    }

    /// The ways of `species` by the routes `keeping` keeps (a form's: its own encounters, the species' other routes);
    /// `parentName` names a breeding parent, or what evolves by a row that names no form, as the form that gives it
    /// (Alolan Persian breeds Alolan Meowth, East Shellos evolves into East Gastrodon); nil keeps its species' name.
    func ways(
        for species: Int, keeping: (Availability.Route) -> Bool, parentName: (Int) -> String? = { _ in nil }
    ) -> [GameManifest.Way] {
        let routes = rankedRoutes(species).filter { keeping($0.route) }
        if !routes.isEmpty {
            var seen = Set<String>()
            // The same Pokémon: a Galarian Slowpoke's Galarica Wreath is no evolution of the Slowpoke a King's Rock
            // trade evolves.
            let evolvedFrom = Set(
                routes.compactMap { option -> [Int]? in
                    guard case .evolution(let from, let rule) = option.route else { return nil }
                    return [from, evolvingForm(rule)]
                })
            let trades = (availability.linkTradeRows[species] ?? []).filter { trade in
                evolvedFrom.contains([trade.from, evolvingForm(trade.rule)])
                    && keeping(.evolution(from: trade.from, rule: trade.rule))
            }
            return (routes.compactMap { way($0.route, species: species, parentName: parentName) } + trades.map(tradeWay))
                .filter { seen.insert($0.text).inserted }
        }
        let trades = (availability.tradeEvolutions[species] ?? []).filter { keeping(.evolution(from: $0.from, rule: $0.rule)) }
        return (trades.filter { !isForeignForm($0.rule) } + trades.filter { isForeignForm($0.rule) }).map(tradeWay)
    }

    /// The evolutions by link trade into `species` that `keeping` keeps, whether or not the species is obtainable
    /// otherwise: a form only a trade evolution gives (Legends: Z-A's Small Gourgeist from Small Pumpkaboo).
    func linkTradeWays(for species: Int, keeping: (Availability.Route) -> Bool) -> [GameManifest.Way] {
        (availability.linkTradeRows[species] ?? []).filter { keeping(.evolution(from: $0.from, rule: $0.rule)) }
            .map(tradeWay)
    }

    private func tradeWay(_ trade: (from: Int, rule: PokeAPIData.Evolution)) -> GameManifest.Way {
        GameManifest.Way(
            method: GameManifest.Way.tradeEvolution,
            text: "Evolve \(evolvingName(trade.from, trade.rule)) (\(evolutionRules.describe(trade.rule)))")
    }

    /// Whether `rule` asks for a regional form of a region other than the game's (Let's Go's Alolan Graveler).
    private func isForeignForm(_ rule: PokeAPIData.Evolution) -> Bool {
        let base = evolvingForm(rule)
        guard base != 0, let form = data.forms.first(where: { $0.pokemon == base && $0.isDefault }),
            let region = HomeForms.region(of: form)
        else { return false }
        return !availability.game.regions.contains(region)
    }

    /// The form other than the default that `rule` asks for (pokemon.csv id), 0 for none.
    private func evolvingForm(_ rule: PokeAPIData.Evolution) -> Int {
        rule.baseForm.flatMap { data.defaultPokemon.contains($0) ? nil : $0 } ?? 0
    }

    /// What evolves by `rule`: the form it asks for where that is not the species' default ("Alolan Vulpix", "Own
    /// Tempo Rockruff"), else the species.
    private func evolvingName(_ from: Int, _ rule: PokeAPIData.Evolution) -> String {
        guard let base = rule.baseForm, !data.defaultPokemon.contains(base),
            let identifier = data.pokemonIdentifierOf[base]
        else { return name(from) }
        return formName(identifier)
    }

    /// The hint of an obtainable species: its best way, or `noKnownPlace` when taking it as obtainable without a known
    /// place ranks first (Starly in Brilliant Diamond, rather than "Breed Staravia").
    func hint(for species: Int) -> String {
        guard let best = rankedRoutes(species).first else { return "" }
        if case .presumed = best.route { return Self.noKnownPlace }
        return ways(for: species).first?.text ?? ""
    }

    private func rankedRoutes(_ species: Int) -> [(route: Availability.Route, starters: Set<String>, isRoundabout: Bool)] {
        (availability.routes[species] ?? []).sorted { rank($0).lexicographicallyPrecedes(rank($1)) }
    }

    /// The hint rule (README, The game data): routes that work with more starters first, then those that do not go
    /// round through the species itself; then wild, static and gift encounters and level-up evolutions, then other
    /// evolutions, eggs, in-game trades, and last a random gift; among encounters, those without a special condition
    /// (a swarm, the Poké Radar, a radio show, a contest: a time of day, a season or a weekday is not special), then
    /// the lowest levels (the sum of the lowest and highest: the earliest place, so Mt. Moon's Zubat at 7–10 before
    /// Altering Cave's at 6–16; a level-up evolution counts as met 10 levels above its level), then the most common.
    private func rank(_ option: (route: Availability.Route, starters: Set<String>, isRoundabout: Bool)) -> [Int] {
        let breadth = -option.starters.count
        switch option.route {
        case .encounter(let group):
            let kind = group.randomLabel != nil ? 5 : method(of: group) == "npc-trade" ? 3 : 0
            // A starter's own hint is the starter choice, even where the wild gives it later to every run (Brilliant
            // Diamond's Grand Underground).
            let reach = isStarterChoice(group) ? -(availability.game.universe.count + 1) : breadth
            let special = hasSpecialCondition(group) || Self.specialMethods.contains(method(of: group))
            let levels = group.minLevel + group.maxLevel
            return [
                reach, option.isRoundabout ? 1 : 0, kind, special ? 1 : 0,
                placeOrder.position(ofLevels: levels, inArea: group.key.locationArea), levels,
                -group.rarity, data.encounterMethodOrder[group.key.method] ?? 0, group.key.locationArea,
            ]
        case .evolution(let from, let rule) where isForeignForm(rule):
            // From a form of another region (Let's Go's Alolan Graveler): after the game's own forms' ways.
            return [breadth, option.isRoundabout ? 1 : 0, 4, 0, 0, 0, 0, from, rule.id]
        case .evolution(let from, let rule):
            // A level-up evolution competes with encounters as if met on foot 10 levels above its level, where the
            // game's places reach those levels: Kadabra by Abra at 16 before Cerulean Cave, Gloom on Route 12 before
            // Oddish at 21.
            if let level = rule.minimumLevel {
                let levels = 2 * (level + 10)
                return [
                    breadth, option.isRoundabout ? 1 : 0, 0, 0, placeOrder.position(ofLevels: levels), levels, 0, Int.max, from,
                ]
            }
            return [breadth, option.isRoundabout ? 1 : 0, 1, 0, 0, 0, 0, from, rule.id]
        case .breeding(let parent, _):
            return [breadth, option.isRoundabout ? 1 : 0, 2, 0, 0, 0, 0, parent, 0]
        case .presumed:
            return [breadth, 0, 6, 0, 0, 0, 0, 0, 0]
        }
    }

    /// Methods that, like a swarm, are not the ordinary way to meet a species: ranked after the ordinary ones.
    private static let specialMethods: Set<String> = ["space-time-distortion", "mass-outbreak", "tera-raid"]

    private func isStarterChoice(_ group: EncounterGroup) -> Bool {
        group.key.starter == nil && method(of: group) == "gift"
            && availability.game.catalog.starters.contains(data.species[group.species]?.identifier ?? "")
    }

    private func hasSpecialCondition(_ group: EncounterGroup) -> Bool {
        if group.conditionValues.contains(where: { data.conditionValues[$0]?.condition == "coins" }) { return true }
        let special = group.conditionValues.filter { id in
            data.conditionValues[id].map { !ConditionLabels.alternatives.contains($0.condition) } ?? false
        }
        let place = ConditionLabels.PlaceKey(locationArea: group.key.locationArea, method: group.key.method)
        return !(labels[place] ?? ConditionLabels(data: data, valuesAtPlace: [:])).labels(for: special).isEmpty
    }

    /// Nil for a presumed route, which is no way at all.
    private func way(_ route: Availability.Route, species: Int, parentName: (Int) -> String? = { _ in nil })
        -> GameManifest.Way?
    {
        var way: GameManifest.Way
        switch route {
        case .encounter(let group):
            way = GameManifest.Way(method: method(of: group), text: describe(group, species: species))
            way.place = placeName(group.key.locationArea)
            way.source = group.source
        case .evolution:
            way = GameManifest.Way(method: GameManifest.Way.evolution, text: describe(route, species: species))
            if case .evolution(let from, let rule) = route, evolvingForm(rule) == 0, let named = parentName(from) {
                way.text = "Evolve \(named) (\(evolutionRules.describe(rule)))"
            }
        case .breeding(let parent, let incense):
            let text =
                "Breed \(parentName(parent) ?? name(parent))" + (incense.map { " holding \(evolutionRules.itemName($0))" } ?? "")
            way = GameManifest.Way(method: GameManifest.Way.breeding, text: text)
        case .presumed:
            return nil
        }
        return way
    }

    private func describe(_ route: Availability.Route, species: Int) -> String {
        switch route {
        case .encounter(let group):
            return describe(group, species: species)
        case .evolution(let from, let rule):
            return "Evolve \(evolvingName(from, rule)) (\(evolutionRules.describe(rule)))"
        case .breeding(let parent, let incense):
            return "Breed \(name(parent))" + (incense.map { " holding \(evolutionRules.itemName($0))" } ?? "")
        case .presumed:
            return Self.noKnownPlace
        }
    }

    private func describe(_ group: EncounterGroup, species: Int) -> String {
        let placeOrNil = placeName(group.key.locationArea)
        let place = placeOrNil ?? "place unknown"
        let values = group.conditionValues.sorted().compactMap { data.conditionValues[$0] }
        var extras = labelsOf(group)
        if let starter = group.key.starter { extras.insert("\(speciesName(identifier: starter)) as starter", at: 0) }
        func withExtras(_ text: String) -> String { Self.appending(extras, to: text) }

        switch method(of: group) {
        case "gift":
            if let fossil = values.first(where: { $0.condition == "item" && !$0.isDefault }),
                let item = data.itemIdentifiers[String(fossil.identifier.dropFirst("item-".count))]
            {
                return withExtras("Revive \(evolutionRules.itemName(item)): \(place)")
            }
            if let coins = values.first(where: { $0.condition == "coins" }) {
                return withExtras("Prize (\(coins.identifier.dropFirst("coins-".count)) coins): \(place)")
            }
            let identifier = data.species[species]?.identifier ?? ""
            let isStarter = availability.game.catalog.starters.contains(identifier) && group.key.starter == nil
            return withExtras("\(isStarter ? "Starter" : "Gift"): \(place)")
        case "gift-egg":
            if let random = group.randomLabel { return withExtras("\(random): \(place)") }
            return withExtras("Egg: \(place)")
        case "npc-trade":
            // What a trade asks for is named where the data says it; where it does not (Ultra Sun/Ultra Moon's rows),
            // nothing is made up and the place stands alone.
            let asks = tradeAsks(group)
            if asks.isEmpty { return withExtras("In-game trade: \(place)") }
            return TradeWording.text(place: place, asks: asks, details: extras)
        case let method:
            // A requirement from the corrections (Landorus's); the tables' own ones have a condition that says it.
            if group.source != nil && !group.key.requirement.allOf.isEmpty {
                let party = group.key.requirement.allOf.map { $0.map(name).joined(separator: " or ") }
                extras.append("with \(party.joined(separator: ", ")) in the party")
            }
            let words = WayMethod.knownWords(method) ?? methodProse(group.key.method)
            guard let placeOrNil else { return withExtras(words.prefix(1).uppercased() + words.dropFirst()) }
            extras.insert(words, at: 0)
            return withExtras(placeOrNil)
        }
    }

    /// What an in-game trade asks for, each as the player reads it: the form where the tables' condition names one
    /// (`trade-meowth-galar`: "Galarian Meowth"), else the species of the requirement ("Togepi or Togetic").
    private func tradeAsks(_ group: EncounterGroup) -> [String] {
        let conditions = group.conditionValues.sorted().compactMap { data.conditionValues[$0] }
            .filter { $0.condition == "trade" }
        if conditions.isEmpty {
            return group.key.requirement.allOf.map { $0.map(name).joined(separator: " or ") }
        }
        return conditions.map { value in
            value.identifier.dropFirst("trade-".count).split(separator: "-or-").map { formName(String($0)) }
                .joined(separator: " or ")
        }
    }

    /// The name of a pokemon.csv identifier: the form's own name for a form other than the default ("Galarian
    /// Meowth"), else the species' name.
    private func formName(_ identifier: String) -> String {
        if let pokemon = data.pokemonIdOf[identifier], !data.defaultPokemon.contains(pokemon),
            let named = data.forms.first(where: { $0.pokemon == pokemon && $0.isDefault })?.pokemonName
        {
            return named
        }
        let species = data.pokemonIdentifiers[identifier] ?? data.species.values.first { $0.identifier == identifier }?.id
        return species.map(name) ?? identifier
    }

    /// The hint of a species the data gives no way for (README, The game data).
    static let noKnownPlace = "In the Pokédex; the data has no location for it"

    /// "Route 29 (walking, night)"; after a name that ends in parentheses, "Safari Zone (middle), walking".
    private static func appending(_ details: [String], to text: String) -> String {
        if details.isEmpty { return text }
        let joined = details.joined(separator: ", ")
        return text.hasSuffix(")") ? "\(text), \(joined)" : "\(text) (\(joined))"
    }

    private func labelsOf(_ group: EncounterGroup) -> [String] {
        let place = ConditionLabels.PlaceKey(locationArea: group.key.locationArea, method: group.key.method)
        return (labels[place] ?? ConditionLabels(data: data, valuesAtPlace: [:])).labels(for: group.conditionValues)
    }

    /// The location's name, made precise by its sub-area's where the tables have one: "Safari Zone (Area 2, north)",
    /// "Route 2 (south, towards Viridian City)", "Weather Institute (Route 119)", "Fighting Dojo". The English area
    /// names are uneven ("Road 2", "Mount Moon", some left in German), hence the clean-up and the location's name
    /// for plain areas.
    func placeName(_ areaId: Int) -> String? {
        // The tables name two roaming places "Unova (Roaming)" and "Kalos (Roaming)", the others "Roaming Johto".
        guard let name = tablePlaceName(areaId) else { return nil }
        guard let match = name.wholeMatch(of: /(.+) \(Roaming\)/) else { return name }
        return "Roaming \(match.1)"
    }

    private func tablePlaceName(_ areaId: Int) -> String? {
        guard let area = data.locationAreas[areaId] else { return nil }
        // A place outside the game's regions is a slip in the tables (Tornadus in Black "at Team Flare Secret HQ").
        if let region = data.locationRegions[area.location], !availability.game.regions.contains(region) { return nil }
        let location = data.locationNames[area.location]
        guard let rawName = data.locationAreaNames[areaId], !area.identifier.isEmpty, area.identifier != "area",
            !rawName.contains("unknown area")
        else {
            return location ?? data.locationAreaNames[areaId]
        }
        let areaName =
            rawName
            .replacing(/\bRoad (?=\d)/, with: "Route ")
            .replacing(/\bMount (?=[A-Z])/, with: "Mt. ")
        guard let location else { return areaName }
        if areaName == "\(location) (\(location))" { return location }
        if areaName.hasPrefix(location) { return areaName }
        if let open = areaName.firstIndex(of: "("), areaName.hasSuffix(")"), areaName[..<open].hasPrefix("Route ") {
            return "\(location) \(areaName[open...])"  // "Route 19 (…)" of "Sea Route 19"
        }
        return areaName
    }

    private func method(of group: EncounterGroup) -> String { data.encounterMethods[group.key.method] ?? "" }
    private func methodProse(_ id: Int) -> String { data.encounterMethods[id] ?? "encounter" }
    private func name(_ species: Int) -> String { data.speciesNames[species] ?? "?" }
    private func speciesName(identifier: String) -> String {
        data.species.values.first { $0.identifier == identifier }.flatMap { data.speciesNames[$0.id] } ?? identifier
    }
}

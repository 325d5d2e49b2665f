/// The imported encounters (Resources/encounters-pkhex.json) as the encounter groups PokeAPI's tables give, so that
/// ways, hints, `dex where` and availability follow the same rules. A place takes PokeAPI's location of that English
/// name in the game's regions where there is one (Cabo Poco, Lake Verity, Route 102), else a location of its own; a method the
/// tables lack (Tera Raid Battles, space-time distortions, mass outbreaks) gets an id of its own.
struct ImportedEncounterGroups {
    private(set) var data: PokeAPIData
    private var placeAreas: [String: Int] = [:]
    private var methods: [String: Int] = [:]
    private var memo: [String: Int] = [:]
    private let speciesByIdentifier: [String: Int]

    /// First id of the locations made for imported places; their one area is `PokeAPIData.wholeLocationArea` on top.
    static let firstImportedLocation = 2_000_000
    /// First id of the methods the tables lack.
    static let firstImportedMethod = 1_000

    /// (species, form number as the imported file gives it) → PokeAPI's pokemon id of that form (pokemon_forms.csv: a
    /// variety's default form, its `form_order` counted from 1).
    private var formPokemon: [[Int]: Int] = [:]
    /// (species, form number) → pokemon_forms.csv id of that form, whichever variety it belongs to (Unown B, East Sea
    /// Shellos, Paldean Tauros's Blaze Breed): the form a way gives.
    private let formIds: [[Int]: Int]
    /// Each game's forms other than the default ones that an imported encounter gives (pokemon ids).
    private(set) var forms: [String: Set<Int>] = [:]

    init(data: PokeAPIData, formsTable: CSVTable) throws {
        self.data = data
        var formPokemon: [[Int]: Int] = [:]
        try formsTable.forEachRow { row in
            let pokemon = try row.int("pokemon_id")
            guard try row.bool("is_default"), let species = data.pokemonSpecies[pokemon] else { return }
            formPokemon[[species, try row.int("form_order") - 1]] = pokemon
        }
        self.formPokemon = formPokemon
        var formIds: [[Int]: Int] = [:]
        for form in data.forms where !form.isBattleOnly {
            guard let species = data.pokemonSpecies[form.pokemon] else { continue }
            formIds[[species, form.formOrder - 1]] = form.id
        }
        self.formIds = formIds
        speciesByIdentifier = Dictionary(data.species.values.map { ($0.identifier, $0.id) }, uniquingKeysWith: min)
        methods = Dictionary(data.encounterMethods.map { ($0.value, $0.key) }, uniquingKeysWith: min)
    }

    /// The groups of each game of `games` (by slug), in the tables' order; `data` then holds the places and methods
    /// they name.
    mutating func groups(_ imported: ImportedEncounters, games: [GameContext]) throws -> [String: [EncounterGroup]] {
        for (index, method) in Set(imported.encounters.map(\.method)).subtracting(methods.keys).sorted().enumerated() {
            let id = Self.firstImportedMethod + index
            methods[method] = id
            data.encounterMethods[id] = method
            data.encounterMethodOrder[id] = id
        }
        var result: [String: [EncounterGroup]] = [:]
        for game in games {
            let slug = game.catalog.slug
            var groups: [EncounterGroup.Key: EncounterGroup] = [:]
            for encounter in imported.encounters where encounter.games.contains(slug) {
                guard let species = speciesByIdentifier[encounter.species], let method = methods[encounter.method] else {
                    throw ManifestBuildError.missingData(
                        "species '\(encounter.species)' named by Resources/encounters-pkhex.json (\(encounter.place))")
                }
                var requirement = EncounterGroup.Requirement()
                for asked in encounter.asks ?? [] {
                    guard let id = speciesByIdentifier[asked] else {
                        throw ManifestBuildError.missingData(
                            "species '\(asked)' asked for by a trade in Resources/encounters-pkhex.json (\(encounter.place))")
                    }
                    requirement.allOf.append([id])
                }
                let key = EncounterGroup.Key(
                    species: species, locationArea: area(named: encounter.place, in: game), method: method, starter: nil,
                    requirement: requirement, isExternal: false)
                let numbers = encounter.form == EncounterForms.random ? formNumbers(of: species) : [encounter.form ?? 0]
                var group = groups[key] ?? EncounterGroup(key: key, rarity: 0, minLevel: encounter.minLevel, conditionValues: [])
                for number in numbers {
                    let formMet = number == 0 ? nil : formPokemon[[species, number]]
                    if let formMet { forms[slug, default: []].insert(formMet) }
                    // The variety met, as PokeAPI's encounters give it: Paldean Wooper, not Wooper, in Scarlet.
                    if let variety = formMet ?? formPokemon[[species, 0]] { group.varieties.insert(variety) }
                    if let form = formIds[[species, number]] { group.forms.insert(form) }
                }
                group.minLevel = min(group.minLevel, encounter.minLevel)
                group.maxLevel = max(group.maxLevel, encounter.maxLevel)
                groups[key] = group
            }
            result[slug] = groups.keys.sorted().compactMap { groups[$0] }
        }
        return result
    }

    /// Every form number of `species` ([0] for one without forms).
    private func formNumbers(of species: Int) -> [Int] {
        let numbers = formIds.keys.filter { $0[0] == species }.map { $0[1] }.sorted()
        return numbers.isEmpty ? [0] : numbers
    }

    private mutating func area(named place: String, in game: GameContext) -> Int {
        let memoKey = "\(game.catalog.slug)\u{0}\(place)"
        if let area = memo[memoKey] { return area }
        let area = newArea(named: place, in: game)
        memo[memoKey] = area
        return area
    }

    private mutating func newArea(named place: String, in game: GameContext) -> Int {
        let known = data.locationNames.filter { location, name in
            name == place && data.locationRegions[location].map(game.regions.contains) == true
        }.keys.min()
        if let known {
            // The location as a whole, not its first area: Turnback Cave, not "Turnback Cave (pillar 1)".
            let whole = PokeAPIData.wholeLocationArea + known
            if data.locationAreas[whole] == nil {
                data.locationAreas[whole] = PokeAPIData.LocationArea(location: known, identifier: "")
            }
            return whole
        }
        if let area = placeAreas[place] { return area }
        let location = Self.firstImportedLocation + placeAreas.count
        let area = PokeAPIData.wholeLocationArea + location
        data.locationNames[location] = place
        data.locationIdentifiers[location] = "imported-\(location)"
        data.locationAreas[area] = PokeAPIData.LocationArea(location: location, identifier: "")
        placeAreas[place] = area
        return area
    }

    /// `groups` without the imported ones that a correction already places at the same location by the same method
    /// (Brilliant Diamond's starters at Lake Verity): one way, with the correction's source.
    static func withoutRepeats(of groups: [EncounterGroup], imported: Set<EncounterGroup.Key>, data: PokeAPIData)
        -> [EncounterGroup]
    {
        func place(_ group: EncounterGroup) -> [Int] {
            [group.species, data.locationAreas[group.key.locationArea]?.location ?? -1, group.key.method]
        }
        let corrected = Set(groups.filter { $0.source != nil }.map(place))
        return groups.filter { $0.source != nil || !imported.contains($0.key) || !corrected.contains(place($0)) }
    }
}

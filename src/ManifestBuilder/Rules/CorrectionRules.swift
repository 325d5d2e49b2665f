/// Applies Resources/corrections.json to one version's encounter groups: adds the encounters the tables lack (an added
/// one may need an event too, as HeartGold's Enigma Stone Latios does), takes event-only ones out, adds missing party
/// requirements and marks random gifts.
struct CorrectionRules {
    let corrections: Corrections
    let data: PokeAPIData
    private let speciesByIdentifier: [String: Int]
    private let methodsByIdentifier: [String: Int]
    private let conditionsByIdentifier: [String: Int]

    init(corrections: Corrections, data: PokeAPIData) {
        self.corrections = corrections
        self.data = data
        speciesByIdentifier = Dictionary(data.species.values.map { ($0.identifier, $0.id) }, uniquingKeysWith: min)
        methodsByIdentifier = Dictionary(data.encounterMethods.map { ($0.value, $0.key) }, uniquingKeysWith: min)
        conditionsByIdentifier = Dictionary(data.conditionValues.map { ($0.value.identifier, $0.key) }, uniquingKeysWith: min)
    }

    func species(_ identifier: String, _ source: String) throws -> Int {
        guard let id = speciesByIdentifier[identifier] else { throw missing("species '\(identifier)'", source) }
        return id
    }

    func location(_ identifier: String, _ source: String) throws -> Int {
        guard let id = data.locationIdentifiers.first(where: { $0.value == identifier })?.key else {
            throw missing("location '\(identifier)'", source)
        }
        return id
    }

    func method(_ identifier: String, _ source: String) throws -> Int {
        guard let id = methodsByIdentifier[identifier] else { throw missing("method '\(identifier)'", source) }
        return id
    }

    private func missing(_ what: String, _ source: String) -> ManifestBuildError {
        .missingData("\(what), named by the correction \"\(source)\" (Resources/corrections.json)")
    }

    private func locationOf(_ group: EncounterGroup) -> Int? { data.locationAreas[group.key.locationArea]?.location }

    /// The species `version` lacks by the corrections: the other version's exclusives, and event-only species with
    /// the reason.
    func lacking(in version: String) throws -> (exclusives: [Int: String], events: [Int: String]) {
        var exclusives: [Int: String] = [:], events: [Int: String] = [:]
        for rule in corrections.versionExclusives where rule.notIn.contains(version) {
            for identifier in rule.species { exclusives[try species(identifier, rule.source)] = rule.only }
        }
        for rule in corrections.eventSpecies where rule.games.contains(version) {
            for identifier in rule.species { events[try species(identifier, rule.source)] = rule.reason }
        }
        return (exclusives, events)
    }

    func apply(to groups: [EncounterGroup], version: String) throws -> [EncounterGroup] {
        var result = groups
        for rule in corrections.requirements where rule.games.contains(version) {
            let target = try species(rule.species, rule.source)
            let place = try location(rule.location, rule.source)
            let needed = try rule.requires.map { [try species($0, rule.source)] }
            for index in result.indices where result[index].species == target && locationOf(result[index]) == place {
                result[index] = result[index].with(key: result[index].key.requiring(needed))
                result[index].source = rule.source
            }
        }
        for rule in corrections.randomGifts where rule.games.contains(version) {
            let place = try location(rule.location, rule.source)
            let method = try self.method(rule.method, rule.source)
            for index in result.indices where locationOf(result[index]) == place && result[index].key.method == method {
                result[index].randomLabel = rule.label
                result[index].source = rule.source
            }
        }
        for rule in corrections.encounters where rule.games.contains(version) {
            let place = try location(rule.location, rule.source)
            let areas = data.locationAreas.filter {
                $0.value.location == place && (rule.area == nil || $0.value.identifier == rule.area)
            }
            guard let area = areas.keys.min() else {
                throw missing("an area '\(rule.area ?? "")' of the location '\(rule.location)'", rule.source)
            }
            let method = try self.method(rule.method, rule.source)
            let values = Set(
                try rule.conditions.map { identifier in
                    guard let id = conditionsByIdentifier[identifier] else {
                        throw missing("condition value '\(identifier)'", rule.source)
                    }
                    return id
                })
            let species = try rule.species.map { try self.species($0, rule.source) }
            if let replaced = rule.replacing {
                let misplaced = try location(replaced, rule.source)
                result.removeAll { species.contains($0.species) && locationOf($0) == misplaced }
            }
            for id in species {
                let key = EncounterGroup.Key(
                    species: id, locationArea: area, method: method, starter: nil,
                    requirement: EncounterGroup.Requirement(), isExternal: false)
                var group = EncounterGroup(
                    key: key, rarity: 0, minLevel: rule.minLevel ?? 0, maxLevel: rule.minLevel ?? 0, conditionValues: values)
                group.source = rule.source
                result.append(group)
            }
        }
        for rule in corrections.eventOnly where rule.games.contains(version) {
            let place = try location(rule.location, rule.source)
            let kept = Set(try rule.exceptSpecies.map { try species($0, rule.source) })
            let only = try rule.species.map { Set(try $0.map { try species($0, rule.source) }) }
            for index in result.indices where locationOf(result[index]) == place && !kept.contains(result[index].species) {
                if let only, !only.contains(result[index].species) { continue }
                result[index] = result[index].with(key: result[index].key.external())
                result[index].eventReason = rule.reason
                result[index].isDistributedEvent = rule.distributed ?? false
                result[index].source = rule.source
            }
        }
        for rule in corrections.formPlaces where rule.games.contains(version) {
            let place = try location(rule.location, rule.source)
            let forms = try rule.forms.map { identifier in
                guard let form = data.forms.first(where: { $0.identifier == identifier }),
                    let species = data.pokemonSpecies[form.pokemon]
                else { throw missing("form '\(identifier)'", rule.source) }
                return (id: form.id, species: species)
            }
            let methods = try rule.methods.map { Set(try $0.map { try method($0, rule.source) }) }
            for index in result.indices where locationOf(result[index]) == place {
                if let methods, !methods.contains(result[index].key.method) { continue }
                let given = forms.filter { $0.species == result[index].species }.map(\.id)
                if !given.isEmpty { result[index].forms = Set(given) }
            }
        }
        return result.sorted { $0.key < $1.key }
    }

    /// The tables' data with the places the corrections rename (FireRed's Viapois Chamber), the locations they say a
    /// game reaches only after another (FireRed's Sevii Islands) and what a game asks before it gives a form (Crystal's
    /// Unown letters).
    static func renamingPlaces(in data: PokeAPIData, corrections: Corrections) throws -> PokeAPIData {
        var data = data
        let ids = Dictionary(data.locationIdentifiers.map { ($1, $0) }, uniquingKeysWith: min)
        func id(_ location: String, source: String) throws -> Int {
            guard let id = ids[location] else {
                throw ManifestBuildError.missingData(
                    "location '\(location)', named by the correction \"\(source)\" (Resources/corrections.json)")
            }
            return id
        }
        for rule in corrections.placeNames {
            data.locationNames[try id(rule.location, source: rule.source)] = rule.name
        }
        for rule in corrections.placesReachedAfter {
            let locations = Set(try rule.locations.map { try id($0, source: rule.source) })
            let after = try id(rule.after, source: rule.source)
            for game in rule.games { data.locationsReachedAfter[game, default: []].append((locations, after)) }
        }
        let formIdentifiers = Set(data.forms.map(\.identifier))
        for rule in corrections.formConditions {
            for form in rule.forms {
                guard formIdentifiers.contains(form) else {
                    throw ManifestBuildError.missingData(
                        "form '\(form)', named by the correction \"\(rule.source)\" (Resources/corrections.json)")
                }
                for game in rule.games { data.formConditions[game, default: [:]][form] = rule.condition }
            }
        }
        return data
    }
}

extension EncounterGroup {
    func with(key: Key) -> EncounterGroup {
        var copy = EncounterGroup(
            key: key, rarity: rarity, minLevel: minLevel, maxLevel: maxLevel, conditionValues: conditionValues)
        copy.source = source
        copy.eventReason = eventReason
        copy.isDistributedEvent = isDistributedEvent
        copy.randomLabel = randomLabel
        copy.varieties = varieties
        copy.forms = forms
        return copy
    }
}

extension EncounterGroup.Key {
    func external() -> Self {
        Self(
            species: species, locationArea: locationArea, method: method, starter: starter, requirement: requirement,
            isExternal: true)
    }

    func requiring(_ allOf: [[Int]]) -> Self {
        var requirement = requirement
        requirement.allOf += allOf
        return Self(
            species: species, locationArea: locationArea, method: method, starter: starter, requirement: requirement,
            isExternal: isExternal)
    }
}

import Foundation

extension PokeAPIData {
    /// Reads every table the generator needs from `folder` (the layout of PokeAPI's `data/v2/csv/`).
    static func load(from folder: URL) throws -> PokeAPIData {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("pokemon_species.csv").path) else {
            throw ManifestBuildError.missingInput(folder: folder.path)
        }
        func table(_ name: String) -> CSVTable { CSVTable(named: name, in: folder) }
        var data = PokeAPIData()
        try data.loadSpecies(table)
        try data.loadGames(table)
        try data.loadEncounters(table)
        try data.loadLocations(table)
        try data.loadEvolutions(table)
        return data
    }

    private mutating func loadSpecies(_ table: (String) -> CSVTable) throws {
        try table("pokemon_species").forEachRow { row in
            let id = try row.int("id")
            species[id] = Species(
                id: id, identifier: try row.string("identifier"), generation: try row.int("generation_id"),
                evolvesFrom: try row.optionalInt("evolves_from_species_id"),
                evolutionChain: try row.int("evolution_chain_id"), genderRate: try row.int("gender_rate"),
                isBaby: try row.bool("is_baby"), isLegendary: try row.bool("is_legendary"),
                isMythical: try row.bool("is_mythical"), hasGenderDifferences: try row.bool("has_gender_differences"))
        }
        try table("pokemon_species_names").forEachRow { row in
            if try row.int("local_language_id") == Self.english {
                speciesNames[try row.int("pokemon_species_id")] = try row.string("name")
            }
        }
        try table("pokemon").forEachRow { row in
            let id = try row.int("id")
            pokemonSpecies[id] = try row.int("species_id")
            pokemonIdentifiers[try row.string("identifier")] = try row.int("species_id")
            pokemonIdentifierOf[id] = try row.string("identifier")
            pokemonIdOf[try row.string("identifier")] = id
            if try row.bool("is_default") { defaultPokemon.insert(id) }
        }
        try table("pokemon_forms").forEachRow { row in
            forms.append(
                Form(
                    id: try row.int("id"), identifier: try row.string("identifier"),
                    formIdentifier: try row.string("form_identifier"), pokemon: try row.int("pokemon_id"),
                    introducedIn: try row.int("introduced_in_version_group_id"), isDefault: try row.bool("is_default"),
                    isBattleOnly: try row.bool("is_battle_only"), isMega: try row.bool("is_mega"), order: try row.int("order"),
                    formOrder: try row.int("form_order")))
        }
        var formIndex: [Int: Int] = [:]
        for (index, form) in forms.enumerated() { formIndex[form.id] = index }
        try table("pokemon_form_names").forEachRow { row in
            guard try row.int("local_language_id") == Self.english, let index = formIndex[try row.int("pokemon_form_id")]
            else { return }
            let formName = try row.string("form_name"), pokemonName = try row.string("pokemon_name")
            forms[index].formName = formName.isEmpty ? nil : formName
            forms[index].pokemonName = pokemonName.isEmpty ? nil : pokemonName
        }
        forms.sort { ($0.order, $0.id) < ($1.order, $1.id) }
        formsById = Dictionary(forms.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        try table("pokemon_dex_numbers").forEachRow { row in
            dexNumbers[try row.int("pokedex_id"), default: [:]][try row.int("species_id")] = try row.int("pokedex_number")
        }
        try table("evolution_chains").forEachRow { row in
            if let item = try row.optionalInt("baby_trigger_item_id") { babyTriggerItems[try row.int("id")] = item }
        }
    }

    private mutating func loadGames(_ table: (String) -> CSVTable) throws {
        try table("versions").forEachRow { row in
            let id = try row.int("id")
            versions[id] = Version(
                id: id, identifier: try row.string("identifier"), versionGroup: try row.int("version_group_id"))
        }
        try table("version_names").forEachRow { row in
            if try row.int("local_language_id") == Self.english {
                versionNames[try row.int("version_id")] = try row.string("name")
            }
        }
        try table("version_groups").forEachRow { row in
            let id = try row.int("id")
            versionGroups[id] = VersionGroup(
                id: id, identifier: try row.string("identifier"), generation: try row.int("generation_id"),
                order: try row.int("order"))
        }
        try table("version_group_regions").forEachRow { row in
            versionGroupRegions[try row.int("version_group_id"), default: []].insert(try row.int("region_id"))
        }
        try table("pokedexes").forEachRow { row in
            pokedexIdentifiers[try row.int("id")] = try row.string("identifier")
            if let region = try row.optionalInt("region_id") { pokedexRegions[try row.int("id")] = region }
        }
        try table("pokedex_version_groups").forEachRow { row in
            pokedexesOfVersionGroup[try row.int("version_group_id"), default: []].append(try row.int("pokedex_id"))
        }
        try table("items").forEachRow { row in
            itemIdentifiers[try row.string("identifier")] = try row.int("id")
        }
        try table("item_names").forEachRow { row in
            if try row.int("local_language_id") == Self.english { itemNames[try row.int("item_id")] = try row.string("name") }
        }
    }

    private mutating func loadEncounters(_ table: (String) -> CSVTable) throws {
        try table("encounter_methods").forEachRow { row in
            let id = try row.int("id")
            encounterMethods[id] = try row.string("identifier")
            encounterMethodOrder[id] = try row.int("order")
        }
        try table("encounter_slots").forEachRow { row in
            encounterSlots[try row.int("id")] = EncounterSlot(
                method: try row.int("encounter_method_id"), rarity: try row.optionalInt("rarity") ?? 0)
        }
        var conditionIdentifiers: [Int: String] = [:]
        try table("encounter_conditions").forEachRow { row in
            conditionIdentifiers[try row.int("id")] = try row.string("identifier")
        }
        try table("encounter_condition_values").forEachRow { row in
            let condition = try row.int("encounter_condition_id")
            guard let conditionIdentifier = conditionIdentifiers[condition] else {
                throw ManifestBuildError.missingData(
                    "encounter condition \(condition) (encounter_condition_values.csv:\(row.line))")
            }
            conditionValues[try row.int("id")] = ConditionValue(
                identifier: try row.string("identifier"), condition: conditionIdentifier, isDefault: try row.bool("is_default"))
        }
        try table("encounter_condition_value_prose").forEachRow { row in
            if try row.int("local_language_id") == Self.english {
                conditionValueNames[try row.int("encounter_condition_value_id")] = try row.string("name")
            }
        }
        try table("encounters").forEachRow { row in
            let pokemon = try row.int("pokemon_id")
            guard let species = pokemonSpecies[pokemon] else {
                throw ManifestBuildError.missingData("pokemon \(pokemon) in pokemon.csv (encounters.csv:\(row.line))")
            }
            encounters.append(
                Encounter(
                    id: try row.int("id"), version: try row.int("version_id"), locationArea: try row.int("location_area_id"),
                    slot: try row.int("encounter_slot_id"), species: species, pokemon: pokemon,
                    minLevel: try row.optionalInt("min_level") ?? 0,
                    maxLevel: try row.optionalInt("max_level") ?? 0))
        }
        try table("encounter_condition_value_map").forEachRow { row in
            encounterConditions[try row.int("encounter_id"), default: []].append(try row.int("encounter_condition_value_id"))
        }
    }

    private mutating func loadLocations(_ table: (String) -> CSVTable) throws {
        try table("locations").forEachRow { row in
            locationIdentifiers[try row.int("id")] = try row.string("identifier")
            if let region = try row.optionalInt("region_id") { locationRegions[try row.int("id")] = region }
        }
        try table("location_names").forEachRow { row in
            if try row.int("local_language_id") == Self.english {
                locationNames[try row.int("location_id")] = try row.string("name")
            }
        }
        try table("location_areas").forEachRow { row in
            locationAreas[try row.int("id")] = LocationArea(
                location: try row.int("location_id"), identifier: try row.string("identifier"))
        }
        // Later regions' places have no areas in the tables; a correction there needs one to place its encounter.
        let withAreas = Set(locationAreas.values.map(\.location))
        for location in locationIdentifiers.keys where !withAreas.contains(location) {
            locationAreas[Self.wholeLocationArea + location] = LocationArea(location: location, identifier: "")
        }
        try table("location_area_prose").forEachRow { row in
            if try row.int("local_language_id") == Self.english {
                locationAreaNames[try row.int("location_area_id")] = try row.string("name")
            }
        }
    }

    private mutating func loadEvolutions(_ table: (String) -> CSVTable) throws {
        try table("evolution_triggers").forEachRow { row in
            evolutionTriggers[try row.int("id")] = try row.string("identifier")
        }
        try table("pokemon_evolution").forEachRow { row in
            let triggerId = try row.int("evolution_trigger_id")
            guard let trigger = evolutionTriggers[triggerId] else {
                throw ManifestBuildError.missingData("evolution trigger \(triggerId) (pokemon_evolution.csv:\(row.line))")
            }
            evolutions.append(
                Evolution(
                    id: try row.int("id"), species: try row.int("evolved_species_id"), trigger: trigger,
                    versionGroup: try row.optionalInt("version_group_id"), triggerItem: try row.optionalInt("trigger_item_id"),
                    minimumLevel: try row.optionalInt("minimum_level"), gender: try row.optionalInt("gender_id"),
                    location: try row.optionalInt("location_id"), heldItem: try row.optionalInt("held_item_id"),
                    timeOfDay: try row.string("time_of_day"), knownMove: try row.optionalInt("known_move_id"),
                    minimumHappiness: try row.optionalInt("minimum_happiness"),
                    minimumBeauty: try row.optionalInt("minimum_beauty"),
                    relativePhysicalStats: try row.optionalInt("relative_physical_stats"),
                    partySpecies: try row.optionalInt("party_species_id"), tradeSpecies: try row.optionalInt("trade_species_id"),
                    region: try row.optionalInt("region_id"), baseForm: try row.optionalInt("base_form_id"),
                    evolvedForm: try row.optionalInt("evolved_form_id")))
        }
    }
}

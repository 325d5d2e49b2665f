import DexModel

/// The forms one game lists in a species' place when it is tracked with forms (docs/data.md, Forms). Which are listed:
///
/// - a regional form when the game is played in its region (Alolan Vulpix in Sun), when the game's encounters meet it
///   (Galarian Meowth in Sword), or when the species it evolves from has that form listed (Alolan Ninetales wherever
///   Alolan Vulpix is);
/// - the default form unless a form of the game's region stands in its place (Vulpix in Sun, Wooper in Scarlet) and
///   neither the encounters meet it nor an earlier stage of its own form is listed (Kantonian Meowth, met in Sword's
///   raids, stays beside the Galarian one);
/// - every other form the game's version group or an add-on has (`introduced_in_version_group_id`): Unown's letters,
///   Rotom's appliances, Vivillon's patterns.
///
/// The form of the game's region comes first (the one its Pokédex shows), then the rest in HOME's order. A form keeps
/// the encounters that meet it, the evolutions into it (pokemon_evolution.csv's `evolved_form_id`: an Ice Stone for
/// Alolan Ninetales, a Fire Stone for Ninetales), and the species' eggs; with none of its own it takes the species'
/// hint, ways and class (a Rotom changes appliance, a Scarlet Wooper is in the Pokédex without a known place), but a
/// regional form whose species' ways are all another form's has none, and the hint that says the data has no place.
struct FormEntryBuilder {
    let data: PokeAPIData
    let homeForms: HomeForms
    let availability: Availability
    let notes: NoteWriter
    /// species → the form identifiers listed so far ("" for the default form), for the species that evolve from them.
    private(set) var listed: [Int: Set<String>] = [:]

    init(data: PokeAPIData, homeForms: HomeForms, availability: Availability, notes: NoteWriter) {
        self.data = data
        self.homeForms = homeForms
        self.availability = availability
        self.notes = notes
    }

    private var game: GameContext { availability.game }

    /// The forms of `species` in this game, or nil when it has no form but its default here. Call in national order,
    /// so that a species' earlier stage is decided first.
    mutating func forms(of species: Int, entry: GameManifest.PokemonEntry) -> [GameManifest.FormEntry]? {
        let known = (homeForms.bySpecies[species] ?? []).filter { form in
            (data.versionGroups[form.introducedIn]?.order ?? Int.max) <= game.newestOrder
        }
        guard let defaultForm = known.first, known.count > 1 else { return nil }
        let met = metVarieties(of: species)
        let earlier = data.species[species]?.evolvesFrom.flatMap { listed[$0] }
        let earlierHasRegional =
            data.species[species]?.evolvesFrom.map { from in
                (homeForms.bySpecies[from] ?? []).contains { HomeForms.region(of: $0).map(game.regions.contains) == true }
            } == true
        let regionalHere = known.contains { HomeForms.region(of: $0).map(game.regions.contains) == true }
        let matching = known.filter { form in
            if let region = HomeForms.region(of: form) {
                return game.regions.contains(region) || met.contains(form.pokemon)
                    || earlier?.contains(form.formIdentifier) == true
            }
            if form.pokemon == defaultForm.pokemon {
                return !regionalHere || met.contains(form.pokemon) || (earlierHasRegional && earlier?.contains("") == true)
            }
            return true
        }
        let regions = game.regions
        func isHere(_ form: PokeAPIData.Form) -> Bool { HomeForms.region(of: form).map(regions.contains) == true }
        let chosen = matching.filter(isHere) + matching.filter { !isHere($0) }
        listed[species] = Set(chosen.map { $0.id == defaultForm.id ? "" : $0.formIdentifier })
        if chosen.count == 1 && chosen[0].id == defaultForm.id { return nil }
        return chosen.map { form in formEntry(form, isDefault: form.id == defaultForm.id, of: species, entry: entry) }
    }

    private func formEntry(
        _ form: PokeAPIData.Form, isDefault: Bool, of species: Int, entry: GameManifest.PokemonEntry
    ) -> GameManifest.FormEntry {
        let identifier = isDefault ? "" : form.formIdentifier
        var result = GameManifest.FormEntry(
            form: identifier, name: Self.name(of: form, isDefault: isDefault, speciesName: entry.name),
            spriteSlug: SpriteNames.formName(speciesSprite: entry.spriteSlug, form: identifier))
        let defaultVariety = homeForms.bySpecies[species]?.first?.pokemon
        let ways = notes.ways(for: species) { route in
            switch route {
            case .encounter(let group):
                if group.varieties.isEmpty { return form.pokemon == defaultVariety }
                return group.varieties.contains { homeForms.entryVariety(of: $0) == form.pokemon }
            case .evolution(_, let rule):
                // An evolution into a regional form has its own row (Alolan Ninetales by an Ice Stone).
                if let evolved = rule.evolvedForm { return homeForms.entryVariety(of: evolved) == form.pokemon }
                return HomeForms.region(of: form) == nil
            case .breeding, .presumed:
                return true
            }
        }
        if !ways.isEmpty && ways != (entry.ways ?? []) {
            result.ways = ways
            if entry.availability == nil { result.notes = ways[0].text }
        } else if ways.isEmpty && HomeForms.region(of: form) != nil && entry.ways?.isEmpty == false && entry.availability == nil {
            // The species' ways are another form's (Sun's tables evolve Ninetales by a Fire Stone only).
            result.ways = []
            result.notes = NoteWriter.noKnownPlace
        }
        if let only = HomeForms.versionOnly[form.identifier], only != game.catalog.slug,
            let other = data.versions.values.first(where: { $0.identifier == only }).flatMap({ data.versionNames[$0.id] }),
            let own = data.versionNames[game.version.id]
        {
            result.notes = "Not in \(own): trade from \(other)"
            result.availability = Obtainability.otherVersion.rawValue
            result.ways = nil
        }
        return result
    }

    /// The varieties this game's encounters meet, as entries.
    private func metVarieties(of species: Int) -> Set<Int> {
        var met: Set<Int> = []
        for option in availability.routes[species] ?? [] {
            guard case .encounter(let group) = option.route else { continue }
            if group.varieties.isEmpty, let first = homeForms.bySpecies[species]?.first { met.insert(first.pokemon) }
            for variety in group.varieties { met.insert(homeForms.entryVariety(of: variety)) }
        }
        return met
    }

    /// "Alolan Vulpix", "Unown B", "Wash Rotom"; the default form of a species whose forms are its sexes keeps the
    /// species' name.
    static func name(of form: PokeAPIData.Form, isDefault: Bool, speciesName: String) -> String {
        if isDefault && (form.formIdentifier.isEmpty || form.formIdentifier == "male") { return speciesName }
        if let name = form.pokemonName { return name }
        if let formName = form.formName { return "\(speciesName) (\(formName))" }
        return "\(speciesName) (\(form.formIdentifier))"
    }
}

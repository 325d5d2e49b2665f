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
    /// pokemon.csv id → how many forms outside battle its variety has (Shellos 2, Spewpa 20, Milcery 1).
    private let formsOfVariety: [Int: Int]

    init(data: PokeAPIData, homeForms: HomeForms, availability: Availability, notes: NoteWriter) {
        self.data = data
        self.homeForms = homeForms
        self.availability = availability
        self.notes = notes
        formsOfVariety = data.forms.filter { !$0.isBattleOnly }.reduce(into: [:]) { $0[$1.pokemon, default: 0] += 1 }
    }

    private var game: GameContext { availability.game }

    /// The forms of `species` in this game, or nil when it has no form but its default here. Call in national order,
    /// so that a species' earlier stage is decided first.
    mutating func forms(of species: Int, entry: GameManifest.PokemonEntry) -> [GameManifest.FormEntry]? {
        let known = (homeForms.bySpecies[species] ?? []).filter { form in
            (data.versionGroups[form.introducedIn]?.order ?? Int.max) <= game.newestOrder
                && HomeForms.canHold(form, versionGroup: game.versionGroup.identifier)
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
        let ways = notes.ways(
            for: species,
            keeping: { gives($0, form: form, identifier: identifier, species: species, defaultVariety: defaultVariety) },
            parentName: { parent in parentName(parent, bred: identifier) })
        let own = game.catalog.slug
        let keeping: (Availability.Route) -> Bool = {
            gives($0, form: form, identifier: identifier, species: species, defaultVariety: defaultVariety)
        }
        if ways.isEmpty, entry.availability == nil, case let trades = notes.linkTradeWays(for: species, keeping: keeping),
            !trades.isEmpty, !trades.elementsEqual(entry.ways ?? [])
        {
            // Only a link trade evolves into this form here, though the species is had otherwise.
            result.ways = trades
            result.notes = trades[0].text
            result.availability = Obtainability.tradeEvolution.rawValue
            return result
        }
        if HomeForms.eventForms.contains(form.identifier) && ways.isEmpty {
            result.notes = data.versionNames[game.version.id].map { "Not in \($0): event only" } ?? ""
            result.availability = Obtainability.event.rawValue
            result.ways = []
            return result
        }
        if ways.isEmpty, entry.availability == nil, let needed = eventBaseForm(evolvingInto: form) {
            // Only a form no play of this game gives evolves into it (Ultra Sun's Dusk Lycanroc, from an event's Own
            // Tempo Rockruff).
            result.notes = data.versionNames[game.version.id].map { "Not in \($0): event only (\(needed))" } ?? ""
            result.availability = Obtainability.event.rawValue
            result.ways = []
            return result
        }
        // A form a caught one changes into takes its species' ways, whatever egg or evolution also names it (a
        // Burmy caught on a Honey tree turns Sandy; no Sandy Wormadam is needed).
        let changesInto = !isDefault && !isMetItself(form, species: species) && changesHere(species)
        if !ways.isEmpty && ways != (entry.ways ?? []) && !changesInto {
            result.ways = ways
            if entry.availability == nil || entry.availability == Obtainability.tradeEvolution.rawValue {
                result.notes = ways[0].text
            }
        } else if ways.isEmpty && entry.ways?.isEmpty == false && entry.availability == nil
            && (HomeForms.region(of: form) != nil || speciesWaysAreOtherForms(species))
        {
            // The species' ways are another form's (Sun's tables evolve Ninetales by a Fire Stone only).
            result.ways = []
            result.notes = NoteWriter.noKnownPlace
        }
        if let condition = data.formConditions[own]?[form.identifier], entry.availability == nil,
            result.ways == nil || result.notes == nil
        {
            result.notes = "\(result.notes ?? entry.notes): \(condition)"
        } else if let pattern = HomeForms.systemRegionPattern(form, generation: game.generation), entry.availability == nil {
            result.notes = "\(result.notes ?? entry.notes): \(pattern)"
        } else if entry.availability == nil, changesInto, let speciesIdentifier = data.species[species]?.identifier,
            let how = FormChanges.how(form.identifier, species: speciesIdentifier, generation: game.generation)
        {
            // The species' ways, then how a caught one takes this form.
            result.notes = "\(result.notes ?? entry.notes): \(how)"
        }
        if let only = HomeForms.versionOnly[form.identifier], only != own,
            let other = data.versions.values.first(where: { $0.identifier == only }).flatMap({ data.versionNames[$0.id] }),
            let ownName = data.versionNames[game.version.id]
        {
            result.notes = "Not in \(ownName): trade from \(other)"
            result.availability = Obtainability.otherVersion.rawValue
            result.ways = nil
        }
        return result
    }

    /// Whether `route` gives `form`: an encounter that meets it (by form where the source tells the forms of one
    /// variety apart, else by variety), an evolution into it (pokemon_evolution.csv's `evolved_form_id`; a row with
    /// none gives every form but the regional ones), an egg of a parent of its own form.
    /// Whether an encounter here names this form (Sun's Pom-pom Oricorio on Melemele Meadow).
    private func isMetItself(_ form: PokeAPIData.Form, species: Int) -> Bool {
        (availability.routes[species] ?? []).contains { option in
            guard case .encounter(let group) = option.route else { return false }
            return group.forms.contains { homeForms.entryForm(of: $0) == form.id }
                || group.varieties.contains { homeForms.entryVariety(of: $0) == form.pokemon && form.pokemon != species }
        }
    }

    private func gives(
        _ route: Availability.Route, form: PokeAPIData.Form, identifier: String, species: Int, defaultVariety: Int?
    ) -> Bool {
        if HomeForms.eventForms.contains(form.identifier) {
            // Only an encounter that names it gives an event form: no Pikachu evolves or hatches into a cap.
            guard case .encounter(let group) = route else { return false }
            return group.forms.contains(form.id)
        }
        switch route {
        case .encounter(let group):
            if !group.forms.isEmpty { return group.forms.contains { homeForms.entryForm(of: $0) == form.id } }
            if group.varieties.isEmpty { return form.pokemon == defaultVariety }
            return group.varieties.contains { homeForms.entryVariety(of: $0) == form.pokemon }
        case .evolution(let from, let rule):
            if let evolved = rule.evolvedForm { return homeForms.entryVariety(of: evolved) == form.pokemon }
            return HomeForms.region(of: form) == nil && (!carriesForm(from) || lineMeets(form, species: species))
        case .breeding(let parent, _):
            guard lineMeets(form, species: species) else { return false }
            return bredForm(parent: parent) == identifier || bredForm(parent: parent) == nil && parentHas(parent, identifier)
        case .presumed:
            return true
        }
    }

    /// The name of the form other than the default that every evolution into `form` asks for, when this game gives
    /// none of it; nil for a regional form or one no such evolution gives.
    private func eventBaseForm(evolvingInto form: PokeAPIData.Form) -> String? {
        guard HomeForms.region(of: form) == nil else { return nil }
        let rows = data.evolutions.filter { $0.evolvedForm == form.pokemon }
        let bases = Set(rows.compactMap(\.baseForm))
        guard !rows.isEmpty, rows.allSatisfy({ $0.baseForm != nil }), bases.count == 1, let base = bases.first,
            !data.defaultPokemon.contains(base), !game.formsMet.contains(base)
        else { return nil }
        return data.forms.first { $0.pokemon == base && $0.isDefault }.flatMap(\.pokemonName)
    }

    /// Whether every encounter and evolution of `species` here names the form it gives: then a form none of them
    /// gives has no way of its own (FireRed's Unown letters by chamber), unless a caught one can change into it (a
    /// Rotom takes another appliance).
    private func speciesWaysAreOtherForms(_ species: Int) -> Bool {
        if changesHere(species) { return false }
        let routes = availability.routes[species] ?? []
        return !routes.isEmpty
            && routes.allSatisfy { option in
                switch option.route {
                case .encounter(let group): return !group.forms.isEmpty
                case .evolution(let from, let rule):
                    return rule.evolvedForm != nil || carriesForm(from) && formsMetInLine(of: species) != nil
                case .breeding: return true
                case .presumed: return false
                }
            }
    }

    /// Whether a caught `species` changes form in this game (Burmy's cloak; Deerling's coat only in generation 5).
    private func changesHere(_ species: Int) -> Bool {
        data.species[species].map { FormChanges.changes($0.identifier, generation: game.generation) } ?? false
    }

    /// Whether an egg or an evolution that passes the form on can give `form` of one variety here: where the
    /// encounters of its line name the forms they meet, only a form met somewhere in the line is passed on (Sword's
    /// Shellos and Gastrodon are all East Sea, so no West Sea one evolves or hatches).
    private func lineMeets(_ form: PokeAPIData.Form, species: Int) -> Bool {
        formsMetInLine(of: species)?.contains(form.formIdentifier) ?? true
    }

    /// Whether `species` passes its form on when it evolves: its own variety has forms (Shellos's sea, Flabébé's
    /// colour, Spewpa's pattern). Milcery has none: Alcremie's form is chosen as it evolves.
    private func carriesForm(_ species: Int) -> Bool { (formsOfVariety[species] ?? 0) > 1 }

    /// The form identifiers the encounters of `species`' evolution line name, when they tell apart the forms of one
    /// variety ("east" for Sword's Shellos line, "fancy" for Scarlet's Vivillon line, "west" for Omega Ruby's); nil
    /// when they do not.
    private func formsMetInLine(of species: Int) -> Set<String>? {
        guard let chain = data.species[species]?.evolutionChain else { return nil }
        let line = data.species.values.filter { $0.evolutionChain == chain }.map(\.id)
        // A caught Burmy or Deerling changes form: what the encounters meet says nothing of what it passes on.
        if line.contains(where: changesHere) { return nil }
        var met: Set<String> = []
        var tellsFormsApart = false
        for stage in line {
            for option in availability.routes[stage] ?? [] {
                guard case .encounter(let group) = option.route else { continue }
                for id in group.forms {
                    guard let form = data.formsById[id] else { continue }
                    met.insert(form.formIdentifier)
                    if (formsOfVariety[form.pokemon] ?? 0) > 1 { tellsFormsApart = true }
                }
            }
        }
        return tellsFormsApart ? met : nil
    }

    /// The form an egg of `parent` hatches as when its line comes from a form other than the default (Perrserker from
    /// Galarian Meowth hatches Galarian Meowth, Basculegion White-Striped Basculin): every row into it, or into an
    /// earlier stage, asks for that form. Nil when nothing says so.
    private func bredForm(parent: Int) -> String? {
        var current: Int? = parent
        while let id = current {
            let rows = data.evolutions.filter { $0.species == id }
            let bases = Set(rows.compactMap { row in row.baseForm.flatMap { data.defaultPokemon.contains($0) ? nil : $0 } })
            if !rows.isEmpty && bases.count == 1 && rows.allSatisfy({ $0.baseForm.map(bases.contains) == true }),
                let base = bases.first, let form = data.forms.first(where: { $0.pokemon == base && $0.isDefault })
            {
                return form.formIdentifier
            }
            current = data.species[id]?.evolvesFrom
        }
        return nil
    }

    /// Whether `parent` has a form `identifier` ("" its default): Alolan Persian breeds Alolan Meowth.
    private func parentHas(_ parent: Int, _ identifier: String) -> Bool {
        let forms = homeForms.bySpecies[parent] ?? []
        if forms.count <= 1 { return identifier.isEmpty }
        return forms.enumerated().contains { index, form in (index == 0 ? "" : form.formIdentifier) == identifier }
    }

    /// The parent named as the form bred, where it has that form ("Alolan Persian"); nil keeps the species' name.
    private func parentName(_ parent: Int, bred identifier: String) -> String? {
        let forms = homeForms.bySpecies[parent] ?? []
        guard !identifier.isEmpty, forms.count > 1, let speciesName = data.speciesNames[parent],
            let form = forms.dropFirst().first(where: { $0.formIdentifier == identifier })
        else { return nil }
        return Self.name(of: form, isDefault: false, speciesName: speciesName)
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
    /// species' name. One style for every list: the species' name with the form's words, without parentheses or the
    /// words "Standard", "Form" and "Forme", and a number after the species ("Galarian Darmanitan", not "Standard
    /// Galarian Darmanitan"; "Zygarde 10%" and "Zygarde 50%", not "10% Zygarde" and "Zygarde (50% Forme)").
    static func name(of form: PokeAPIData.Form, isDefault: Bool, speciesName: String) -> String {
        if isDefault && (form.formIdentifier.isEmpty || form.formIdentifier == "male") { return speciesName }
        let raw =
            form.pokemonName ?? form.formName.map { "\(speciesName) (\($0))" } ?? "\(speciesName) (\(form.formIdentifier))"
        var words = raw.split { $0 == " " || $0 == "(" || $0 == ")" }.map(String.init)
            .filter { !["Standard", "Form", "Forme"].contains($0) }
        if let first = words.first, first.first?.isNumber == true, words.count > 1 {
            words.append(words.removeFirst())
        }
        return words.joined(separator: " ")
    }
}

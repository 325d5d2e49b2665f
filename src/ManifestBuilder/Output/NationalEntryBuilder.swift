import DexModel

/// The `national` game, for a living dex: every species in national order, each with the games that can give it
/// (without another cartridge or an event) as its hint, sprites from a folder that has them all.
struct NationalEntryBuilder {
    static let slug = "national"
    static let nationalDex = "national"

    let data: PokeAPIData
    /// Every game's availability, in release order.
    let availabilities: [Availability]
    let missingNotes: MissingNoteWriter
    let homeForms: HomeForms
    /// Every game's entry, in the order of `availabilities`: where each form is listed.
    let games: [GameManifest.Entry]

    func entry() throws -> GameManifest.Entry {
        guard let numbers = data.dexNumbers[PokeAPIData.nationalDex] else {
            throw ManifestBuildError.missingData("the national Pokédex in pokemon_dex_numbers.csv")
        }
        let formGames = gamesGivingForms()
        let rules = newestRules()
        let pokemon = try numbers.keys.sorted().map { id in
            guard let species = data.species[id], let name = data.speciesNames[id] else {
                throw ManifestBuildError.missingData("species \(id) or its English name")
            }
            var entry = GameManifest.PokemonEntry(
                dexNumber: id, name: name, spriteSlug: SpriteNames.name(for: species.identifier, folder: SpriteFolders.home))
            entry.regionalNumber = numbers[id]
            let games = gameNames(giving: id)
            if games.isEmpty {
                entry.notes = Self.noGame
                entry.availability = Obtainability.event.rawValue
            } else {
                entry.notes = "Obtainable in " + games.joined(separator: ", ")
            }
            entry.genderDifferences = species.hasGenderDifferences ? true : nil
            entry.forms = forms(of: id, entry: entry, givenBy: formGames)
            entry.evolutions = rules.evolutions[id]
            entry.ways = rules.breeding[id].map { [$0] }
            return entry
        }
        var entry = GameManifest.Entry(
            slug: Self.slug, name: "National Pokédex", generation: availabilities.map(\.game.generation).max() ?? 0,
            spriteFolder: SpriteFolders.home)
        entry.regionalDex = Self.nationalDex
        entry.pokemon = pokemon
        return entry
    }

    /// Every entry form of the species, HOME's order, each with the games that give it as its hint.
    private func forms(of species: Int, entry: GameManifest.PokemonEntry, givenBy formGames: [FormKey: Set<Int>])
        -> [GameManifest.FormEntry]?
    {
        guard let all = homeForms.bySpecies[species], all.count > 1 else { return nil }
        return all.enumerated().map { index, form in
            let identifier = index == 0 ? "" : form.formIdentifier
            var result = GameManifest.FormEntry(
                form: identifier, name: FormEntryBuilder.name(of: form, isDefault: index == 0, speciesName: entry.name),
                spriteSlug: SpriteNames.formName(speciesSprite: entry.spriteSlug, form: identifier))
            let games = gameNames { formGames[FormKey(species: species, form: identifier)]?.contains($0) == true }
            let notes = games.isEmpty ? Self.noGame : "Obtainable in " + games.joined(separator: ", ")
            let availability = games.isEmpty ? Obtainability.event.rawValue : nil
            if notes != entry.notes { result.notes = notes }
            if availability != entry.availability { result.availability = availability ?? Obtainability.obtainable.rawValue }
            return result
        }
    }

    private struct FormKey: Hashable {
        let species: Int
        let form: String
    }

    /// Which games (indexes of `games`) give each form alone: those whose list, tracked with forms, has it obtainable
    /// or in the Pokédex without a known place; a species listed without forms gives its default form.
    private func gamesGivingForms() -> [FormKey: Set<Int>] {
        var result: [FormKey: Set<Int>] = [:]
        for (index, game) in games.enumerated() {
            for pokemon in game.pokemon {
                for form in pokemon.forms ?? [GameManifest.FormEntry(form: "", name: "", spriteSlug: "")]
                where (form.availability ?? pokemon.availability) == nil {
                    result[FormKey(species: pokemon.dexNumber, form: form.form), default: []].insert(index)
                }
            }
        }
        return result
    }

    static let noGame = "No game gives it without an event or another game"

    /// Each species' evolutions and way to breed as the newest game that has them says them, for `dex plan` to evolve
    /// and breed toward the living dex. Legends: Arceus is left out: its trade evolutions take a Linking Cord of its
    /// own.
    private func newestRules() -> (evolutions: [Int: [GameManifest.Evolution]], breeding: [Int: GameManifest.Way]) {
        var evolutions: [Int: [GameManifest.Evolution]] = [:], breeding: [Int: GameManifest.Way] = [:]
        for game in games where game.slug != "legends-arceus" {
            for pokemon in game.pokemon {
                if let rules = pokemon.evolutions { evolutions[pokemon.dexNumber] = rules }
                if let way = pokemon.ways?.first(where: { $0.method == GameManifest.Way.breeding }) {
                    breeding[pokemon.dexNumber] = way
                }
            }
        }
        return (evolutions, breeding)
    }

    /// The games that give `species` alone, a version pair as one ("Red/Blue", "Sword/Shield"), in release order.
    private func gameNames(giving species: Int) -> [String] {
        gameNames { gives(availabilities[$0], species) }
    }

    /// The games (indexes of `availabilities`) `gives` takes, a version pair as one, in release order.
    private func gameNames(where gives: (Int) -> Bool) -> [String] {
        var names: [String] = []
        var lastGroup: Int?
        for (index, availability) in availabilities.enumerated() where gives(index) {
            let name = data.versionNames[availability.game.version.id] ?? availability.game.catalog.slug
            if availability.game.versionGroup.id == lastGroup, let last = names.popLast() {
                names.append("\(last)/\(name)")
            } else {
                names.append(name)
            }
            lastGroup = availability.game.versionGroup.id
        }
        return names
    }

    /// As the game's own entry has it: obtainable, or in its dex with no known way (taken as obtainable).
    private func gives(_ availability: Availability, _ species: Int) -> Bool {
        if availability.starters[species] != nil { return true }
        let game = availability.game
        return game.isRegional(species, data: data) && missingNotes.hasNoKnownWay(species, in: game)
    }
}

import DexModel

/// One game's manifest entry: its regional dex in full, plus every other species it can give you or a link trade
/// evolves, and those an event gave there, by national number.
struct GameEntryBuilder {
    let data: PokeAPIData
    let availability: Availability
    let encounters: [EncounterGroup]
    let missingNotes: MissingNoteWriter
    let choiceGroups: [GameManifest.ChoiceGroup]
    let homeForms: HomeForms

    private var game: GameContext { availability.game }

    func entry() throws -> GameManifest.Entry {
        // A game's dexes are sections of its list; a species takes its number in the first that has it (README), and
        // keeps its number in each later one that lists it too, for `SECTION:R12`.
        var regionalNumbers: [Int: Int] = [:], sectionOf: [Int: String] = [:], laterNumbers: [Int: [String: Int]] = [:]
        let dexes = try game.pokedexes.map { pokedex in
            guard let identifier = data.pokedexIdentifiers[pokedex], data.dexNumbers[pokedex] != nil else {
                throw ManifestBuildError.missingData("the regional Pokédex \(pokedex) of '\(game.catalog.slug)'")
            }
            for (species, number) in game.numbers(in: pokedex, data: data) {
                guard regionalNumbers[species] == nil else {
                    laterNumbers[species, default: [:]][identifier] = number
                    continue
                }
                regionalNumbers[species] = number
                if pokedex != game.pokedexes.first { sectionOf[species] = identifier }
            }
            return identifier
        }
        guard let regionalDex = dexes.first else {
            throw ManifestBuildError.missingData("a regional Pokédex for '\(game.versionGroup.identifier)'")
        }
        guard let versionName = data.versionNames[game.version.id] else {
            throw ManifestBuildError.missingData("an English name for the version '\(game.catalog.slug)'")
        }
        let notes = NoteWriter(data: data, availability: availability, encounters: encounters)
        // A Pokémon an event gave here (Emerald's Mew on Faraway Island) is in the save of a player who went: listed.
        let eventGifts = availability.externalEncounters.filter { $0.value.contains { $0.isEventGift(data: data) } }.keys
        // So is one a place here gives once another game's Pokémon is in the party (Diamond's Regigigas, for the
        // Regirock, Regice and Registeel of generation 3).
        let speciesIds = Set(regionalNumbers.keys).union(availability.starters.keys)
            .union(availability.tradeEvolutions.keys).union(eventGifts).union(availability.blockedEncounters.keys).sorted()
        let evolutionRules = EvolutionRules(data: data, game: game)
        let listed = Set(speciesIds)
        var forms = FormEntryBuilder(data: data, homeForms: homeForms, availability: availability, notes: notes)
        let pokemon = try speciesIds.map { id in
            guard let species = data.species[id], let name = data.speciesNames[id] else {
                throw ManifestBuildError.missingData("species \(id) or its English name")
            }
            let starters = availability.starters[id]
            var entry = GameManifest.PokemonEntry(dexNumber: id, name: name, spriteSlug: species.identifier)
            entry.regionalNumber = regionalNumbers[id]
            entry.regionalDex = sectionOf[id]
            entry.sectionNumbers = laterNumbers[id]
            let ways = notes.ways(for: id)
            entry.ways = ways.isEmpty ? nil : ways
            if starters != nil {
                entry.notes = notes.hint(for: id)
            } else if availability.tradeEvolutions[id] != nil {
                entry.notes = ways.first?.text ?? ""
                entry.availability = Obtainability.tradeEvolution.rawValue
            } else if missingNotes.hasNoKnownWay(id, in: game) {
                entry.notes = NoteWriter.noKnownPlace
            } else {
                let missing = missingNotes.note(for: id, in: game)
                entry.notes = missing.note
                entry.availability = missing.availability.rawValue
            }
            entry.excludedForStarters = game.catalog.starters.filter { starter in starters.map { !$0.contains(starter) } ?? false
            }
            entry.spriteFolders = SpriteFolders.folders(
                for: id, gameFolder: game.catalog.spriteFolder, generation: game.generation)
            entry.spriteSlug = SpriteNames.name(
                for: species.identifier, folder: entry.spriteFolders?.first ?? game.catalog.spriteFolder)
            entry.forms = forms.forms(of: id, entry: entry)
            entry.genderDifferences = species.hasGenderDifferences ? true : nil
            // Only from one of the game's own entries: FireRed's Magmar, not from the Magby it lists none of.
            let evolutions = evolutionRules.rows(evolvingInto: id).compactMap(evolutionRules.evolution)
                .filter { listed.contains($0.from) }
            entry.evolutions = evolutions.isEmpty ? nil : evolutions
            return entry
        }
        var entry = GameManifest.Entry(
            slug: game.catalog.slug, name: "Pokémon \(versionName)", generation: game.generation,
            spriteFolder: game.catalog.spriteFolder)
        entry.hasStarterChoice = !game.catalog.starters.isEmpty
        entry.availableStarters = game.catalog.starters
        entry.regionalDex = regionalDex
        entry.regionalDexSections = dexes.count > 1 ? dexes : nil
        entry.pokemon = pokemon
        entry.choiceGroups = choiceGroups.isEmpty ? nil : choiceGroups
        let places = notes.placeOrder.places
        entry.places = places.isEmpty ? nil : places
        return entry
    }
}

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

    func entry() throws -> GameManifest.Entry {
        guard let numbers = data.dexNumbers[PokeAPIData.nationalDex] else {
            throw ManifestBuildError.missingData("the national Pokédex in pokemon_dex_numbers.csv")
        }
        let pokemon = try numbers.keys.sorted().map { id in
            guard let species = data.species[id], let name = data.speciesNames[id] else {
                throw ManifestBuildError.missingData("species \(id) or its English name")
            }
            var entry = GameManifest.PokemonEntry(
                dexNumber: id, name: name, spriteSlug: SpriteNames.name(for: species.identifier, folder: SpriteFolders.home))
            entry.regionalNumber = numbers[id]
            let games = gameNames(giving: id)
            if games.isEmpty {
                entry.notes = "No game gives it without an event or another game"
                entry.availability = Obtainability.event.rawValue
            } else {
                entry.notes = "Obtainable in " + games.joined(separator: ", ")
            }
            return entry
        }
        var entry = GameManifest.Entry(
            slug: Self.slug, name: "National Pokédex", generation: availabilities.map(\.game.generation).max() ?? 0,
            spriteFolder: SpriteFolders.home)
        entry.regionalDex = Self.nationalDex
        entry.pokemon = pokemon
        return entry
    }

    /// The games that give `species` alone, a version pair as one ("Red/Blue", "Sword/Shield"), in release order.
    private func gameNames(giving species: Int) -> [String] {
        var names: [String] = []
        var lastGroup: Int?
        for availability in availabilities where gives(availability, species) {
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

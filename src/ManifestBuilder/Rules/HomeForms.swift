/// Which forms are entries of their own, as Pokémon HOME's Pokédex registers them (docs/data.md, Forms): every form of
/// pokemon_forms.csv but those a fight, a held item or a costume gives for a while, and those that are one entry
/// with another. The rule and its exceptions:
///
/// - not battle-only (`is_battle_only`: Mega Evolution, Primal Reversion, Zen Mode, Crowned Zacian, …) nor Mega;
/// - not Gigantamax, a totem, Pikachu in a costume, Let's Go's partner Pikachu and Eevee, Eternamax, Spiky-eared
///   Pichu (none of them leaves its game or battle as a Pokémon of its own); Pikachu in a cap is one, as HOME keeps it;
/// - not an ability's variety (Battle Bond Greninja, Power Construct Zygarde, Own Tempo Rockruff: they look as the
///   ordinary form does);
/// - not a type a held item gives (Arceus's plates, Silvally's memories, Genesect's drives), Furfrou's trims (they
///   wear off), Koraidon's and Miraidon's riding modes, nor the Scatterbug, Spewpa and Mothim patterns that look alike;
/// - not Minior's Red Core, the same entry as its default Red Meteor form;
/// - not a fusion (Black and White Kyurem, Dusk Mane and Dawn Wings Necrozma, Ice and Shadow Rider Calyrex) nor
///   Sky Forme Shaymin, which turns back into Land Forme in a box;
/// - not a female look of the same variety (Frillish, Jellicent, Pyroar): that is a gender difference, an entry only
///   with `--genders`.
struct HomeForms {
    /// species → its entry forms in HOME's order (pokemon_forms.csv `order`), its default form first.
    let bySpecies: [Int: [PokeAPIData.Form]]
    /// pokemon.csv id of a variety that is no entry (Gigantamax Meowth, Own Tempo Rockruff) → the variety it is a look
    /// of (Meowth, Rockruff).
    private let entryVarieties: [Int: Int]
    /// pokemon_forms.csv id of every form → its pokemon.csv id, for the forms that are no entry.
    private let formVarieties: [Int: Int]
    private let entryFormIds: Set<Int>
    /// An entry variety → its first entry form (pokemon_forms.csv id).
    private let firstEntryForm: [Int: Int]

    private static let excludedParts = [
        "gmax", "totem", "cosplay", "rock-star", "belle", "pop-star", "phd", "libre", "starter", "eternamax",
        "spiky-eared", "battle-bond", "power-construct", "own-tempo",
    ]
    private static let onlyDefaultSpecies: Set<String> = [
        "arceus", "silvally", "genesect", "furfrou", "koraidon", "miraidon", "scatterbug", "spewpa", "mothim",
    ]
    private static let sameEntry: Set<String> = ["minior-red"]
    /// Fused, or turning back into the ordinary form in a box: no box holds them.
    private static let notKept: Set<String> = [
        "kyurem-black", "kyurem-white", "necrozma-dusk", "necrozma-dawn", "calyrex-ice", "calyrex-shadow", "shaymin-sky",
    ]

    init(data: PokeAPIData) {
        var bySpecies: [Int: [PokeAPIData.Form]] = [:]
        for form in data.forms {
            guard let species = data.pokemonSpecies[form.pokemon], let identifier = data.species[species]?.identifier
            else { continue }
            let isSpeciesDefault = form.isDefault && data.defaultPokemon.contains(form.pokemon)
            if !isSpeciesDefault && !Self.isEntry(form, species: identifier, data: data) { continue }
            if isSpeciesDefault {
                bySpecies[species, default: []].insert(form, at: 0)
            } else {
                bySpecies[species, default: []].append(form)
            }
        }
        self.bySpecies = bySpecies
        var entryVarieties: [Int: Int] = [:]
        let entries = Set(bySpecies.values.joined().map(\.pokemon))
        for (pokemon, identifier) in data.pokemonIdentifierOf where !entries.contains(pokemon) {
            guard let species = data.pokemonSpecies[pokemon] else { continue }
            // `toxtricity-low-key-gmax` → `toxtricity-low-key`; `zygarde-10-power-construct` → `zygarde-10`.
            var base = identifier
            for part in Self.excludedParts where base.hasSuffix("-" + part) { base.removeLast(part.count + 1) }
            entryVarieties[pokemon] =
                data.pokemonIdOf[base].flatMap { entries.contains($0) ? $0 : nil }
                ?? bySpecies[species]?.first?.pokemon ?? pokemon
        }
        self.entryVarieties = entryVarieties
        formVarieties = Dictionary(data.forms.map { ($0.id, $0.pokemon) }, uniquingKeysWith: min)
        entryFormIds = Set(bySpecies.values.joined().map(\.id))
        var firstEntryForm: [Int: Int] = [:]
        for forms in bySpecies.values {
            for form in forms where firstEntryForm[form.pokemon] == nil { firstEntryForm[form.pokemon] = form.id }
        }
        self.firstEntryForm = firstEntryForm
    }

    private static func isEntry(_ form: PokeAPIData.Form, species: String, data: PokeAPIData) -> Bool {
        if form.isBattleOnly || form.isMega || onlyDefaultSpecies.contains(species) || sameEntry.contains(form.identifier)
            || notKept.contains(form.identifier)
        {
            return false
        }
        let dashed = "-" + form.formIdentifier + "-"
        if excludedParts.contains(where: { dashed.contains("-" + $0 + "-") }) { return false }
        // A female look of the species' default variety is a gender difference.
        let isGenderLook = (form.formIdentifier == "female" || form.formIdentifier == "male") && !form.isDefault
        return !(isGenderLook && data.defaultPokemon.contains(form.pokemon))
    }

    /// The entry variety a met Pokémon counts as (itself when it is one).
    func entryVariety(of pokemon: Int) -> Int { entryVarieties[pokemon] ?? pokemon }

    /// The entry form a met form counts as (pokemon_forms.csv ids): itself when it is one, else its variety's entry.
    func entryForm(of form: Int) -> Int? {
        if entryFormIds.contains(form) { return form }
        return formVarieties[form].flatMap { firstEntryForm[entryVariety(of: $0)] }
    }

    /// The region a regional form belongs to (`alola` → Alola), nil for any other form (Alola Cap Pikachu is none).
    static func region(of form: PokeAPIData.Form) -> Int? {
        if form.formIdentifier.hasSuffix("-cap") { return nil }
        for (prefix, region) in regionalPrefixes
        where form.formIdentifier == prefix || form.formIdentifier.hasPrefix(prefix + "-") {
            return region
        }
        return nil
    }

    /// regions.csv ids.
    static let regionalPrefixes: [(String, Int)] = [("alola", 7), ("galar", 8), ("hisui", 9), ("paldea", 10)]

    /// Forms only one version of a pair gives (form identifier → the version's slug), the other trades for it.
    /// Source: Bulbapedia, Tauros (Paldean Form): the Blaze Breed in Scarlet, the Aqua Breed in Violet.
    static let versionOnly: [String: String] = [
        "tauros-paldea-blaze-breed": "scarlet", "tauros-paldea-aqua-breed": "violet",
    ]

    /// Forms only an event gave: in a game whose encounters do not meet them they are in the class event. Sources:
    /// PKHeX's `Legality/Breeding.cs` (no egg gives an Eternal Flower Floette) and `Restrictions/Locale/Vivillon3DS.cs`
    /// (no system region gives the Fancy or Poké Ball Pattern); Bulbapedia, "Pikachu in a cap", "Magearna", "Zarude"
    /// and "Gimmighoul" (the caps, Original Color Magearna and Dada Zarude were given at events only; Roaming Form
    /// Gimmighoul comes from Pokémon GO).
    static let eventForms: Set<String> = [
        "floette-eternal", "vivillon-fancy", "vivillon-poke-ball", "pikachu-original-cap", "pikachu-hoenn-cap",
        "pikachu-sinnoh-cap", "pikachu-unova-cap", "pikachu-kalos-cap", "pikachu-alola-cap", "pikachu-partner-cap",
        "pikachu-world-cap", "magearna-original", "zarude-dada", "gimmighoul-roaming",
    ]

    /// What a Vivillon pattern's hint adds in the 3DS games (generations 6 and 7), where a Vivillon takes the pattern of
    /// the region its system is set to, so one cartridge gives one pattern and the others come by trade; nil for any
    /// other form. Source: PKHeX's `Restrictions/Locale/Vivillon3DS.cs` (the pattern of each country and region).
    static func systemRegionPattern(_ form: PokeAPIData.Form, generation: Int) -> String? {
        guard form.identifier.hasPrefix("vivillon"), !eventForms.contains(form.identifier), (6...7).contains(generation)
        else { return nil }
        return "the pattern of the region your system is set to; the others by trade"
    }

    /// Whether a game of `versionGroup` can hold `form`: a Pikachu in a cap only Sun/Moon, Ultra Sun/Ultra Moon, which
    /// gave them, and Sword/Shield and Scarlet/Violet, to which Pokémon HOME moves them (Bulbapedia, "Pikachu in a
    /// cap"); every other form any game from the one that brought it.
    static func canHold(_ form: PokeAPIData.Form, versionGroup: String) -> Bool {
        guard form.identifier.hasPrefix("pikachu-"), form.formIdentifier.hasSuffix("-cap") else { return true }
        return capGroups.contains(versionGroup)
    }

    private static let capGroups: Set<String> = ["sun-moon", "ultra-sun-ultra-moon", "sword-shield", "scarlet-violet"]

    /// Species whose caught Pokémon can change between their forms (an item, a place, a battle): a form with no way of
    /// its own takes the species' ways. Source: PKHeX's `Legality/Tables/FormInfo.cs` (`FormChange`, Zygarde's cube
    /// and the seasons of Deerling and Sawsbuck checked beside it).
    static let changeable: Set<String> = [
        "burmy", "furfrou", "oricorio", "rotom", "deoxys", "dialga", "palkia", "giratina", "shaymin", "arceus", "tornadus",
        "thundurus", "landorus", "kyurem", "keldeo", "genesect", "hoopa", "silvally", "necrozma", "calyrex", "enamorus",
        "ogerpon", "zygarde", "deerling", "sawsbuck",
    ]
}

/// The file name img.pokemondb.net gives a Pokémon with forms in one sprite folder, where it is not the species'
/// identifier (README, Sprites). The host names some of them by their default form, and not alike in every folder;
/// each name below is one public code uses with that folder (found with a code search of GitHub), and a species or
/// folder without such evidence keeps the species' identifier (`deoxys`, `meloetta`, `unown`).
public enum SpriteNames {
    private static let byFolder: [String: [String: String]] = [
        // `ruby-sapphire/normal/deoxys-normal.png`
        "ruby-sapphire": ["deoxys": "deoxys-normal"],
        // `black-white/normal/giratina-altered.png`; black-white/anim: `shaymin-land`, `keldeo-ordinary`, `deoxys-normal`
        "black-white": [
            "giratina": "giratina-altered", "shaymin": "shaymin-land", "keldeo": "keldeo-ordinary",
            "deoxys": "deoxys-normal",
        ],
        // `x-y/normal/basculin-red.png` (mapped from PokeAPI's `basculin-red-striped`), `x-y/normal/darmanitan-standard.png`
        "x-y": ["basculin": "basculin-red", "darmanitan": "darmanitan-standard"],
        // home/normal: `giratina-altered` (five projects), `shaymin-land`, `toxtricity-amped`, `aegislash-shield`,
        // `darmanitan-galarian-standard` beside plain `deoxys`, `keldeo`, `meloetta`, `mimikyu` (mapped from
        // PokeAPI's `mimikyu-disguised`), `urshifu`
        "home": [
            "giratina": "giratina-altered", "shaymin": "shaymin-land", "toxtricity": "toxtricity-amped",
            "aegislash": "aegislash-shield",
        ],
        // `scarlet-violet/normal/aegislash-shield.png` beside plain `giratina`, `deoxys`, `shaymin`, `toxtricity`
        "scarlet-violet": ["aegislash": "aegislash-shield"],
    ]

    /// The sprite's file name for the species `identifier` (pokemon_species.csv) in `folder`.
    public static func name(for identifier: String, folder: String) -> String {
        byFolder[folder]?[identifier] ?? identifier
    }

    // Form names public code shows the host using just as the rule below makes them:
    // home/normal: `toxtricity-low-key`, `urshifu-rapid-strike`, `oricorio-pom-pom`, `vivillon-garden`, `zygarde-10`
    // home/shiny: `unown-b` … `unown-z`, `burmy-sandy`, `burmy-trash`, `basculin-blue-striped`, `florges-yellow`,
    //     `vivillon-meadow` … `vivillon-jungle` (every pattern), `deoxys-attack`
    // ruby-sapphire, diamond-pearl, heartgold-soulsilver, black-white/normal: `unown-b` and the other letters
    // ultra-sun-ultra-moon/normal: `lycanroc-midnight`
    // No public code shows the host's names of Shellos's, Deerling's, Sawsbuck's or Flabébé's forms, nor of Lycanroc's
    // Dusk Form or Tatsugiri's: they keep the rule's.

    /// The host's regional suffixes (`sun-moon/normal/vulpix-alolan.png`), from public code that uses the host.
    private static let regionalSuffixes = [
        "alola": "alolan", "galar": "galarian", "hisui": "hisuian", "paldea": "paldean",
    ]

    /// Forms the host names in words of its own (PokeAPI's form identifier, the species' sprite dropped), each seen
    /// in public code that uses the host; every other form keeps PokeAPI's words.
    private static let hostFormNames = [
        // `emerald/normal/unown-em.png`, `unown-qm.png`; `home/normal/unown-qm.png`, `home/shiny/unown-em.png`
        "exclamation": "em", "question": "qm",
        // home/normal: `tauros-paldean-combat`, `-blaze`, `-aqua` (three projects map PokeAPI's `-breed` names so)
        "paldea-combat-breed": "paldean-combat", "paldea-blaze-breed": "paldean-blaze",
        "paldea-aqua-breed": "paldean-aqua",
        // One project's table of the host's Scarlet/Violet names: `maushold-family-3`, `dudunsparce-3-segment`,
        // `oinkologne-f`
        "family-of-three": "family-3", "three-segment": "3-segment",
    ]

    /// Endings of PokeAPI's form identifiers the host leaves out, by species.
    private static let droppedEndings = [
        // home/shiny: `alcremie-ruby-cream-ribbon`, `alcremie-rainbow-swirl-strawberry`, `alcremie-salted-cream-star`
        "alcremie": "-sweet",
        // `scarlet-violet/normal/ogerpon-wellspring.png` (two projects)
        "ogerpon": "-mask",
        // One project's table of the host's Scarlet/Violet names: `squawkabilly-blue`, `-yellow`, `-white`
        "squawkabilly": "-plumage",
    ]

    /// Species whose `female` form the host names `f`: one project's table (`oinkologne-f`). Other species keep
    /// `female` (no public code names the host's sprite of a female form).
    private static let shortFemale: Set = ["oinkologne"]

    /// The sprite's file name for a form (`alola`, `b`, `wash`; "" for the default form) of the species whose sprite
    /// is `speciesSprite` in the folder: the species' name and the form's, the region in the host's words
    /// (`vulpix-alolan`, `darmanitan-galarian-standard`, `rotom-wash`, `unown-b`), and the host's own words where
    /// public code shows them (`unown-qm`, `tauros-paldean-blaze`, `alcremie-ruby-cream-ribbon`).
    /// The same in every folder: public code shows the host naming a form alike in each (`unown-em` in `emerald`
    /// and `home`).
    public static func formName(speciesSprite: String, form: String) -> String {
        if form.isEmpty { return speciesSprite }
        let species = speciesSprite.split(separator: "-").first.map(String.init) ?? speciesSprite
        let base = byFolder.values.contains { $0.values.contains(speciesSprite) } ? species : speciesSprite
        return base + "-" + hostWords(for: form, species: species)
    }

    private static func hostWords(for form: String, species: String) -> String {
        if let named = hostFormNames[form] { return named }
        if form == "female", shortFemale.contains(species) { return "f" }
        var words = form
        if let ending = droppedEndings[species], words.hasSuffix(ending) { words.removeLast(ending.count) }
        var parts = words.split(separator: "-").map(String.init)
        if let first = parts.first, let suffix = regionalSuffixes[first] { parts[0] = suffix }
        return parts.joined(separator: "-")
    }
}

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

    /// The host's regional suffixes (`sun-moon/normal/vulpix-alolan.png`), from public code that uses the host.
    private static let regionalSuffixes = [
        "alola": "alolan", "galar": "galarian", "hisui": "hisuian", "paldea": "paldean",
    ]

    /// The sprite's file name for a form (`alola`, `b`, `wash`; "" for the default form) of the species whose sprite
    /// is `speciesSprite` in the folder: the species' name and the form's, the region in the host's words
    /// (`vulpix-alolan`, `darmanitan-galarian-standard`, `tauros-paldean-blaze-breed`, `rotom-wash`, `unown-b`).
    public static func formName(speciesSprite: String, form: String) -> String {
        if form.isEmpty { return speciesSprite }
        var parts = form.split(separator: "-").map(String.init)
        if let first = parts.first, let suffix = regionalSuffixes[first] { parts[0] = suffix }
        let species = speciesSprite.split(separator: "-").first.map(String.init) ?? speciesSprite
        let base = byFolder.values.contains { $0.values.contains(speciesSprite) } ? species : speciesSprite
        return ([base] + parts).joined(separator: "-")
    }
}

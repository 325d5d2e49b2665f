import DexSaves

/// A held Pokémon's form as PokeAPI (and so the manifest) names it: the game's form number (`HeldPokemon.form`) read
/// through each species' list of forms in the games' order (PKHeX's FormConverter; pret's pokecrystal and
/// pokeemerald for Unown's letters). "" is the default form; nil is a number the table does not know (Arceus's types,
/// Pichu's Spiky-eared form, which no list tracks), counted as the species' own entry.
enum HeldForm {
    static func identifier(of pokemon: HeldPokemon) -> String? {
        guard let forms = byNumber[pokemon.species] else { return pokemon.form == 0 ? "" : nil }
        return pokemon.form < forms.count ? forms[pokemon.form] : nil
    }

    /// Unown: A–Z (0–25; generation 2 stops at Z), then ! and ? from generation 3.
    static let unown = [""] + "bcdefghijklmnopqrstuvwxyz".map(String.init) + ["exclamation", "question"]

    /// The forms of each species of generations 2–7 whose form number is kept in its save record, in number order.
    /// Battle-only forms (Castform's weather, Cherrim's sunshine, Darmanitan's Zen Mode, Meloetta's Pirouette) are
    /// listed so that a number is never read as another form's.
    static let byNumber: [Int: [String]] = [
        201: unown,
        351: ["", "sunny", "rainy", "snowy"],  // Castform
        386: ["", "attack", "defense", "speed"],  // Deoxys
        412: ["", "sandy", "trash"],  // Burmy: Plant, Sandy, Trash Cloak
        413: ["", "sandy", "trash"],  // Wormadam
        421: ["", "sunshine"],  // Cherrim
        422: ["", "east"],  // Shellos: West, East Sea
        423: ["", "east"],  // Gastrodon
        479: ["", "heat", "wash", "frost", "fan", "mow"],  // Rotom
        487: ["", "origin"],  // Giratina
        492: ["", "sky"],  // Shaymin
        550: ["", "blue-striped"],  // Basculin: Red-, Blue-Striped
        555: ["", "zen"],  // Darmanitan: Standard, Zen Mode (not Galar's, which is later)
        585: ["", "summer", "autumn", "winter"],  // Deerling: Spring first
        586: ["", "summer", "autumn", "winter"],  // Sawsbuck
        641: ["", "therian"],  // Tornadus
        642: ["", "therian"],  // Thundurus
        645: ["", "therian"],  // Landorus
        646: ["", "white", "black"],  // Kyurem
        647: ["", "resolute"],  // Keldeo
        648: ["", "pirouette"],  // Meloetta
        649: ["", "douse", "shock", "burn", "chill"],  // Genesect
        // Generation 6 (PKHeX's FormConverter): a Vivillon's pattern is numbered from Icy Snow, and Meadow, 6, is the
        // one PokeAPI takes as the species' own.
        666: [
            "icy-snow", "polar", "tundra", "continental", "garden", "elegant", "", "modern", "marine", "archipelago",
            "high-plains", "sandstorm", "river", "monsoon", "savanna", "sun", "ocean", "jungle", "fancy", "poke-ball",
        ],
        669: ["", "yellow", "orange", "blue", "white"],  // Flabébé: Red Flower first
        670: ["", "yellow", "orange", "blue", "white", "eternal"],  // Floette
        671: ["", "yellow", "orange", "blue", "white"],  // Florges
        676: ["", "heart", "star", "diamond", "debutante", "matron", "dandy", "la-reine", "kabuki", "pharaoh"],  // Furfrou
        678: ["", "female"],  // Meowstic
        681: ["", "blade"],  // Aegislash: Shield, Blade Forme
        710: ["", "small", "large", "super"],  // Pumpkaboo: Average Size first
        711: ["", "small", "large", "super"],  // Gourgeist
        716: ["", "active"],  // Xerneas: Neutral, Active Mode
        720: ["", "unbound"],  // Hoopa
        // Generation 7: each Alolan form is 1 (Meowth's Galarian, later, 2).
        19: alolan, 20: alolan, 26: alolan, 27: alolan, 28: alolan, 37: alolan, 38: alolan, 50: alolan, 51: alolan,
        52: alolan + ["galar"], 53: alolan, 74: alolan, 75: alolan, 76: alolan, 88: alolan, 89: alolan, 103: alolan,
        105: alolan,
        658: ["", "battle-bond", "ash"],  // Greninja
        718: ["", "10", "10-power-construct", "50-power-construct", "complete"],  // Zygarde: 50% Forme first
        741: ["", "pom-pom", "pau", "sensu"],  // Oricorio: Baile Style first
        744: ["", "own-tempo"],  // Rockruff
        745: ["", "midnight", "dusk"],  // Lycanroc: Midday Form first
        778: ["", "busted"],  // Mimikyu
        800: ["", "dusk", "dawn", "ultra"],  // Necrozma: Dusk Mane, Dawn Wings, Ultra
        801: ["", "original"],  // Magearna
    ]

    static let alolan = ["", "alola"]
}

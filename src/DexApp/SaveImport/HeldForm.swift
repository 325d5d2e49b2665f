import DexSaves

/// A held Pokémon's form as PokeAPI (and so the manifest) names it: the game's form number (`HeldPokemon.form`) read
/// through each species' list of forms in the games' order (PKHeX's FormConverter; pret's pokecrystal and
/// pokeemerald for Unown's letters). "" is the species' default form, which need not be form 0 (Meadow Vivillon is 6);
/// nil is a number the table does not know (Arceus's types, Pichu's Spiky-eared form, a mega or Gigantamax form, which
/// no record keeps), counted as the species' own entry. A number can mean another form in another game (Pikachu's 1
/// is a costume in Omega Ruby and a cap from Sun on), so the lists are the save family's.
enum HeldForm {
    static func identifier(of pokemon: HeldPokemon, family: SaveFamily) -> String? {
        guard let forms = forms(of: pokemon.species, in: family) else { return pokemon.form == 0 ? "" : nil }
        guard forms.indices.contains(pokemon.form) else { return nil }
        return forms[pokemon.form]
    }

    /// The forms of `species` in number order as the games of `family` number them; nil for a species of one form.
    static func forms(of species: Int, in family: SaveFamily) -> [String]? {
        guard family.generation >= 6 else { return byNumber[species] }
        switch (species, family) {
        case (25, .xy), (25, .omegaRubyAlphaSapphire): return ["", "rock-star", "belle", "pop-star", "phd", "libre", "cosplay"]
        case (25, .sunMoon), (25, .ultraSunUltraMoon): return Array(pikachuCaps.prefix(8))
        case (25, .letsGo): return Array(pikachuCaps.prefix(9))
        case (133, .letsGo): return ["", "starter"]
        case (_, .sunMoon), (_, .ultraSunUltraMoon): return totems[species] ?? later[species]
        default: return later[species]
        }
    }

    /// Unown: A–Z (0–25; generation 2 stops at Z), then ! and ? from generation 3.
    static let unown = [""] + "bcdefghijklmnopqrstuvwxyz".map(String.init) + ["exclamation", "question"]

    /// The forms of each species of generations 2–5 whose form number is kept in its save record, in number order.
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
    ]

    /// Pikachu's caps from Sun/Moon on, then Let's Go's partner Pikachu and Sword/Shield's World Cap.
    static let pikachuCaps = [
        "", "original-cap", "hoenn-cap", "sinnoh-cap", "unova-cap", "kalos-cap", "alola-cap", "partner-cap", "starter",
        "world-cap",
    ]

    static let alolan = [19, 20, 26, 27, 28, 37, 38, 50, 51, 53, 74, 75, 76, 88, 89, 103, 105]
    static let galarian = [77, 78, 79, 83, 110, 122, 144, 145, 146, 199, 222, 263, 264, 554, 562, 618]
    static let hisuian = [58, 59, 100, 101, 157, 211, 215, 503, 549, 570, 571, 628, 705, 706, 713, 724]

    /// Vivillon's patterns, Icy Snow first (Scatterbug and Spewpa carry the pattern they will grow into).
    static let patterns = [
        "icy-snow", "polar", "tundra", "continental", "garden", "elegant", "meadow", "modern", "marine", "archipelago",
        "high-plains", "sandstorm", "river", "monsoon", "savanna", "sun", "ocean", "jungle", "fancy", "poke-ball",
    ]

    /// Alcremie's 63 looks: the record's form is the cream and its form argument the sweet, and a reader gives
    /// cream × 7 + sweet as Sword/Shield's Pokédex numbers them (Vanilla Cream Strawberry Sweet is 0).
    static let alcremie: [String] = {
        let creams = [
            "vanilla-cream", "ruby-cream", "matcha-cream", "mint-cream", "lemon-cream", "salted-cream", "ruby-swirl",
            "caramel-swirl", "rainbow-swirl",
        ]
        let sweets = ["strawberry", "berry", "love", "star", "clover", "flower", "ribbon"]
        return creams.flatMap { cream in sweets.map { "\(cream)-\($0)-sweet" } }.map {
            $0 == "vanilla-cream-strawberry-sweet" ? "" : $0
        }
    }()

    /// The forms of generations 6–9 that differ from or add to generations 2–5: Galar's Basculin and Darmanitan come
    /// after the older forms, Galarian Slowbro after its mega. Later battle-only forms are listed too.
    static let later: [Int: [String]] =
        byNumber
        .merging(alolan.map { ($0, ["", "alola"]) }) { $1 }
        .merging(galarian.map { ($0, ["", "galar"]) }) { $1 }
        .merging(hisuian.map { ($0, ["", "hisui"]) }) { $1 }
        .merging(laterSpecies) { $1 }

    static let laterSpecies: [Int: [String]] = [
        25: pikachuCaps,
        52: ["", "alola", "galar"],  // Meowth
        80: ["", "mega", "galar"],  // Slowbro
        128: ["", "paldea-combat-breed", "paldea-blaze-breed", "paldea-aqua-breed"],  // Tauros
        194: ["", "paldea"],  // Wooper
        483: ["", "origin"],  // Dialga
        484: ["", "origin"],  // Palkia
        550: ["", "blue-striped", "white-striped"],  // Basculin
        555: ["", "zen", "galar-standard", "galar-zen"],  // Darmanitan
        658: ["", "battle-bond", "ash"],  // Greninja
        664: [""] + patterns.dropFirst(),  // Scatterbug
        665: [""] + patterns.dropFirst(),  // Spewpa
        666: patterns.map { $0 == "meadow" ? "" : $0 },  // Vivillon: Meadow is PokeAPI's default
        669: ["", "yellow", "orange", "blue", "white"],  // Flabébé: Red first
        670: ["", "yellow", "orange", "blue", "white", "eternal"],  // Floette
        671: ["", "yellow", "orange", "blue", "white"],  // Florges
        676: ["", "heart", "star", "diamond", "debutante", "matron", "dandy", "la-reine", "kabuki", "pharaoh"],  // Furfrou
        678: ["", "female"],  // Meowstic
        681: ["", "blade"],  // Aegislash
        710: ["", "small", "large", "super"],  // Pumpkaboo: Average first
        711: ["", "small", "large", "super"],  // Gourgeist
        716: ["", "active"],  // Xerneas: Neutral, Active
        // Zygarde: 50%, 10%, then the same two with Power Construct (counted as those Formes), Complete.
        718: ["", "10", "10", "", "complete"],
        720: ["", "unbound"],  // Hoopa
        741: ["", "pom-pom", "pau", "sensu"],  // Oricorio: Baile first
        744: ["", "own-tempo"],  // Rockruff: the one that evolves into Dusk Form
        745: ["", "midnight", "dusk"],  // Lycanroc: Midday first
        746: ["", "school"],  // Wishiwashi
        // Minior: the battle-only Meteor Forms, then the cores (Red Meteor is the manifest's default entry).
        774: [
            "", "orange-meteor", "yellow-meteor", "green-meteor", "blue-meteor", "indigo-meteor", "violet-meteor", "red",
            "orange", "yellow", "green", "blue", "indigo", "violet",
        ],
        778: ["", "busted"],  // Mimikyu
        800: ["", "dusk", "dawn", "ultra"],  // Necrozma
        801: ["", "original"],  // Magearna
        845: ["", "gulping", "gorging"],  // Cramorant
        849: ["", "low-key"],  // Toxtricity: Amped first
        854: ["", "antique"],  // Sinistea: Phony first
        855: ["", "antique"],  // Polteageist
        869: alcremie,
        875: ["", "noice"],  // Eiscue
        876: ["", "female"],  // Indeedee
        877: ["", "hangry"],  // Morpeko
        888: ["", "crowned"],  // Zacian
        889: ["", "crowned"],  // Zamazenta
        890: ["", "eternamax"],  // Eternatus
        892: ["", "rapid-strike"],  // Urshifu: Single Strike first
        893: ["", "dada"],  // Zarude
        898: ["", "ice", "shadow"],  // Calyrex
        901: ["", "bloodmoon"],  // Ursaluna
        902: ["", "female"],  // Basculegion
        905: ["", "therian"],  // Enamorus
        916: ["", "female"],  // Oinkologne
        925: ["family-of-three", ""],  // Maushold: Family of Four is PokeAPI's default
        931: ["", "blue-plumage", "yellow-plumage", "white-plumage"],  // Squawkabilly: Green first
        964: ["", "hero"],  // Palafin
        978: ["", "droopy", "stretchy"],  // Tatsugiri: Curly first
        982: ["", "three-segment"],  // Dudunsparce
        999: ["", "roaming"],  // Gimmighoul: Chest first
        1007: ["", "limited-build", "sprinting-build", "swimming-build", "gliding-build"],  // Koraidon
        1008: ["", "low-power-mode", "drive-mode", "aquatic-mode", "glide-mode"],  // Miraidon
        1012: ["", "artisan"],  // Poltchageist
        1013: ["", "masterpiece"],  // Sinistcha
        1017: ["", "wellspring-mask", "hearthflame-mask", "cornerstone-mask"],  // Ogerpon: Teal Mask first
        1024: ["", "terastal", "stellar"],  // Terapagos
    ]

    /// Sun/Moon and Ultra Sun/Ultra Moon's Totem-sized Pokémon, after the species' other forms.
    static let totems: [Int: [String]] = [
        20: ["", "alola", "totem-alola"],  // Raticate
        105: ["", "alola", "totem"],  // Marowak
        735: ["", "totem"],  // Gumshoos
        738: ["", "totem"],  // Vikavolt
        743: ["", "totem"],  // Ribombee
        752: ["", "totem"],  // Araquanid
        754: ["", "totem"],  // Lurantis
        758: ["", "totem"],  // Salazzle
        777: ["", "totem"],  // Togedemaru
        778: ["", "busted", "totem-disguised", "totem-busted"],  // Mimikyu
        784: ["", "totem"],  // Kommo-o
    ]
}

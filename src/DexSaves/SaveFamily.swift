/// The games whose saves share one layout. Generations 1–2 cannot tell their versions apart from the file
/// (Red, Blue and Yellow save alike), generation 3 stores a code that separates its three layouts, and from
/// generation 4 each layout's blocks sit at offsets of their own.
public enum SaveFamily: String, Sendable, CaseIterable {
    case redBlueYellow = "red-blue-yellow"
    case goldSilver = "gold-silver"
    case crystal
    case rubySapphire = "ruby-sapphire"
    case emerald
    case fireRedLeafGreen = "firered-leafgreen"
    case diamondPearl = "diamond-pearl"
    case platinum
    case heartGoldSoulSilver = "heartgold-soulsilver"
    case blackWhite = "black-white"
    case black2White2 = "black-2-white-2"

    /// As players name the games: "FireRed/LeafGreen".
    public var name: String {
        switch self {
        case .redBlueYellow: "Red/Blue/Yellow"
        case .goldSilver: "Gold/Silver"
        case .crystal: "Crystal"
        case .rubySapphire: "Ruby/Sapphire"
        case .emerald: "Emerald"
        case .fireRedLeafGreen: "FireRed/LeafGreen"
        case .diamondPearl: "Diamond/Pearl"
        case .platinum: "Platinum"
        case .heartGoldSoulSilver: "HeartGold/SoulSilver"
        case .blackWhite: "Black/White"
        case .black2White2: "Black 2/White 2"
        }
    }

    /// The bundled manifest's slugs of the games that write this layout.
    public var gameSlugs: [String] {
        switch self {
        case .redBlueYellow: ["red", "blue", "yellow"]
        case .goldSilver: ["gold", "silver"]
        case .crystal: ["crystal"]
        case .rubySapphire: ["ruby", "sapphire"]
        case .emerald: ["emerald"]
        case .fireRedLeafGreen: ["firered", "leafgreen"]
        case .diamondPearl: ["diamond", "pearl"]
        case .platinum: ["platinum"]
        case .heartGoldSoulSilver: ["heartgold", "soulsilver"]
        case .blackWhite: ["black", "white"]
        case .black2White2: ["black-2", "white-2"]
        }
    }

    public var generation: Int {
        switch self {
        case .redBlueYellow: 1
        case .goldSilver, .crystal: 2
        case .rubySapphire, .emerald, .fireRedLeafGreen: 3
        case .diamondPearl, .platinum, .heartGoldSoulSilver: 4
        case .blackWhite, .black2White2: 5
        }
    }

    /// The highest national dex number the generation knows; flags past it are ignored.
    var lastSpecies: Int {
        switch generation {
        case 1: 151
        case 2: 251
        case 3: 386
        case 4: 493
        default: 649
        }
    }

    /// The family whose saves the game with this slug writes, if dex reads them.
    public static func of(gameSlug: String) -> SaveFamily? {
        allCases.first { $0.gameSlugs.contains(gameSlug) }
    }
}

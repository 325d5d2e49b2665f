/// The games whose saves share one layout. Generations 1–2 cannot tell their versions apart from the file
/// (Red, Blue and Yellow save alike), generation 3 stores a code that separates its three layouts, and from
/// generation 4 each layout's blocks sit at offsets of their own; the 3DS and Switch saves are told by their
/// structure, and record which version wrote them (`SaveContents.version`).
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
    case xy = "x-y"
    case omegaRubyAlphaSapphire = "omega-ruby-alpha-sapphire"
    case sunMoon = "sun-moon"
    case ultraSunUltraMoon = "ultra-sun-ultra-moon"
    case letsGo = "lets-go"
    case swordShield = "sword-shield"
    case brilliantDiamondShiningPearl = "brilliant-diamond-shining-pearl"
    case legendsArceus = "legends-arceus"
    case scarletViolet = "scarlet-violet"
    case legendsZA = "legends-za"

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
        case .xy: "X/Y"
        case .omegaRubyAlphaSapphire: "Omega Ruby/Alpha Sapphire"
        case .sunMoon: "Sun/Moon"
        case .ultraSunUltraMoon: "Ultra Sun/Ultra Moon"
        case .letsGo: "Let’s Go, Pikachu!/Eevee!"
        case .swordShield: "Sword/Shield"
        case .brilliantDiamondShiningPearl: "Brilliant Diamond/Shining Pearl"
        case .legendsArceus: "Legends: Arceus"
        case .scarletViolet: "Scarlet/Violet"
        case .legendsZA: "Legends: Z-A"
        }
    }

    /// "a" or "an", as `name` is said: an Emerald, an X/Y, an Omega Ruby/Alpha Sapphire save.
    public var article: String { Self.article(for: name) }

    /// "an" before a name said with a vowel first (Emerald, Omega Ruby, Ultra Sun, X), else "a".
    public static func article(for name: String) -> String {
        name.first.map("AEIOUX".contains) == true ? "an" : "a"
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
        case .xy: ["x", "y"]
        case .omegaRubyAlphaSapphire: ["omega-ruby", "alpha-sapphire"]
        case .sunMoon: ["sun", "moon"]
        case .ultraSunUltraMoon: ["ultra-sun", "ultra-moon"]
        case .letsGo: ["lets-go-pikachu", "lets-go-eevee"]
        case .swordShield: ["sword", "shield"]
        case .brilliantDiamondShiningPearl: ["brilliant-diamond", "shining-pearl"]
        case .legendsArceus: ["legends-arceus"]
        case .scarletViolet: ["scarlet", "violet"]
        case .legendsZA: ["legends-za"]
        }
    }

    public var generation: Int {
        switch self {
        case .redBlueYellow: 1
        case .goldSilver, .crystal: 2
        case .rubySapphire, .emerald, .fireRedLeafGreen: 3
        case .diamondPearl, .platinum, .heartGoldSoulSilver: 4
        case .blackWhite, .black2White2: 5
        case .xy, .omegaRubyAlphaSapphire: 6
        case .sunMoon, .ultraSunUltraMoon, .letsGo: 7
        case .swordShield, .brilliantDiamondShiningPearl, .legendsArceus: 8
        case .scarletViolet, .legendsZA: 9
        }
    }

    /// The highest national dex number the layout can hold; flags past it are ignored.
    var lastSpecies: Int {
        switch self {
        case .redBlueYellow: 151
        case .goldSilver, .crystal: 251
        case .rubySapphire, .emerald, .fireRedLeafGreen: 386
        case .diamondPearl, .platinum, .heartGoldSoulSilver, .brilliantDiamondShiningPearl: 493
        case .blackWhite, .black2White2: 649
        case .xy, .omegaRubyAlphaSapphire: 721
        case .sunMoon: 802
        case .ultraSunUltraMoon: 807
        case .letsGo: 809
        case .swordShield: 898
        case .legendsArceus: 905
        case .scarletViolet, .legendsZA: 1025
        }
    }

    /// The family whose saves the game with this slug writes, if dex reads them.
    public static func of(gameSlug: String) -> SaveFamily? {
        allCases.first { $0.gameSlugs.contains(gameSlug) }
    }
}

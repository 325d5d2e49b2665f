/// Which tracked game can hand a Pokémon to which, and how (docs/data.md, "Trades and transfers between games"): a
/// trade between games that can link, or a transfer forward to a later generation. The national living dex takes from
/// every game.
public enum GameLinks {
    /// How a Pokémon gets from one game to another.
    public enum Link: Sendable, Equatable {
        case trade
        /// Into the national living dex, which counts what any game holds.
        case livingDex
        /// Forward through these services, in order: "Pal Park", "Poké Transfer", …
        case transfer([String])
    }

    /// The link from `source` to `target`, or nil when none carries a Pokémon that way.
    public static func link(from source: String, to target: String) -> Link? {
        if target == national { return source == national ? nil : .livingDex }
        guard source != target, let from = stage(of: source), let to = stage(of: target) else { return nil }
        if from.group == to.group { return .trade }
        // Bulbapedia, "Pokémon HOME": every game it links takes the Pokémon of the others that it has.
        if from.stage == homeStage && to.stage == homeStage { return .transfer(["HOME"]) }
        guard from.stage >= palParkStage, from.stage < to.stage, to.group != letsGo else { return nil }
        let names = services.filter { $0.stage > from.stage && $0.stage <= to.stage }.flatMap(\.names)
        return .transfer(names.enumerated().filter { $0.offset == 0 || names[$0.offset - 1] != $0.element }.map(\.element))
    }

    /// The words for a link: "trade", "transfer by Pal Park, then Poké Transfer".
    public static func words(_ link: Link) -> String {
        switch link {
        case .trade: "trade"
        case .livingDex: "it counts for your living dex"
        case .transfer(let names): "transfer by " + names.joined(separator: ", then ")
        }
    }

    /// Whether Pokémon HOME sends Pokémon into the game `slug` (Sword/Shield and every later game).
    public static func isLinkedByHome(_ slug: String) -> Bool { stage(of: slug)?.stage == homeStage }

    /// The slug of the national living dex.
    public static let national = "national"
    private static let palParkStage = 3
    private static let homeStage = 8
    private static let letsGo = "lets-go"

    /// Each game's link group (games that trade with each other) and its stage in the chain of transfers.
    /// Generations 1 and 2 trade by the Time Capsule (Bulbapedia, "Time Capsule") and send nothing later;
    /// generation 3's five games trade with each other (Bulbapedia, "Trade", Generation III). HOME's games trade only
    /// with their own pair and reach the others through HOME.
    private static func stage(of slug: String) -> (group: String, stage: Int)? {
        switch slug {
        case "red", "blue", "yellow", "gold", "silver", "crystal": ("game-boy", 1)
        case "ruby", "sapphire", "emerald", "firered", "leafgreen": ("generation-3", 3)
        case "diamond", "pearl", "platinum", "heartgold", "soulsilver": ("generation-4", 4)
        case "black", "white", "black-2", "white-2": ("generation-5", 5)
        case "x", "y", "omega-ruby", "alpha-sapphire": ("generation-6", 6)
        case "sun", "moon", "ultra-sun", "ultra-moon": ("generation-7", 7)
        // Bulbapedia, "Pokémon HOME": Let's Go sends to HOME, and HOME sends nothing back to it.
        case "lets-go-pikachu", "lets-go-eevee": (letsGo, 7)
        case "sword", "shield": ("sword-shield", homeStage)
        case "brilliant-diamond", "shining-pearl": ("brilliant-diamond-shining-pearl", homeStage)
        case "scarlet", "violet": ("scarlet-violet", homeStage)
        case "legends-arceus", "legends-za": (slug, homeStage)
        default: nil
        }
    }

    /// The transfer into each stage (Bulbapedia, "Pal Park", "Poké Transfer", "Poké Transporter", "Pokémon Bank",
    /// "Pokémon HOME"): Poké Transporter puts generation 5's Pokémon into Pokémon Bank, from which the 3DS games take
    /// them, so a service that follows itself is named once.
    private static let services: [(stage: Int, names: [String])] = [
        (4, ["Pal Park"]), (5, ["Poké Transfer"]), (6, ["Poké Transporter", "Pokémon Bank"]), (7, ["Pokémon Bank"]),
        (8, ["HOME"]),
    ]
}

import DexSaves

/// Writes a Sword/Shield save from the layout documented by PKHeX (SAV8SWSH.cs, SaveBlockAccessor8SWSH.cs,
/// MyStatus8.cs, Zukan8.cs, Party8.cs, Box8.cs): the trainer block with its game byte, the party and box blocks, and
/// the three Pokédex blocks by regional number, encrypted by `SwishSaveWriter`.
public struct SwordShieldSaveWriter: Sendable {
    public var game: UInt8
    /// Regional Pokédex (0 Galar, 1 Isle of Armor, 2 Crown Tundra) and regional number → obtained (else only seen).
    public var pokedex: [Pokedex: [Int: Bool]] = [.galar: [:], .isleOfArmor: [:], .crownTundra: [:]]
    public var party: [SwitchPokemon] = []
    public var boxes: [Int: SwitchPokemon] = [:]
    public var boxSlots = 30
    /// The starter choice block: 0 Grookey, 1 Scorbunny, 2 Sobble.
    public var starterChoice: UInt32?
    /// Leaves a block out, to test the refusal.
    public var omitted: Set<UInt32> = []
    /// Extra blocks, as a game update adds.
    public var extraBlocks: [SwishSaveWriter.Block] = []

    public enum Pokedex: Sendable, Hashable {
        case galar, isleOfArmor, crownTundra

        var key: UInt32 {
            switch self {
            case .galar: 0x4716_C404
            case .isleOfArmor: 0x3F93_6BA9
            case .crownTundra: 0x3C93_66F0
            }
        }

        var entries: Int {
            switch self {
            case .galar: 400
            case .isleOfArmor: 211
            case .crownTundra: 210
            }
        }
    }

    public static let sword: UInt8 = 44
    public static let shield: UInt8 = 45

    public init(game: UInt8 = sword) { self.game = game }

    public func blocks() -> [SwishSaveWriter.Block] {
        var trainer = [UInt8](repeating: 0, count: 0x110)
        trainer[0xA4] = game
        var blocks: [SwishSaveWriter.Block] = [
            .object(0xF25C_070E, trainer), .object(0x2985_FE5D, SwitchPokemon.party(party)),
            .object(0x0D66_012C, SwitchPokemon.boxes(boxes, slots: boxSlots)),
        ]
        for dex in [Pokedex.galar, .isleOfArmor, .crownTundra] {
            var data = [UInt8](repeating: 0, count: dex.entries * 0x30)
            for (number, obtained) in pokedex[dex] ?? [:] {
                let entry = (number - 1) * 0x30
                data[entry] = 1  // form 0 seen, not shiny, first gender
                if obtained { data[entry + 0x20] = 1 }
            }
            blocks.append(.object(dex.key, data))
        }
        if let starterChoice {
            blocks.append(.value(0x3677_602D, .uint32, (0..<4).map { UInt8(truncatingIfNeeded: starterChoice >> (8 * $0)) }))
        }
        return (blocks + extraBlocks).filter { !omitted.contains($0.key) }
    }

    public func bytes() -> [UInt8] {
        SwishSaveWriter(blocks()).bytes()
    }
}

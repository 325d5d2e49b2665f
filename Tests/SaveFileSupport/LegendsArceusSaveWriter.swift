/// Writes a Legends: Arceus save from the layout documented by PKHeX (SAV8LA.cs, SaveBlockAccessor8LA.cs,
/// MyStatus8a.cs, PokedexSaveData.cs, PokedexSaveResearchEntry.cs, PokedexSaveStatisticsEntry.cs): the trainer block
/// with its game byte, the party and box blocks of PA8 slots, and the Pokédex block with its research entries by
/// national number and its statistics entries by PKHeX's FormStorageIndexValues, encrypted by `SwishSaveWriter`.
public struct LegendsArceusSaveWriter: Sendable {
    public var game: UInt8 = 47
    /// National numbers whose research entry records them seen.
    public var seen: Set<Int> = []
    /// Statistics entry index → its obtained flags (bit 0 plain; bits 4–7 shiny).
    public var obtained: [Int: UInt8] = [:]
    public var party: [SwitchPokemon] = []
    public var boxes: [Int: SwitchPokemon] = [:]
    public var boxSlots = 30
    public var omitted: Set<UInt32> = []
    public var extraBlocks: [SwishSaveWriter.Block] = []

    public static let pokedexSize = 0x1E460
    /// Statistics entries of some forms (PKHeX PokedexConstants8a.FormStorageIndexValues).
    public static let pikachuEntry = 1
    public static let vulpixEntry = 5
    public static let alolanVulpixEntry = 6
    public static let hisuianGrowlitheEntry = 15

    public init() {}

    public func blocks() -> [SwishSaveWriter.Block] {
        var trainer = [UInt8](repeating: 0, count: 0x80)
        trainer[0x14] = game
        var pokedex = [UInt8](repeating: 0, count: Self.pokedexSize)
        for species in seen { pokedex[0x70 + species * 0x58] |= 1 }
        for (index, flags) in obtained { pokedex[0x151A8 + index * 0x18 + 5] = flags }
        let blocks: [SwishSaveWriter.Block] = [
            .object(0xF25C_070E, trainer), .object(0x2985_FE5D, SwitchPokemon.legendsArceusParty(party)),
            .object(0x47E1_CEAB, SwitchPokemon.legendsArceusBoxes(boxes, slots: boxSlots)), .object(0x0216_8706, pokedex),
        ]
        return (blocks + extraBlocks).filter { !omitted.contains($0.key) }
    }

    public func bytes() -> [UInt8] {
        SwishSaveWriter(blocks()).bytes()
    }
}

/// Writes a Legends: Z-A save from the layout documented by PKHeX (SAV9ZA.cs, SaveBlockAccessor9ZA.cs, MyStatus9a.cs,
/// Zukan9a.cs, PokeDexEntry9a.cs, Party9a.cs): the trainer block with its game byte, the party and box blocks of PA9
/// slots, and the Pokédex block with an entry of 0x84 bytes at each species' number in the game's own order,
/// encrypted by `SwishSaveWriter`.
public struct LegendsZASaveWriter: Sendable {
    public var game: UInt8 = 52
    /// The game's own species number → forms obtained (a bit each; 0 for seen only).
    public var pokedex: [Int: UInt32] = [:]
    /// The game's own species number → forms seen shiny.
    public var shinySeen: [Int: UInt32] = [:]
    /// The Pokédex block's length: PKHeX's blank save's by default, shorter for a small seed.
    public var pokedexSize = 0x27068
    public var party: [SwitchPokemon] = []
    public var boxes: [Int: SwitchPokemon] = [:]
    public var boxSlots = 30
    public var omitted: Set<UInt32> = []
    public var extraBlocks: [SwishSaveWriter.Block] = []

    public init() {}

    public func blocks() -> [SwishSaveWriter.Block] {
        var trainer = [UInt8](repeating: 0, count: 0x78)
        trainer[0x04] = game
        var data = [UInt8](repeating: 0, count: pokedexSize)
        for (species, forms) in pokedex {
            data.put32(forms, at: species * 0x84)
            data.put32(forms | 1, at: species * 0x84 + 4)
        }
        for (species, forms) in shinySeen { data.put32(forms, at: species * 0x84 + 0x0C) }
        let blocks: [SwishSaveWriter.Block] = [
            .object(0xE3E8_9BD1, trainer), .object(0x3AA1_A9AD, SwitchPokemon.legendsZAParty(party)),
            .object(0x0D66_012C, SwitchPokemon.legendsZABoxes(boxes, slots: boxSlots)), .object(0x2D87_BE5C, data),
        ]
        return (blocks + extraBlocks).filter { !omitted.contains($0.key) }
    }

    public func bytes() -> [UInt8] {
        SwishSaveWriter(blocks()).bytes()
    }
}

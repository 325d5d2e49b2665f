/// Writes a Scarlet/Violet save from the layout documented by PKHeX (SAV9SV.cs, SaveBlockAccessor9SV.cs,
/// MyStatus9.cs, Zukan9Paldea.cs, Zukan9Kitakami.cs, Party9.cs, Box9.cs): the trainer block with its game byte, the
/// party and box blocks, and the Pokédex in the Kitakami-era block (saves since 2.0.1) or the Paldea block, each entry
/// at the species' number in the game's own order, encrypted by `SwishSaveWriter`.
public struct ScarletVioletSaveWriter: Sendable {
    public var game: UInt8
    /// The game's own species number → forms obtained (a bit each; 0 for seen only).
    public var pokedex: [Int: UInt32] = [:]
    /// Writes the Paldea block, as saves before 2.0.1 hold, instead of the Kitakami-era one.
    public var paldeaBlock = false
    public var party: [SwitchPokemon] = []
    public var boxes: [Int: SwitchPokemon] = [:]
    public var boxSlots = 30
    public var omitted: Set<UInt32> = []
    public var extraBlocks: [SwishSaveWriter.Block] = []

    public static let scarlet: UInt8 = 50
    public static let violet: UInt8 = 51
    public static let pokedexEntries = 1100

    public init(game: UInt8 = scarlet) { self.game = game }

    public func blocks() -> [SwishSaveWriter.Block] {
        var trainer = [UInt8](repeating: 0, count: 0x68)
        trainer[0x04] = game
        var blocks: [SwishSaveWriter.Block] = [
            .object(0xE3E8_9BD1, trainer), .object(0x3AA1_A9AD, SwitchPokemon.party(party)),
            .object(0x0D66_012C, SwitchPokemon.boxes(boxes, slots: boxSlots)),
        ]
        if paldeaBlock {
            var data = [UInt8](repeating: 0, count: Self.pokedexEntries * 0x18)
            for (species, forms) in pokedex {
                data.put32(forms == 0 ? 2 : 3, at: species * 0x18)
                data.put32(forms, at: species * 0x18 + 4)
            }
            blocks += [.object(0x0DEA_AEBD, data), .object(0xF5D7_C0E2, [])]
        } else {
            var data = [UInt8](repeating: 0, count: Self.pokedexEntries * 0x20)
            for (species, forms) in pokedex {
                data.put32(forms, at: species * 0x20)
                data.put32(forms | 1, at: species * 0x20 + 4)
            }
            blocks += [.object(0x0DEA_AEBD, []), .object(0xF5D7_C0E2, data)]
        }
        return (blocks + extraBlocks).filter { !omitted.contains($0.key) }
    }

    public func bytes() -> [UInt8] {
        SwishSaveWriter(blocks()).bytes()
    }
}

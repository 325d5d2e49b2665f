/// Legends: Z-A's Pokémon (PA9) are Scarlet/Violet's PK9 records (`SwitchPokemon`), species in the game's own
/// numbering, at wider strides: a box slot is the 0x158-byte record and 0x40 bytes more, a party slot the record and
/// 0x88 bytes more. The party keeps no count: it runs to the first slot whose constant and species are both zero.
/// Sources: PKHeX PKHeX.Core/PKM/PA9.cs, Saves/SAV9ZA.cs, Saves/Substructures/Gen9/ZA/Party9a.cs,
/// PKM/Util/EntityDetection.cs (IsPresent).
enum LegendsZAPokemon {
    static let boxSlotSize = 0x198
    static let partySlotSize = 0x1E0
    static let partySlots = 6

    /// The party; nil when the block is too short for its six slots.
    static func party(_ block: [UInt8]) -> [HeldPokemon]? {
        guard block.count >= partySlots * partySlotSize else { return nil }
        let present = (0..<partySlots).prefix { slot in
            block.u32(at: slot * partySlotSize) != 0 || block.u16(at: slot * partySlotSize + 8) != 0
        }
        return present.compactMap { decode(block, at: $0 * partySlotSize) }
    }

    /// Every Pokémon in the boxes: as many whole slots as the block holds.
    static func boxes(_ block: [UInt8]) -> [HeldPokemon] {
        (0..<(block.count / boxSlotSize)).compactMap { decode(block, at: $0 * boxSlotSize) }
    }

    static func decode(_ block: [UInt8], at offset: Int) -> HeldPokemon? {
        guard offset <= block.count - SwitchPokemon.slotSize else { return nil }
        return SwitchPokemon.decode(block, at: offset, national: national)
    }

    /// The national number of the game's own, if it is one of the species the game knows.
    static func national(_ number: Int) -> Int? {
        Gen9Species.national(number).flatMap { $0 <= SaveFamily.legendsZA.lastSpecies ? $0 : nil }
    }
}

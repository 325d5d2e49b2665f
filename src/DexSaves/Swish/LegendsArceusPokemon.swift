/// One Pokémon as Legends: Arceus stores it (PA8): PK8's layout with blocks of 0x58 bytes rather than 0x50, so
/// 0x168 bytes in a box and 0x178 in the party. The encryption constant at 0, the checksum at 6, then four blocks put
/// in one of 24 orders by bits 13–17 of the constant (mod 24), XOR-encrypted half-word by half-word with the stream
/// the constant seeds. Block A holds the national number, the trainer's ids, the personality and the form at PK8's
/// places; block B the IVs with the egg bit (0x94). Sources: PKHeX PKHeX.Core/PKM/PA8.cs, Util/PokeCrypto.cs
/// (Decrypt8A), Saves/Substructures/Gen8/LA/Party8a.cs.
enum LegendsArceusPokemon {
    static let storedSize = 0x168
    static let partySlotSize = 0x178
    static let blockSize = 0x58
    static let partySlots = 6

    /// The Pokémon in the slot at `offset`, or nil for a slot past the bytes, an empty slot, an egg, a species past
    /// the game's last, or data whose checksum fails.
    static func decode(_ bytes: [UInt8], at offset: Int) -> HeldPokemon? {
        guard offset >= 0, offset <= bytes.count - storedSize else { return nil }
        let constant = bytes.u32(at: offset)
        guard
            let record = ShuffledRecord(
                bytes, at: offset, blockSize: blockSize, seed: constant, shuffle: constant,
                checksum: bytes.u16(at: offset + 6))
        else { return nil }
        let (plain, a, b) = (record.plain, record.a, record.b)
        let species = Int(plain[a])
        let ivs = UInt32(plain[b + 0x1A]) | UInt32(plain[b + 0x1B]) << 16
        guard (1...SaveFamily.legendsArceus.lastSpecies).contains(species), ivs & (1 << 30) == 0 else { return nil }
        let trainer = plain[a + 2] ^ plain[a + 3]
        let personality = UInt32(plain[a + 0x0A]) | UInt32(plain[a + 0x0B]) << 16
        let xor = trainer ^ UInt16(truncatingIfNeeded: personality >> 16) ^ UInt16(truncatingIfNeeded: personality)
        return HeldPokemon(species: species, form: Int(plain[a + 0x0E] & 0xFF), isShiny: xor < 16)
    }

    /// The party: six slots of `partySlotSize` bytes, then the count; nil when the block is too short for them.
    static func party(_ block: [UInt8]) -> [HeldPokemon]? {
        guard block.count > partySlots * partySlotSize else { return nil }
        let count = min(Int(block[partySlots * partySlotSize]), partySlots)
        return (0..<count).compactMap { decode(block, at: $0 * partySlotSize) }
    }

    /// Every Pokémon in the boxes: as many whole slots as the block holds.
    static func boxes(_ block: [UInt8]) -> [HeldPokemon] {
        (0..<(block.count / storedSize)).compactMap { decode(block, at: $0 * storedSize) }
    }
}

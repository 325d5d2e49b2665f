/// One Pokémon as Sword/Shield and Scarlet/Violet store it (PK8, PK9), in the party and the boxes alike: 0x158 bytes,
/// the encryption constant at 0, the checksum at 6, then four 0x50-byte blocks put in one of 24 orders by bits 13–17
/// of the constant (mod 24) and XOR-encrypted half-word by half-word with the stream the constant seeds; the party's
/// battle stats after them are not read. Block A holds the species (PK9's in the game's own numbering), the trainer's
/// ids, the personality and the form; block B the IVs with the egg bit. Sources: PKHeX PKHeX.Core/PKM/PK8.cs, PK9.cs,
/// Shared/G8PKM.cs, Util/PokeCrypto.cs (Decrypt8).
enum SwitchPokemon {
    static let slotSize = 0x158
    static let blockSize = 0x50

    /// The Pokémon in the slot at `offset` (which the caller has checked holds `slotSize` bytes), or nil for an empty
    /// slot, an egg, a species `national` cannot map, or data whose checksum fails.
    static func decode(_ bytes: [UInt8], at offset: Int, national: (Int) -> Int?) -> HeldPokemon? {
        let constant = bytes.u32(at: offset)
        let checksum = bytes.u16(at: offset + 6)
        guard
            let record = ShuffledRecord(
                bytes, at: offset, blockSize: blockSize, seed: constant, shuffle: constant, checksum: checksum)
        else { return nil }
        let (plain, a, b) = (record.plain, record.a, record.b)
        let raw = Int(plain[a])
        let ivs = UInt32(plain[b + 0x1A]) | UInt32(plain[b + 0x1B]) << 16  // 0x8C, block B + 0x34
        guard raw != 0, ivs & (1 << 30) == 0, let species = national(raw) else { return nil }
        let trainer = plain[a + 2] ^ plain[a + 3]  // 0x0C and 0x0E
        let personality = UInt32(plain[a + 0x0A]) | UInt32(plain[a + 0x0B]) << 16  // 0x1C
        let form = Int(plain[a + 0x0E] & 0xFF)  // 0x24
        let xor = trainer ^ UInt16(truncatingIfNeeded: personality >> 16) ^ UInt16(truncatingIfNeeded: personality)
        return HeldPokemon(species: species, form: form, isShiny: xor < 16)
    }

    /// The party: `slots` slots of `slotSize` bytes, then the count; nil when the block is too short for them.
    static func party(_ block: [UInt8], national: (Int) -> Int?) -> [HeldPokemon]? {
        let slots = 6
        guard block.count > slots * slotSize else { return nil }
        let count = min(Int(block[slots * slotSize]), slots)
        return (0..<count).compactMap { decode(block, at: $0 * slotSize, national: national) }
    }

    /// Every Pokémon in the boxes: as many whole slots as the block holds.
    static func boxes(_ block: [UInt8], national: (Int) -> Int?) -> [HeldPokemon] {
        (0..<(block.count / slotSize)).compactMap { decode(block, at: $0 * slotSize, national: national) }
    }
}

/// One Pokémon as generations 6 and 7 store it (PK6, PK7): 232 bytes in a box, 260 in the party (battle stats, not
/// read). The encryption constant at 0 and the checksum at 6 are plain; the rest is four 56-byte blocks, put in one of
/// 24 orders by bits 13–17 of the encryption constant (mod 24, the orders of generations 3–5) and XOR-encrypted half-word
/// by half-word with the generation 4–5 pseudo-random stream seeded by the encryption constant. Block A holds the
/// species (0x08), the trainer's ids (0x0C, 0x0E), the personality (0x18) and the form (0x1D, bits 3–7); block B the
/// IVs with the egg bit (0x74, bit 30). Sources: PKHeX PKHeX.Core/PKM/Util/PokeCrypto.cs (DecryptArray6), PKM/PK6.cs,
/// PKM/PK7.cs; shiny below 16 from generation 6 (PKHeX ShinyUtil).
enum PK6Record {
    static let storedSize = 232
    static let partySize = 260
    static let blockSize = 56

    /// The Pokémon stored at `offset`, or nil for an empty slot, an egg, a species past `lastSpecies`, or data whose
    /// checksum fails. Callers check that `storedSize` bytes from `offset` are in the file.
    static func decode(_ bytes: [UInt8], at offset: Int, lastSpecies: Int) -> HeldPokemon? {
        let constant = bytes.u32(at: offset)
        let checksum = bytes.u16(at: offset + 6)
        if constant == 0, checksum == 0 { return nil }
        guard
            let record = ShuffledRecord(
                bytes, at: offset, blockSize: blockSize, seed: constant, shuffle: constant, checksum: checksum)
        else { return nil }
        let (plain, a, b) = (record.plain, record.a, record.b)
        let species = Int(plain[a])
        let ivs = UInt32(plain[b + 0x1A]) | UInt32(plain[b + 0x1B]) << 16  // 0x74: block B + 0x34
        guard (1...lastSpecies).contains(species), ivs & (1 << 30) == 0 else { return nil }
        let trainer = plain[a + 2] ^ plain[a + 3]
        let personality = UInt32(plain[a + 8]) | UInt32(plain[a + 9]) << 16  // 0x18: block A + 0x10
        let form = Int(plain[a + 10] >> 8) >> 3  // 0x1D: the high byte of the half-word at block A + 0x14
        let xor = trainer ^ UInt16(truncatingIfNeeded: personality >> 16) ^ UInt16(truncatingIfNeeded: personality)
        return HeldPokemon(species: species, form: form, isShiny: xor < 16)
    }
}

/// One Pokémon as generations 4 and 5 store it (PK4, PK5): 136 bytes in a box, more in the party (battle stats,
/// not read). Personality at 0, a flags half-word at 4 (bit 2: the game found the checksum wrong, a Bad Egg), the
/// checksum at 6, then 128 bytes of four 32-byte blocks, put in one of 24 orders by bits 13–17 of the personality
/// (mod 24) and XOR-encrypted half-word by half-word with a pseudo-random stream seeded by the checksum.
/// Sources: PKHeX PKHeX.Core/PKM/Util/PokeCrypto.cs (Decrypt45), PKM/PK4.cs, PKM/PK5.cs; pret/pokeplatinum
/// include/struct_defs/pokemon.h.
enum DSPokemon {
    static let storedSize = 136
    static let blockSize = 32

    /// Where block A (species, trainer ids) and block B (IVs and the egg bit, the form byte) sit among the four,
    /// for each of the 24 orders: the same orders as generation 3's (PKHeX PokeCrypto.BlockPosition).
    static let positionOfA: [Int] = [0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3]
    static let positionOfB: [Int] = [1, 1, 2, 3, 2, 3, 0, 0, 0, 0, 0, 0, 2, 3, 1, 1, 3, 2, 2, 3, 1, 1, 3, 2]

    /// The Pokémon stored at `offset`, or nil for an empty slot, an egg, a species past `lastSpecies`, or data
    /// whose checksum fails (the game's Bad Egg).
    static func decode(_ bytes: [UInt8], at offset: Int, lastSpecies: Int) -> HeldPokemon? {
        let personality = bytes.u32(at: offset)
        let checksum = bytes.u16(at: offset + 6)
        if personality == 0, checksum == 0 { return nil }  // an empty slot is all zeros
        guard bytes.u16(at: offset + 4) & 0b100 == 0 else { return nil }
        guard
            let record = ShuffledRecord(
                bytes, at: offset, blockSize: blockSize, seed: UInt32(checksum), shuffle: personality, checksum: checksum)
        else { return nil }
        let (plain, a, b) = (record.plain, record.a, record.b)
        let species = Int(plain[a])
        let ivs = UInt32(plain[b + 8]) | UInt32(plain[b + 9]) << 16  // PK4/PK5 0x38, block B + 0x10
        guard (1...lastSpecies).contains(species), ivs & (1 << 30) == 0 else { return nil }
        let trainer = plain[a + 2] ^ plain[a + 3]  // PK4/PK5 0x0C and 0x0E: trainer id and secret id
        let form = Int(plain[b + 12] & 0xFF) >> 3  // PK4/PK5 0x40, block B + 0x18: fateful, gender, then the form
        return HeldPokemon(species: species, form: form, isShiny: isShiny(personality: personality, trainer: trainer))
    }

    /// Shiny when the trainer's ids and the personality's halves XOR below 8, as generations 3–5 compute it
    /// (PKHeX ShinyUtil / PKM.IsShiny).
    static func isShiny(personality: UInt32, trainer: UInt16) -> Bool {
        trainer ^ UInt16(truncatingIfNeeded: personality >> 16) ^ UInt16(truncatingIfNeeded: personality) < 8
    }
}

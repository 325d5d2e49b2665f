/// One Pokémon as generations 6 and 7 store it (PK6, PK7; Let's Go's PB7 keeps the same header and block A): 232
/// bytes in a box, 260 in the party (battle stats, not read). The encryption constant at 0, the checksum at 6 (the
/// sum of the decrypted half-words from 8), then four 56-byte blocks, put in one of 24 orders by bits 13–17 of the
/// encryption constant (mod 24) and XOR-encrypted half-word by half-word with the pseudo-random stream it seeds.
/// Sources: PKHeX PKHeX.Core/PKM/Util/PokeCrypto.cs (Decrypt67), PKM/PK6.cs, PKM/PK7.cs, PKM/PB7.cs.
enum PK6Record {
    static let storedSize = 232
    static let partySize = 260
    static let blockSize = 56

    /// The Pokémon stored at `offset` (`storedSize` bytes the caller checked are in the file), or nil for an empty
    /// slot, an egg, a species past `lastSpecies`, or data whose checksum fails.
    static func decode(_ bytes: [UInt8], at offset: Int, lastSpecies: Int) -> HeldPokemon? {
        let key = bytes.u32(at: offset)
        let checksum = bytes.u16(at: offset + 6)
        var plain = [UInt16](repeating: 0, count: 4 * blockSize / 2)
        var seed = key
        var sum: UInt16 = 0
        for i in plain.indices {
            seed = seed &* 0x41C6_4E6D &+ 0x6073
            plain[i] = bytes.u16(at: offset + 8 + 2 * i) ^ UInt16(truncatingIfNeeded: seed >> 16)
            sum &+= plain[i]
        }
        guard sum == checksum else { return nil }
        let order = Int((key >> 13) & 31) % 24
        let a = DSPokemon.positionOfA[order] * blockSize / 2, b = DSPokemon.positionOfB[order] * blockSize / 2
        let species = Int(plain[a])
        let ivs = UInt32(plain[b + 0x1A]) | UInt32(plain[b + 0x1B]) << 16  // 0x74, block B + 0x34
        guard (1...lastSpecies).contains(species), ivs & (1 << 30) == 0 else { return nil }
        let trainer = plain[a + 2] ^ plain[a + 3]  // 0x0C and 0x0E: trainer id and secret id
        let pid = UInt32(plain[a + 8]) | UInt32(plain[a + 9]) << 16  // 0x18
        let form = Int(plain[a + 10] >> 8) >> 3  // 0x1D: fateful, gender, then the form
        let xor = trainer ^ UInt16(truncatingIfNeeded: pid >> 16) ^ UInt16(truncatingIfNeeded: pid)
        return HeldPokemon(species: species, form: form, isShiny: xor < 16)
    }
}

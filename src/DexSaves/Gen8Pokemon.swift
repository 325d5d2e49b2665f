/// One Pokémon as Sword/Shield and Brilliant Diamond/Shining Pearl store it (PK8, PB8): 0x148 bytes, 0x158 in a
/// party or a box slot (battle stats, not read). The encryption constant at 0, a sanity half-word at 4 (non-zero:
/// the game's Bad Egg), the checksum at 6 (the sum of the half-words from 8), then four 0x50-byte blocks put in one of
/// 24 orders by bits 13–17 of the encryption constant (mod 24) and XOR-encrypted half-word by half-word with the
/// pseudo-random stream of generations 4–5, seeded by the encryption constant. Decrypted: the species at 0x08, the
/// trainer's ids at 0x0C, the personality at 0x1C, the form at 0x24, the IVs with the egg bit (30) at 0x8C.
/// Sources: PKHeX PKHeX.Core/PKM/Util/PokeCrypto.cs (Decrypt8, IsEncrypted8), PKM/Shared/G8PKM.cs, PKM/PB8.cs.
enum Gen8Pokemon {
    static let storedSize = 0x148
    static let slotSize = 0x158
    static let blockSize = 0x50

    /// Where each of the four blocks sits among them, for each of the 24 orders (PKHeX PokeCrypto.BlockPosition).
    static let blockPositions: [[Int]] = [
        [0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 1, 3], [0, 3, 1, 2], [0, 2, 3, 1], [0, 3, 2, 1],
        [1, 0, 2, 3], [1, 0, 3, 2], [2, 0, 1, 3], [3, 0, 1, 2], [2, 0, 3, 1], [3, 0, 2, 1],
        [1, 2, 0, 3], [1, 3, 0, 2], [2, 1, 0, 3], [3, 1, 0, 2], [2, 3, 0, 1], [3, 2, 0, 1],
        [1, 2, 3, 0], [1, 3, 2, 0], [2, 1, 3, 0], [3, 1, 2, 0], [2, 3, 1, 0], [3, 2, 1, 0],
    ]

    /// The Pokémon stored at `offset` (`storedSize` bytes must be there), or nil for an empty slot, an egg, a species
    /// past `lastSpecies`, or data whose checksum fails. A record whose nickname and trainer name end in zeros where
    /// encrypted data would not is read as it is, as PKHeX does (a blank slot).
    static func decode(_ bytes: [UInt8], at offset: Int, lastSpecies: Int) -> HeldPokemon? {
        let constant = bytes.u32(at: offset)
        let encrypted = bytes.u16(at: offset + 0x70) != 0 || bytes.u16(at: offset + 0x110) != 0
        // The decrypted half-words from 8, in block order.
        var plain = [UInt16](repeating: 0, count: (storedSize - 8) / 2)
        var seed = constant
        let order = blockPositions[Int((constant >> 13) & 31) % 24]
        let halvesPerBlock = blockSize / 2
        for i in plain.indices {
            seed = seed &* 0x41C6_4E6D &+ 0x6073
            let stored = bytes.u16(at: offset + 8 + 2 * i)
            let value = encrypted ? stored ^ UInt16(truncatingIfNeeded: seed >> 16) : stored
            let block = i / halvesPerBlock
            let destination = encrypted ? (order.firstIndex(of: block) ?? block) : block
            plain[destination * halvesPerBlock + i % halvesPerBlock] = value
        }
        guard plain.reduce(0, &+) == bytes.u16(at: offset + 6), bytes.u16(at: offset + 4) == 0 else { return nil }
        func half(_ at: Int) -> UInt16 { plain[(at - 8) / 2] }
        let species = Int(half(0x08))
        let ivs = UInt32(half(0x8C)) | UInt32(half(0x8E)) << 16
        guard (1...lastSpecies).contains(species), ivs & (1 << 30) == 0 else { return nil }
        let trainer = UInt32(half(0x0C)) | UInt32(half(0x0E)) << 16
        let personality = UInt32(half(0x1C)) | UInt32(half(0x1E)) << 16
        return HeldPokemon(species: species, form: Int(half(0x24) & 0xFF), isShiny: isShiny(personality, trainer: trainer))
    }

    /// Shiny when the ids and the personality XOR, half against half, below 16 (generations 7 on; PKHeX
    /// PKM.ShinyXor, G8PKM.TSV/PSV).
    static func isShiny(_ personality: UInt32, trainer: UInt32) -> Bool {
        let xor = personality ^ trainer
        return (xor ^ xor >> 16) & 0xFFFF < 16
    }
}

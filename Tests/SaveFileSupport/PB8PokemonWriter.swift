/// A Sword/Shield or Brilliant Diamond/Shining Pearl Pokémon (PK8, PB8) written as the game stores it, from PKHeX's
/// G8PKM.cs and PokeCrypto.cs (Encrypt8): the encryption constant, a zero sanity half-word and the checksum, then four
/// 0x50-byte blocks in the order bits 13–17 of the encryption constant choose, encrypted with the pseudo-random stream
/// seeded by the encryption constant; a slot's battle stats after them, encrypted with the stream started again.
public struct PB8Pokemon: Sendable {
    public var species: UInt16
    public var form: UInt8 = 0
    public var encryptionConstant: UInt32 = 0x9E37_79B9
    public var personality: UInt32 = 0x1234_5678
    public var trainerId: UInt16 = 24_680
    public var secretId: UInt16 = 13_579
    public var egg = false
    /// Written with one encrypted byte changed afterwards, so that its checksum no longer matches.
    public var damaged = false

    public init(species: UInt16, form: UInt8 = 0, shiny: Bool = false, egg: Bool = false, damaged: Bool = false) {
        self.species = species
        self.form = form
        self.egg = egg
        self.damaged = damaged
        if shiny {
            // The personality's halves XOR with the ids to 5, below 16.
            personality = 0x0BAD << 16 | UInt32(trainerId ^ secretId ^ 0x0BAD ^ 5)
        }
    }

    /// Positions of the four blocks for each of the 24 orders (PKHeX PokeCrypto.BlockPosition).
    static let blockPositions: [[Int]] = [
        [0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 1, 3], [0, 3, 1, 2], [0, 2, 3, 1], [0, 3, 2, 1],
        [1, 0, 2, 3], [1, 0, 3, 2], [2, 0, 1, 3], [3, 0, 1, 2], [2, 0, 3, 1], [3, 0, 2, 1],
        [1, 2, 0, 3], [1, 3, 0, 2], [2, 1, 0, 3], [3, 1, 0, 2], [2, 3, 0, 1], [3, 2, 0, 1],
        [1, 2, 3, 0], [1, 3, 2, 0], [2, 1, 3, 0], [3, 1, 2, 0], [2, 3, 1, 0], [3, 2, 1, 0],
    ]

    /// The 0x158 bytes of a party, box or Day Care slot.
    public func encoded() -> [UInt8] {
        var plain = [UInt8](repeating: 0, count: 0x158)
        plain.put32(encryptionConstant, at: 0x00)
        plain.put16(species, at: 0x08)
        plain.put16(trainerId, at: 0x0C)
        plain.put16(secretId, at: 0x0E)
        plain.put32(1_000, at: 0x10)  // experience
        plain.put32(personality, at: 0x1C)
        plain[0x24] = form
        plain.put16(0x0042, at: 0x58)  // the nickname's first letter, "B"
        plain.put32(0x3FFF_FFFF | (egg ? 1 << 30 : 0), at: 0x8C)  // IVs and the egg bit
        plain.put16(0x0041, at: 0xF8)  // the trainer's name, "A"
        plain[0x148] = 50  // level, in the battle stats
        var checksum: UInt16 = 0
        for offset in stride(from: 8, to: 0x148, by: 2) { checksum &+= UInt16(plain[offset]) | UInt16(plain[offset + 1]) << 8 }
        plain.put16(checksum, at: 0x06)
        var bytes = plain
        let order = Self.blockPositions[Int((encryptionConstant >> 13) & 31) % 24]
        for block in 0..<4 {
            let from = 8 + block * 0x50, to = 8 + order[block] * 0x50
            bytes.replaceSubrange(to..<(to + 0x50), with: plain[from..<(from + 0x50)])
        }
        DSPokemon.crypt(&bytes, 8..<0x148, seed: encryptionConstant)
        DSPokemon.crypt(&bytes, 0x148..<0x158, seed: encryptionConstant)
        if damaged { bytes[0x40] ^= 0x10 }
        return bytes
    }
}

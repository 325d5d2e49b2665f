/// A generation 6–7 Pokémon (PK6, PK7) written as the game stores it, from PKHeX's PK6.cs and PokeCrypto.cs: the
/// encryption constant, the checksum of the decrypted half-words, four 56-byte blocks in the order bits 13–17 of the
/// constant choose, encrypted with the pseudo-random stream it seeds.
public struct PK6Pokemon: Sendable {
    public var species: UInt16
    public var encryptionConstant: UInt32
    public var personality: UInt32
    public var trainerId: UInt16
    public var secretId: UInt16
    public var form: UInt8
    public var egg: Bool
    /// Written with one encrypted byte changed afterwards, so that its checksum no longer matches.
    public var damaged: Bool

    public init(
        species: UInt16, encryptionConstant: UInt32 = 0x1234_ABCD, personality: UInt32 = 0x5A3C_E917,
        trainerId: UInt16 = 24_680, secretId: UInt16 = 13_579, form: UInt8 = 0, egg: Bool = false,
        damaged: Bool = false
    ) {
        self.species = species
        self.encryptionConstant = encryptionConstant
        self.personality = personality
        self.trainerId = trainerId
        self.secretId = secretId
        self.form = form
        self.egg = egg
        self.damaged = damaged
    }

    /// A personality that makes a Pokémon of these ids shiny: its halves XOR with the ids to `xor` (shiny below 16).
    public static func personality(trainerId: UInt16, secretId: UInt16, xor: UInt16, high: UInt16 = 0x1F2E) -> UInt32 {
        UInt32(high) << 16 | UInt32(trainerId ^ secretId ^ high ^ xor)
    }

    /// The 232 bytes of a box slot, or 260 for a party slot.
    public func encoded(size: Int = 232) -> [UInt8] {
        var blocks = [[UInt8]](repeating: [UInt8](repeating: 0, count: 56), count: 4)
        blocks[0].put16(species, at: 0x00)  // 0x08
        blocks[0].put16(trainerId, at: 0x04)  // 0x0C
        blocks[0].put16(secretId, at: 0x06)  // 0x0E
        blocks[0].put32(135, at: 0x08)  // 0x10: experience
        blocks[0].put32(personality, at: 0x10)  // 0x18
        blocks[0][0x15] = form << 3  // 0x1D: fateful encounter, gender, form
        blocks[1].put32(0x1F | (egg ? 1 << 30 : 0), at: 0x34)  // 0x74: IVs and the egg bit
        var checksum: UInt16 = 0
        for block in blocks {
            for half in stride(from: 0, to: 56, by: 2) { checksum &+= UInt16(block[half]) | UInt16(block[half + 1]) << 8 }
        }
        var bytes = [UInt8](repeating: 0, count: size)
        bytes.put32(encryptionConstant, at: 0)
        bytes.put16(checksum, at: 6)
        let order = DSPokemon.blockPositions[Int((encryptionConstant >> 13) & 31) % 24]
        for (block, data) in blocks.enumerated() {
            bytes.replaceSubrange((8 + order[block] * 56)..<(8 + order[block] * 56 + 56), with: data)
        }
        DSPokemon.crypt(&bytes, 8..<232, seed: encryptionConstant)
        if size > 232 { DSPokemon.crypt(&bytes, 232..<size, seed: encryptionConstant) }
        if damaged { bytes[40] ^= 0x10 }
        return bytes
    }
}

/// A generation 4 or 5 Pokémon (PK4, PK5) written as the game stores it, from PKHeX's PK4.cs, PK5.cs and
/// PokeCrypto.cs: the header (personality, flags, checksum), four 32-byte blocks in the order bits 13–17 of the
/// personality choose, encrypted with the pseudo-random stream seeded by the checksum; a party slot's battle stats
/// after them, encrypted with the stream seeded by the personality.
public struct DSPokemon: Sendable {
    /// The national dex number.
    public var species: UInt16
    public var personality: UInt32
    public var trainerId: UInt16
    public var secretId: UInt16
    /// The form as the game numbers it (Unown's letter, Shellos's sea, Rotom's appliance, …).
    public var form: UInt8
    public var egg: Bool
    /// The game's own "checksum failed" flag: a Bad Egg.
    public var badEgg: Bool
    /// Written with one encrypted byte changed afterwards, so that its checksum no longer matches.
    public var damaged: Bool

    public init(
        species: UInt16, personality: UInt32 = 0x5A3C_E917, trainerId: UInt16 = 24_680, secretId: UInt16 = 13_579,
        form: UInt8 = 0, egg: Bool = false, badEgg: Bool = false, damaged: Bool = false
    ) {
        self.species = species
        self.personality = personality
        self.trainerId = trainerId
        self.secretId = secretId
        self.form = form
        self.egg = egg
        self.badEgg = badEgg
        self.damaged = damaged
    }

    /// A personality that makes a Pokémon of these ids shiny: its halves XOR with the ids to `xor` (shiny below 8).
    public static func personality(trainerId: UInt16, secretId: UInt16, xor: UInt16, high: UInt16 = 0x1F2E) -> UInt32 {
        UInt32(high) << 16 | UInt32(trainerId ^ secretId ^ high ^ xor)
    }

    /// Positions of blocks A, B, C and D for each of the 24 orders (Bulbapedia's "Pokémon data substructures
    /// (Generation IV)"; PKHeX PokeCrypto.BlockPosition).
    static let blockPositions: [[Int]] = [
        [0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 1, 3], [0, 3, 1, 2], [0, 2, 3, 1], [0, 3, 2, 1],
        [1, 0, 2, 3], [1, 0, 3, 2], [2, 0, 1, 3], [3, 0, 1, 2], [2, 0, 3, 1], [3, 0, 2, 1],
        [1, 2, 0, 3], [1, 3, 0, 2], [2, 1, 0, 3], [3, 1, 0, 2], [2, 3, 0, 1], [3, 2, 0, 1],
        [1, 2, 3, 0], [1, 3, 2, 0], [2, 1, 3, 0], [3, 1, 2, 0], [2, 3, 1, 0], [3, 2, 1, 0],
    ]

    /// XORs the half-words of `bytes[range]` with the game's stream: seed × 0x41C64E6D + 0x6073, upper half.
    static func crypt(_ bytes: inout [UInt8], _ range: Range<Int>, seed start: UInt32) {
        var seed = start
        for offset in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
            seed = seed &* 0x41C6_4E6D &+ 0x6073
            bytes.put16((UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8) ^ UInt16(seed >> 16), at: offset)
        }
    }

    /// The 136 bytes of a box slot, or `size` bytes for a party slot (236 in generation 4, 220 in generation 5).
    public func encoded(size: Int = 136) -> [UInt8] {
        var blocks = [[UInt8]](repeating: [UInt8](repeating: 0, count: 32), count: 4)
        blocks[0].put16(species, at: 0x00)  // 0x08
        blocks[0].put16(trainerId, at: 0x04)  // 0x0C
        blocks[0].put16(secretId, at: 0x06)  // 0x0E
        blocks[0].put32(135, at: 0x08)  // 0x10: experience
        blocks[0][0x0C] = 70  // 0x14: friendship
        blocks[0][0x0F] = 2  // 0x17: language, English
        blocks[1].put16(33, at: 0x00)  // 0x28: Tackle
        blocks[1][0x08] = 35  // 0x30: its PP
        blocks[1].put32(0x1F | (egg ? 1 << 30 : 0), at: 0x10)  // 0x38: IVs and the egg bit
        blocks[1][0x18] = form << 3  // 0x40: fateful encounter, gender, form
        var checksum: UInt16 = 0
        for block in blocks {
            for half in stride(from: 0, to: 32, by: 2) { checksum &+= UInt16(block[half]) | UInt16(block[half + 1]) << 8 }
        }
        var bytes = [UInt8](repeating: 0, count: size)
        bytes.put32(personality, at: 0)
        bytes.put16(badEgg ? 0b100 : 0, at: 4)
        bytes.put16(checksum, at: 6)
        let order = Self.blockPositions[Int((personality >> 13) & 31) % 24]
        for (block, data) in blocks.enumerated() {
            bytes.replaceSubrange((8 + order[block] * 32)..<(8 + order[block] * 32 + 32), with: data)
        }
        Self.crypt(&bytes, 8..<136, seed: UInt32(checksum))
        if size > 136 {
            bytes[136 + 4] = 5  // level
            Self.crypt(&bytes, 136..<size, seed: personality)
        }
        if damaged { bytes[40] ^= 0x10 }
        return bytes
    }
}

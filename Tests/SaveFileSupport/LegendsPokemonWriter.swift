/// The Legends games' Pokémon, written from PKHeX's layouts: Legends: Arceus's PA8 (PA8.cs, PokeCrypto.cs
/// Encrypt8A, Party8a.cs) is PK8's record with blocks of 0x58 bytes; Legends: Z-A's PA9 (PA9.cs, SAV9ZA.cs,
/// Party9a.cs) is PK9's record in slots 0x40 (box) or 0x88 (party) bytes wider.
extension SwitchPokemon {
    public static let legendsArceusStoredSize = 0x168
    public static let legendsArceusPartySize = 0x178

    /// The PA8 record: `legendsArceusStoredSize` bytes in a box, `legendsArceusPartySize` in the party.
    public func encodedForLegendsArceus(size: Int = legendsArceusStoredSize) -> [UInt8] {
        let blockSize = 0x58
        var blocks = [[UInt8]](repeating: [UInt8](repeating: 0, count: blockSize), count: 4)
        blocks[0].put16(species, at: 0x00)  // 0x08
        blocks[0].put16(trainerId, at: 0x04)  // 0x0C
        blocks[0].put16(secretId, at: 0x06)  // 0x0E
        blocks[0].put32(personality, at: 0x14)  // 0x1C
        blocks[0][0x1C] = form  // 0x24
        blocks[1].put32(0x1F | (egg ? 1 << 30 : 0), at: 0x34)  // 0x94: IVs and the egg bit
        var checksum: UInt16 = 0
        for block in blocks {
            for half in stride(from: 0, to: blockSize, by: 2) { checksum &+= UInt16(block[half]) | UInt16(block[half + 1]) << 8 }
        }
        var bytes = [UInt8](repeating: 0, count: size)
        bytes.put32(encryptionConstant, at: 0)
        bytes.put16(checksum, at: 6)
        let order = DSPokemon.blockPositions[Int((encryptionConstant >> 13) & 31) % 24]
        for (block, data) in blocks.enumerated() {
            let start = 8 + order[block] * blockSize
            bytes.replaceSubrange(start..<(start + blockSize), with: data)
        }
        let end = Self.legendsArceusStoredSize
        DSPokemon.crypt(&bytes, 8..<end, seed: encryptionConstant)
        if size > end { DSPokemon.crypt(&bytes, end..<size, seed: encryptionConstant) }
        if damaged { bytes[0x30] ^= 0x10 }
        return bytes
    }

    /// An empty PA8 slot: a blank record, encrypted.
    public static func emptyForLegendsArceus(size: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size)
        DSPokemon.crypt(&bytes, 8..<size, seed: 0)
        return bytes
    }

    /// Legends: Arceus's party block: six party slots, the count, and padding to PKHeX's 0x8D4 bytes.
    public static func legendsArceusParty(_ pokemon: [SwitchPokemon]) -> [UInt8] {
        let size = legendsArceusPartySize
        var bytes = (0..<6).flatMap {
            $0 < pokemon.count ? pokemon[$0].encodedForLegendsArceus(size: size) : emptyForLegendsArceus(size: size)
        }
        bytes.append(UInt8(pokemon.count))
        return bytes + [0, 0, 0]
    }

    /// Legends: Arceus's box block: `slots` slots, those given filled.
    public static func legendsArceusBoxes(_ pokemon: [Int: SwitchPokemon], slots: Int) -> [UInt8] {
        (0..<slots).flatMap { pokemon[$0]?.encodedForLegendsArceus() ?? emptyForLegendsArceus(size: legendsArceusStoredSize) }
    }

    public static let legendsZABoxSlotSize = 0x198
    public static let legendsZAPartySlotSize = 0x1E0

    /// Legends: Z-A's party block: six slots, the filled ones first, each with the two footer bytes PKHeX writes.
    public static func legendsZAParty(_ pokemon: [SwitchPokemon]) -> [UInt8] {
        (0..<6).flatMap { slot in
            var bytes = slot < pokemon.count ? pokemon[slot].encoded() : empty
            bytes += [UInt8](repeating: 0, count: legendsZAPartySlotSize - size)
            bytes[size] = 1
            bytes[0x1A0] = 1
            return bytes
        }
    }

    /// Legends: Z-A's box block: `slots` slots, those given filled.
    public static func legendsZABoxes(_ pokemon: [Int: SwitchPokemon], slots: Int) -> [UInt8] {
        (0..<slots).flatMap { (pokemon[$0]?.encoded() ?? empty) + [UInt8](repeating: 0, count: legendsZABoxSlotSize - size) }
    }
}

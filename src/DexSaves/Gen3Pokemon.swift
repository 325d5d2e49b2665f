/// One generation 3 Pokémon as the PC stores it (80 bytes; the party adds 20 bytes of battle stats after).
/// The 48 bytes from offset 32 are four 12-byte substructures, XOR-encrypted with personality ^ trainer id
/// and put in one of 24 orders chosen by personality % 24. The species is the first half-word of the
/// "growth" substructure.
enum Gen3Pokemon {
    /// Where the growth substructure sits, for each of the 24 orders.
    static let growthPosition: [Int] = [0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3]

    /// The national dex number of the Pokémon at `offset`, or nil for an empty slot, an egg, or data whose
    /// checksum fails (the game shows it as a Bad Egg).
    static func species(_ bytes: [UInt8], at offset: Int) -> Int? {
        let personality = bytes.u32(at: offset)
        let key = personality ^ bytes.u32(at: offset + 4)
        let flags = bytes[offset + 19]
        guard flags & 0b101 == 0 else { return nil }  // bit 0: bad egg, bit 2: egg
        var words = [UInt32](repeating: 0, count: 12)
        var sum: UInt16 = 0
        for i in 0..<12 {
            let word = bytes.u32(at: offset + 32 + 4 * i) ^ key
            words[i] = word
            sum &+= UInt16(truncatingIfNeeded: word) &+ UInt16(truncatingIfNeeded: word >> 16)
        }
        guard sum == bytes.u16(at: offset + 28) else { return nil }
        let species = UInt16(truncatingIfNeeded: words[growthPosition[Int(personality % 24)] * 3])
        return species == 0 ? nil : Gen3Species.national(species)
    }
}

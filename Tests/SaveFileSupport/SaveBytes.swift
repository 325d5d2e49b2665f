/// Little-endian writes into a save being built.
extension Array where Element == UInt8 {
    mutating func put16(_ value: UInt16, at offset: Int) {
        self[offset] = UInt8(truncatingIfNeeded: value)
        self[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
    }

    mutating func put32(_ value: UInt32, at offset: Int) {
        for i in 0..<4 { self[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
    }

    /// Generation 2's DVs are two bytes, attack and defence first.
    mutating func put16BigEndian(_ value: UInt16, at offset: Int) {
        self[offset] = UInt8(truncatingIfNeeded: value >> 8)
        self[offset + 1] = UInt8(truncatingIfNeeded: value)
    }

    func get32(at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(self[offset + $1]) << (8 * UInt32($1)) }
    }

    /// Sets the Pokédex flag of each national number: bit 0 of the first byte is #1.
    mutating func putFlags(_ species: [Int], at offset: Int) {
        for number in species { self[offset + (number - 1) / 8] |= 1 << ((number - 1) % 8) }
    }

    /// A generation 1–2 Pokémon list: the count, the species, 0xFF.
    mutating func putList(_ species: [UInt8], at offset: Int) {
        self[offset] = UInt8(species.count)
        for (i, value) in species.enumerated() { self[offset + 1 + i] = value }
        self[offset + 1 + species.count] = 0xFF
    }
}

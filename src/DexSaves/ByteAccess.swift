/// Little-endian reads and flag bits from a save's bytes. Callers check the file's size first, so every
/// offset here is inside the array.
extension Array where Element == UInt8 {
    func u16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
    }

    func u32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) | UInt32(self[offset + 1]) << 8 | UInt32(self[offset + 2]) << 16 | UInt32(self[offset + 3]) << 24
    }

    /// Species numbers whose bit is set in a Pokédex flag array: bit 0 of the first byte is #1.
    func flaggedSpecies(at offset: Int, upTo last: Int) -> [Int] {
        var species: [Int] = []
        for number in 1...last where self[offset + (number - 1) / 8] & (1 << ((number - 1) % 8)) != 0 {
            species.append(number)
        }
        return species
    }

    /// Whether every byte in `range` is `value`.
    func all(_ value: UInt8, in range: Range<Int>) -> Bool {
        !self[range].contains { $0 != value }
    }
}

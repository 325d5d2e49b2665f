/// The byte stream that hides each block of a Switch save: a xorshift32 generator seeded with the block's key,
/// advanced once per set bit of the key before its first byte, then giving each 32-bit state's bytes low first.
struct XorShift32 {
    private var state: UInt32
    private var index = 0

    init(seed: UInt32) {
        state = seed
        for _ in 0..<seed.nonzeroBitCount { Self.advance(&state) }
    }

    mutating func next() -> UInt8 {
        let byte = UInt8(truncatingIfNeeded: state >> (UInt32(index) * 8))
        if index == 3 {
            Self.advance(&state)
            index = 0
        } else {
            index += 1
        }
        return byte
    }

    mutating func next32() -> UInt32 {
        (0..<4).reduce(0) { value, shift in value | UInt32(next()) << (8 * UInt32(shift)) }
    }

    private static func advance(_ state: inout UInt32) {
        state ^= state << 2
        state ^= state >> 15
        state ^= state << 13
    }
}

/// The encrypted part of a Pokémon record from generation 4 on (PK4 to PK9, PB7, PA8): from byte 8, four blocks of
/// `blockSize` bytes put in one of 24 orders by bits 13–17 of the shuffle value (mod 24) and XOR-encrypted half-word by
/// half-word with the stream a seed starts (seed × 0x41C64E6D + 0x6073, its upper half); the checksum is the 16-bit sum
/// of the decrypted half-words. Source: PKHeX PKHeX.Core/PKM/Util/PokeCrypto.cs.
struct ShuffledRecord {
    /// The decrypted half-words from byte 8, in stored order.
    let plain: [UInt16]
    /// Where blocks A and B start in `plain`.
    let a: Int, b: Int

    /// Decrypts the four blocks at `offset + 8` (which the caller has checked are in `bytes`); nil when their sum is not
    /// `checksum`.
    init?(_ bytes: [UInt8], at offset: Int, blockSize: Int, seed: UInt32, shuffle: UInt32, checksum: UInt16) {
        var plain = [UInt16](repeating: 0, count: 4 * blockSize / 2)
        var state = seed
        var sum: UInt16 = 0
        for i in plain.indices {
            state = state &* 0x41C6_4E6D &+ 0x6073
            plain[i] = bytes.u16(at: offset + 8 + 2 * i) ^ UInt16(truncatingIfNeeded: state >> 16)
            sum &+= plain[i]
        }
        guard sum == checksum else { return nil }
        let order = Int((shuffle >> 13) & 31) % 24
        self.plain = plain
        a = DSPokemon.positionOfA[order] * blockSize / 2
        b = DSPokemon.positionOfB[order] * blockSize / 2
    }
}

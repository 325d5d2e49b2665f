/// Makes the checksums of a save-sized input match its data, as the game would when it saves, from the layouts in
/// docs/formats.md: generation 1's 8-bit complement, generation 2's 16-bit sums (main and backup copies),
/// generation 3's sector checksums, and the CRC16 of each block a 3DS save's block table lists.
enum ChecksumRepair {
    static func repaired(_ input: [UInt8]) -> [UInt8]? {
        var bytes = input
        switch bytes.count {
        case 0x8000...0x8040:
            // Generation 2 first: generation 1's summed range covers generation 2's checksums.
            put16(&bytes, sum16(bytes, 0x2009...0x2D68), at: 0x2D69)  // Gold/Silver
            put16(&bytes, sum16(bytes, 0x2009...0x2B82), at: 0x2D0D)  // Crystal
            put16(&bytes, sum16(bytes, 0x1209...0x1D82), at: 0x1F0D)  // Crystal's backup copy
            // Gold and Silver's backup copy, in pieces: 0x0C6B–0x17EC, 0x3D69–0x3F12 and 0x7E39–0x7E6C.
            put16(
                &bytes, sum16(bytes, 0x0C6B...0x17EC) &+ sum16(bytes, 0x3D69...0x3F12) &+ sum16(bytes, 0x7E39...0x7E6C),
                at: 0x7E6D)
            bytes[0x3523] = ~bytes[0x2598...0x3522].reduce(0, &+)  // Red/Blue/Yellow
            return bytes
        case 0x10000...0x10040, 0x20000...0x20040:
            for sector in stride(from: 0, to: bytes.count - 0xFFF, by: 0x1000) {
                var sum: UInt32 = 0
                for word in stride(from: sector, to: sector + 3968, by: 4) { sum &+= u32(bytes, word) }
                put16(&bytes, UInt16(truncatingIfNeeded: (sum >> 16) &+ sum), at: sector + 0xFF6)
            }
            return bytes
        default:
            return repairedBlockTable(bytes)
        }
    }

    /// A 3DS save: the table in the last 0x200 bytes (the magic at 0x10, then a length, number and CRC16 per block),
    /// the blocks one after another from the start, each rounded up to 0x200 bytes.
    static func repairedBlockTable(_ input: [UInt8]) -> [UInt8]? {
        var bytes = input
        let table = bytes.count - 0x200
        guard table > 0, u32(bytes, table + 0x10) == 0x4245_4546 else { return nil }
        var offset = 0, entry = table + 0x14
        while offset < table, entry + 8 <= bytes.count {
            let length = Int(u32(bytes, entry))
            guard length > 0, length <= table - offset else { return nil }
            put16(&bytes, crc16(bytes, offset..<(offset + length)), at: entry + 6)
            offset += (length + 0x1FF) / 0x200 * 0x200
            entry += 8
        }
        return bytes
    }

    /// CRC-16/CCITT bit by bit (polynomial 0x1021, initial 0xFFFF).
    static func crc16(_ bytes: [UInt8], _ range: Range<Int>) -> UInt16 {
        var crc: UInt16 = 0xFFFF
        for byte in bytes[range] {
            crc ^= UInt16(byte) << 8
            for _ in 0..<8 { crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1 }
        }
        return crc
    }

    static func sum16(_ bytes: [UInt8], _ range: ClosedRange<Int>) -> UInt16 {
        bytes[range].reduce(0) { $0 &+ UInt16($1) }
    }

    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }

    static func put16(_ bytes: inout [UInt8], _ value: UInt16, at offset: Int) {
        bytes[offset] = UInt8(truncatingIfNeeded: value)
        bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
    }
}

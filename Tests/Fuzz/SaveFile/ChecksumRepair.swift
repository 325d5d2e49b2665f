/// Makes the checksums of a save-sized input match its data, as the game would when it saves, from the layouts in
/// docs/formats.md: generation 1's 8-bit complement, generation 2's 16-bit sums (main and backup copies),
/// generation 3's sector checksums, and the CRC16 of each block a 3DS or Let's Go save's block table lists.
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

    /// A 3DS or Let's Go save: the table (the magic at 0x10, then a length, number and CRC16 per block) in the last
    /// 0x200 bytes, or in Let's Go the last one at a 0x200-byte boundary whose blocks end where it starts; the blocks
    /// one after another from the start, each rounded up to 0x200 bytes. The block count tells the CRC: CCITT in
    /// generation 6 (55 or 58 blocks), the reflected one in generation 7 (37 or 39, from 0xFFFF and inverted) and
    /// Let's Go (21, from 0).
    static func repairedBlockTable(_ input: [UInt8]) -> [UInt8]? {
        var bytes = input
        let last = bytes.count - 0x200
        guard last > 0 else { return nil }
        for table in stride(from: last / 0x200 * 0x200, to: 0, by: -0x200) where u32(bytes, table + 0x10) == 0x4245_4546 {
            var blocks: [(range: Range<Int>, entry: Int)] = []
            var offset = 0, entry = table + 0x14
            while offset < table, entry + 8 <= bytes.count {
                let length = Int(u32(bytes, entry))
                guard length > 0, length <= table - offset else { break }
                blocks.append((offset..<(offset + length), entry))
                offset += (length + 0x1FF) / 0x200 * 0x200
                entry += 8
            }
            guard offset == table || table == last else { continue }
            for block in blocks {
                let crc: UInt16 =
                    switch blocks.count {
                    case 37, 39: ~reflectedCRC16(bytes, block.range, initial: 0xFFFF)
                    case 21: reflectedCRC16(bytes, block.range, initial: 0)
                    default: crc16(bytes, block.range)
                    }
                put16(&bytes, crc, at: block.entry + 6)
            }
            return bytes
        }
        return nil
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

    /// The reflected CRC-16 (polynomial 0xA001) bit by bit.
    static func reflectedCRC16(_ bytes: [UInt8], _ range: Range<Int>, initial: UInt16) -> UInt16 {
        var crc = initial
        for byte in bytes[range] {
            crc ^= UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
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

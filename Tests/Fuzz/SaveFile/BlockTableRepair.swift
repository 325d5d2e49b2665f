/// Makes the CRCs in a 3DS block table match its blocks (docs/formats.md, "X/Y … Ultra Sun/Ultra Moon"): a table is
/// two timestamps, the magic "BEEF" at +0x10, then per block its length, id and CRC16, the blocks lying from the start
/// of the file each rounded up to 0x200. Generation 6 (its trainer block, id 17, names a game from 24 to 27) signs
/// with CRC-16/CCITT, generation 7 with the reflected CRC-16 from 0xFFFF, inverted.
enum BlockTableRepair {
    static func repaired(_ input: [UInt8]) -> [UInt8]? {
        var bytes = input
        var found = false
        for start in stride(from: 0x200, to: bytes.count - 0x13, by: 0x200)
        where ChecksumRepair.u32(bytes, start + 0x10) == 0x4245_4546 {
            var blocks: [(entry: Int, offset: Int, length: Int, id: Int)] = []
            var offset = 0
            while offset < start, blocks.count < 256 {
                let entry = start + 0x14 + 8 * blocks.count
                guard entry + 8 <= bytes.count else { break }
                let length = Int(ChecksumRepair.u32(bytes, entry))
                guard length > 0, length <= start - offset else { break }
                blocks.append((entry, offset, length, Int(bytes[entry + 4]) | Int(bytes[entry + 5]) << 8))
                offset += (length + 0x1FF) / 0x200 * 0x200
            }
            guard offset == start else { continue }
            let gen6 = blocks.contains { $0.id == 17 && $0.length > 4 && (24...27).contains(bytes[$0.offset + 4]) }
            for block in blocks {
                let range = block.offset..<(block.offset + block.length)
                let crc = gen6 ? bytes.crc16CCITT(range) : ~reflected(bytes, range)
                ChecksumRepair.put16(&bytes, crc, at: block.entry + 6)
            }
            found = true
        }
        return found ? bytes : nil
    }

    static func reflected(_ bytes: [UInt8], _ range: Range<Int>) -> UInt16 {
        var crc: UInt16 = 0xFFFF
        for byte in bytes[range] {
            crc ^= UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
        }
        return crc
    }
}

extension Array where Element == UInt8 {
    /// CRC-16/CCITT: polynomial 0x1021, initial 0xFFFF.
    func crc16CCITT(_ range: Range<Int>) -> UInt16 {
        var crc: UInt16 = 0xFFFF
        for byte in self[range] {
            crc ^= UInt16(byte) << 8
            for _ in 0..<8 { crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1 }
        }
        return crc
    }
}

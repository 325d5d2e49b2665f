extension Array where Element == UInt8 {
    /// CRC-16/CCITT bit by bit (polynomial 0x1021, initial 0xFFFF, no final XOR), as the DS games sign their save
    /// blocks (PKHeX Checksums.CRC16_CCITT). Written out long-hand, apart from the reader's table-driven one.
    public func crc16CCITT(_ range: Range<Int>) -> UInt16 {
        var crc: UInt16 = 0xFFFF
        for byte in self[range] {
            crc ^= UInt16(byte) << 8
            for _ in 0..<8 { crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1 }
        }
        return crc
    }
}

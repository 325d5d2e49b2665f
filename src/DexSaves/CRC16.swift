/// CRC-16/CCITT as the DS games compute it over their save blocks: polynomial 0x1021, initial value 0xFFFF, bits
/// taken most significant first, no final XOR (PKHeX, Checksums.CRC16_CCITT; pret's CalcCRC16Checksum).
enum CRC16 {
    static let table: [UInt16] = (0..<256).map { byte in
        var crc = UInt16(byte) << 8
        for _ in 0..<8 { crc = crc & 0x8000 != 0 ? crc << 1 ^ 0x1021 : crc << 1 }
        return crc
    }

    /// The CRC of `count` bytes from `offset`. Callers check the range against the file's size first.
    static func ccitt(_ bytes: [UInt8], from offset: Int, count: Int) -> UInt16 {
        var crc: UInt16 = 0xFFFF
        bytes.withUnsafeBufferPointer { buffer in
            table.withUnsafeBufferPointer { table in
                for index in offset..<(offset + count) {
                    crc = crc << 8 ^ table[Int(UInt8(truncatingIfNeeded: crc >> 8) ^ buffer[index])]
                }
            }
        }
        return crc
    }
}

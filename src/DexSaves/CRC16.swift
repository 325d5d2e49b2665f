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

    /// The reflected CRC-16 with polynomial 0xA001 (CRC-16/ARC's table), from `initial`, no final XOR: generation 7
    /// signs its 3DS blocks with its complement from 0xFFFF (PKHeX Checksums.CRC16Invert).
    static let arcTable: [UInt16] = (0..<256).map { byte in
        var crc = UInt16(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? crc >> 1 ^ 0xA001 : crc >> 1 }
        return crc
    }

    static func arc(_ bytes: [UInt8], from offset: Int, count: Int, initial: UInt16) -> UInt16 {
        var crc = initial
        bytes.withUnsafeBufferPointer { buffer in
            arcTable.withUnsafeBufferPointer { table in
                for index in offset..<(offset + count) {
                    crc = table[Int(UInt8(truncatingIfNeeded: crc) ^ buffer[index])] ^ crc >> 8
                }
            }
        }
        return crc
    }
}

/// Checks that bytes are one whole PNG file before they enter the cache: the 8-byte signature, an IHDR header
/// with sane values, every chunk complete with a correct CRC, and an IEND at the very end. An HTML error page
/// served with status 200, a truncated body, or a corrupted one fails.
public enum PNGSignature {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public struct Header: Sendable, Equatable {
        public var width: Int
        public var height: Int
    }

    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case notPNG
        case badHeader
        case truncated
        case corrupted

        public var description: String {
            switch self {
            case .notPNG: "something that is not a PNG image"
            case .badHeader: "a PNG with an invalid header"
            case .truncated: "a truncated PNG"
            case .corrupted: "a corrupted PNG (bad checksum)"
            }
        }
    }

    /// The image's size if `bytes` is a complete PNG, else what is wrong with it.
    public static func validate(_ bytes: [UInt8]) -> Result<Header, Problem> {
        bytes.withUnsafeBufferPointer { validate(UnsafeRawBufferPointer($0)) }
    }

    public static func validate(_ bytes: UnsafeRawBufferPointer) -> Result<Header, Problem> {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(signature) else { return .failure(.notPNG) }
        var offset = 8
        var header: Header?
        while true {
            guard offset + 12 <= bytes.count else { return .failure(.truncated) }
            let length = Int(readUInt32(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else { return .failure(.truncated) }
            let typeAndData = UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8 + length)])
            let crc = readUInt32(bytes, at: offset + 8 + length)
            guard CRC32.checksum(typeAndData) == crc else { return .failure(.corrupted) }
            let type = Array(typeAndData.prefix(4))
            let data = UnsafeRawBufferPointer(rebasing: typeAndData.dropFirst(4))
            if header == nil {
                // IHDR must come first: width, height, bit depth, colour type, compression, filter, interlace.
                guard type == Array("IHDR".utf8), length == 13 else { return .failure(.badHeader) }
                let width = Int(readUInt32(data, at: 0)), height = Int(readUInt32(data, at: 4))
                let bitDepth = data[8], colorType = data[9]
                guard width > 0, height > 0, [1, 2, 4, 8, 16].contains(bitDepth), [0, 2, 3, 4, 6].contains(colorType),
                      data[10] == 0, data[11] == 0, data[12] <= 1 else { return .failure(.badHeader) }
                header = Header(width: width, height: height)
            }
            offset += 12 + length
            if type == Array("IEND".utf8) {
                guard let header, offset == bytes.count else { return .failure(.corrupted) }
                return .success(header)
            }
        }
    }

    private static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// The CRC-32 (ISO 3309) that PNG chunks carry.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        ~bytes.reduce(0xFFFF_FFFF) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
}

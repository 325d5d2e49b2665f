import DexSaves

/// Writes the outer layers of a Switch save from the layout documented by PKHeX (SwishCrypto.cs, SCBlock.cs,
/// SCXorShift32.cs, SCTypeCode.cs): each block as its key, its type byte (an object adds its length, an array its count
/// and element type) and its bytes, all but the key XORed with a xorshift32 stream seeded by the key; then the whole
/// XORed with the static pad, and the salted SHA-256 of that appended.
public struct SwishSaveWriter: Sendable {
    public struct Block: Sendable {
        public var key: UInt32
        public var type: SwishTypeCode
        /// An array's element type.
        public var elementType: SwishTypeCode?
        public var data: [UInt8]

        public static func object(_ key: UInt32, _ data: [UInt8]) -> Block {
            Block(key: key, type: .object, elementType: nil, data: data)
        }

        public static func array(_ key: UInt32, of elementType: SwishTypeCode, _ data: [UInt8]) -> Block {
            Block(key: key, type: .array, elementType: elementType, data: data)
        }

        public static func value(_ key: UInt32, _ type: SwishTypeCode, _ data: [UInt8]) -> Block {
            Block(key: key, type: type, elementType: nil, data: data)
        }

        public static func flag(_ key: UInt32, _ value: Bool) -> Block {
            Block(key: key, type: value ? .bool2 : .bool1, elementType: nil, data: [])
        }
    }

    public var blocks: [Block]

    public init(_ blocks: [Block]) { self.blocks = blocks }

    /// The blocks in the file's order, the pad not yet applied nor the hash appended.
    public func plainBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        for block in blocks {
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: block.key >> (8 * UInt32($0))) }
            var stream = Stream(seed: block.key)
            var header = [block.type.rawValue]
            switch block.type {
            case .object:
                header += little32(UInt32(block.data.count))
            case .array:
                let size = Self.size(of: block.elementType ?? .uint8)
                header += little32(UInt32(block.data.count / size)) + [(block.elementType ?? .uint8).rawValue]
            default:
                break
            }
            bytes += (header + block.data).map { $0 ^ stream.next() }
        }
        return bytes
    }

    /// The file as the game writes it.
    public func bytes() -> [UInt8] {
        Self.seal(plainBytes())
    }

    /// Applies the pad to blocks already laid out and appends the salted hash.
    public static func seal(_ plain: [UInt8]) -> [UInt8] {
        var payload = plain
        for i in payload.indices { payload[i] ^= SwishCrypto.pad[i % SwishCrypto.pad.count] }
        return payload + (SHA256.hash(SwishCrypto.introSalt + payload + SwishCrypto.outroSalt) ?? [])
    }

    static func size(of type: SwishTypeCode) -> Int {
        switch type {
        case .uint16, .int16: 2
        case .uint32, .int32, .float: 4
        case .uint64, .int64, .double: 8
        default: 1
        }
    }

    private func little32(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
    }

    /// The game's xorshift32 stream, written here from the documented steps.
    struct Stream {
        var state: UInt32
        var index = 0

        init(seed: UInt32) {
            state = seed
            for _ in 0..<seed.nonzeroBitCount { state = Self.step(state) }
        }

        mutating func next() -> UInt8 {
            let byte = UInt8(truncatingIfNeeded: state >> (8 * UInt32(index)))
            index += 1
            if index == 4 {
                index = 0
                state = Self.step(state)
            }
            return byte
        }

        static func step(_ value: UInt32) -> UInt32 {
            var x = value ^ (value << 2)
            x ^= x >> 15
            return x ^ (x << 13)
        }
    }
}

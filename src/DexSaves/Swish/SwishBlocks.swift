/// The blocks of a Switch save, each found by its 32-bit key. In the file each block is its key, then a type byte
/// (an object adds its length, an array its count and element type) and its bytes, all but the key XORed with the
/// block's own `XorShift32` stream, and everything with the pad (`SwishCrypto`). Only the headers are read up front;
/// a block's bytes are decrypted when asked, so the 3 MB of a save are neither copied nor unpadded whole.
public struct SwishBlocks: Sendable {
    struct Entry: Sendable {
        var type: SwishTypeCode
        /// Where the block's bytes start, and how many stream bytes its header used before them.
        var dataOffset: Int
        var headerLength: Int
        var count: Int
    }

    /// The file's bytes as read: the payload under its pad, then the hash.
    private let payload: Unpadded
    private let entries: [UInt32: Entry]

    /// How many blocks must decode from the file's start for a file whose hash fails to be taken as a damaged Switch
    /// save rather than another kind of file; fewer do when the file is cut short within its first blocks.
    static let headersThatMakeASwishSave = 8
    static let headersBeforeATruncation = 3

    /// The blocks of `bytes`; nil when the bytes are not a Switch save (neither the hash matches nor the first blocks
    /// decode), and a refusal when they are one whose hash or blocks do not match its data.
    public static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SwishBlocks? {
        let hashSize = SwishCrypto.hashSize
        guard bytes.count > hashSize + 5 else { return nil }
        let payload = Unpadded(file: bytes, count: bytes.count - hashSize)
        guard let hash = SwishCrypto.hash(ofPayload: bytes[..<payload.count]) else { throw .cryptoUnavailable }
        guard hash[...] == bytes[payload.count...] else {
            let walk = index(payload, stoppingAfter: headersThatMakeASwishSave)
            if walk.complete || (walk.overran && walk.entries.count >= headersBeforeATruncation) {
                throw .switchSaveDamaged
            }
            return nil
        }
        let walk = index(payload, stoppingAfter: nil)
        guard walk.complete else { throw .switchSaveDamaged }
        let entries = walk.entries
        return SwishBlocks(payload: payload, entries: entries)
    }

    private struct Walk {
        var entries: [UInt32: Entry]
        var complete: Bool
        var overran = false
    }

    /// The decrypted bytes of the block with `key`: an object's or an array's bytes, a scalar's little-endian bytes,
    /// none for a flag; nil when the save holds no such block.
    public func block(key: UInt32) -> [UInt8]? {
        guard let entry = entries[key] else { return nil }
        var stream = XorShift32(seed: key)
        for _ in 0..<entry.headerLength { _ = stream.next() }
        return (entry.dataOffset..<(entry.dataOffset + entry.count)).map { payload[$0] ^ stream.next() }
    }

    /// The type of the block with `key`; for a flag, `.bool1` (false) or `.bool2` (true).
    public func type(key: UInt32) -> SwishTypeCode? {
        entries[key]?.type
    }

    /// How many blocks the save holds.
    public var count: Int { entries.count }

    /// Reads the headers from the start; `complete` is true when every header decodes to the payload's end (or the first
    /// `limit` of them do), and `overran` when a header decodes but its bytes run past the end.
    private static func index(_ payload: Unpadded, stoppingAfter limit: Int?) -> Walk {
        var entries: [UInt32: Entry] = [:]
        var offset = 0
        var read = 0
        while offset < payload.count {
            if let limit, read == limit { return Walk(entries: entries, complete: true) }
            guard offset + 5 <= payload.count else { return Walk(entries: entries, complete: false, overran: true) }
            let key = payload.u32(at: offset)
            var stream = XorShift32(seed: key)
            guard let type = SwishTypeCode(rawValue: payload[offset + 4] ^ stream.next()) else {
                return Walk(entries: entries, complete: false)
            }
            var headerLength = 1
            var position = offset + 5
            let count: Int
            switch type {
            case .bool1, .bool2, .bool3:
                count = 0
            case .object:
                guard position + 4 <= payload.count else { return Walk(entries: entries, complete: false, overran: true) }
                count = Int(payload.u32(at: position) ^ stream.next32())
                headerLength += 4
                position += 4
            case .array:
                guard position + 5 <= payload.count else { return Walk(entries: entries, complete: false, overran: true) }
                let elements = Int(payload.u32(at: position) ^ stream.next32())
                guard let element = SwishTypeCode(rawValue: payload[position + 4] ^ stream.next()),
                    let size = element.scalarSize
                else { return Walk(entries: entries, complete: false) }
                count = elements * size
                headerLength += 5
                position += 5
            default:
                count = type.scalarSize ?? 0
            }
            guard count <= payload.count - position else { return Walk(entries: entries, complete: false, overran: true) }
            if entries[key] == nil {
                entries[key] = Entry(type: type, dataOffset: position, headerLength: headerLength, count: count)
            }
            offset = position + count
            read += 1
        }
        return Walk(entries: entries, complete: true)
    }
}

/// A Switch save's payload read through its pad: the byte at an offset is the file's, XORed with the pad's byte there.
private struct Unpadded: Sendable {
    let file: [UInt8]
    /// How many bytes of `file` are payload (the hash follows them).
    let count: Int
    private let pad = SwishCrypto.pad

    init(file: [UInt8], count: Int) {
        self.file = file
        self.count = count
    }

    subscript(offset: Int) -> UInt8 { file[offset] ^ pad[offset % pad.count] }

    func u32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) | UInt32(self[offset + 1]) << 8 | UInt32(self[offset + 2]) << 16 | UInt32(self[offset + 3]) << 24
    }
}

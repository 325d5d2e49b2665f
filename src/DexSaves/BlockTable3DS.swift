/// The block table of a 3DS save (generations 6 and 7) and of Let's Go: 0x200 bytes of two 64-bit timestamps,
/// the magic "BEEF" (0x42454546) at 0x10, then from 0x14 one entry per block, numbered from 0: its length (u32), its
/// number (u16) and its CRC16 (u16). The blocks lie one after another from the file's start, each rounded up to 0x200
/// bytes, and end where the table starts. Sources: PKHeX PKHeX.Core/Saves/Blocks/BlockInfo3DS.cs,
/// Saves/Access/SaveBlockAccessor7b.cs (Let's Go's table).
struct BlockTable3DS: Sendable {
    struct Block: Sendable {
        let offset: Int
        let length: Int
        let checksum: UInt16
    }

    static let magic: UInt32 = 0x4245_4546
    static let size = 0x200
    static let alignment = 0x200

    let blocks: [Block]

    /// The table of `bytes`, nil when the file has none; throws when it has one that does not describe the file
    /// (entries out of order, or blocks that do not end where the table starts). The 3DS games keep it in the file's
    /// last 0x200 bytes; Let's Go, whose file is bigger than its blocks, right after them: where no table ends the
    /// file, the last one at a 0x200-byte boundary that describes the blocks before it is taken.
    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> BlockTable3DS? {
        let end = bytes.count - size
        guard end > 0 else { return nil }
        if bytes.u32(at: end + 0x10) == magic { return try read(bytes, at: end) }
        for start in stride(from: (end - 1) / alignment * alignment, to: 0, by: -alignment)
        where bytes.u32(at: start + 0x10) == magic {
            if let table = try? read(bytes, at: start) { return table }
        }
        return nil
    }

    private static func read(_ bytes: [UInt8], at start: Int) throws(SaveFileError.Problem) -> BlockTable3DS {
        var blocks: [Block] = []
        var offset = 0
        var entry = start + 0x14
        while offset < start {
            guard entry + 8 <= start + size, Int(bytes.u16(at: entry + 4)) == blocks.count else {
                throw .damagedBlockTable
            }
            let length = Int(bytes.u32(at: entry))
            guard length > 0, length <= start - offset else { throw .damagedBlockTable }
            blocks.append(Block(offset: offset, length: length, checksum: bytes.u16(at: entry + 6)))
            offset += (length + alignment - 1) / alignment * alignment
            entry += 8
        }
        guard offset == start else { throw .damagedBlockTable }
        return BlockTable3DS(blocks: blocks)
    }
}

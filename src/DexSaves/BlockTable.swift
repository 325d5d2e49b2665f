/// The table of blocks that generations 6–7 and Let's Go keep after their blocks: two 64-bit timestamps, the magic
/// "BEEF" (0x42454546), then for each block its length (u32), id (u16) and CRC16 (u16). The blocks lie from the
/// start of the file in the table's order, each rounded up to 0x200 bytes, and the table follows the last one; the
/// table is found by that shape, not at a fixed offset, since game updates change the sizes. Sources: PKHeX
/// PKHeX.Core/Saves/Blocks/BlockInfo3DS.cs, Saves/SAV_BEEF.cs, Saves/Util/SaveUtil.cs (HasSaveFooterBEEF).
struct BlockTable: Sendable {
    struct Block: Sendable {
        let offset: Int
        let length: Int
        let checksum: UInt16
    }

    static let magic: UInt32 = 0x4245_4546
    static let alignment = 0x200
    static let entries = 0x14
    static let entrySize = 8
    /// More blocks than any of these games keeps (Omega Ruby/Alpha Sapphire's 58 are the most).
    static let maximumBlocks = 256

    /// The blocks by id.
    let blocks: [Int: Block]

    /// The table in `bytes`, nil if there is none; throws if a table's magic is there but its entries do not
    /// describe the blocks before it (the file is truncated or the table damaged).
    static func find(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> BlockTable? {
        var damaged = false
        for start in stride(from: alignment, to: bytes.count - entries + 1, by: alignment)
        where bytes.u32(at: start + 0x10) == magic {
            if let table = read(bytes, at: start) { return table }
            damaged = true
        }
        if damaged { throw .blockTableDamaged }
        return nil
    }

    /// The table at `start` if its entries add up to it exactly, ids rising.
    static func read(_ bytes: [UInt8], at start: Int) -> BlockTable? {
        var blocks: [Int: Block] = [:]
        var offset = 0, lastId = -1
        while offset < start, blocks.count < maximumBlocks {
            let entry = start + entries + blocks.count * entrySize
            guard entry + entrySize <= bytes.count else { return nil }
            let length = Int(bytes.u32(at: entry)), id = Int(bytes.u16(at: entry + 4))
            guard length > 0, length <= start - offset, id > lastId else { return nil }
            blocks[id] = Block(offset: offset, length: length, checksum: bytes.u16(at: entry + 6))
            offset += (length + alignment - 1) / alignment * alignment
            lastId = id
        }
        return offset == start ? BlockTable(blocks: blocks) : nil
    }
}

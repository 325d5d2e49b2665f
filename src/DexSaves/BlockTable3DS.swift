/// The block table at the end of a 3DS save (generations 6 and 7): in the last 0x200 bytes, two 64-bit timestamps,
/// the magic "BEEF" (0x42454546) at 0x10, then from 0x14 one entry per block, numbered from 0: its length (u32), its
/// number (u16) and its CRC16 (u16). The blocks lie one after another from the file's start, each rounded up to 0x200
/// bytes, and end where the table starts. Sources: PKHeX PKHeX.Core/Saves/Blocks/BlockInfo3DS.cs, and
/// Saves/Access/SaveBlockAccessor6XY.cs and SaveBlockAccessor6AO.cs (the blocks).
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

    /// The table of `bytes`, nil when the file has none (no magic where it would be); throws when it has one that does
    /// not describe the file (entries out of order, or blocks that do not end where the table starts).
    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> BlockTable3DS? {
        let start = bytes.count - size
        guard start > 0, bytes.u32(at: start + 0x10) == magic else { return nil }
        var blocks: [Block] = []
        var offset = 0
        var entry = start + 0x14
        while offset < start {
            guard entry + 8 <= bytes.count, Int(bytes.u16(at: entry + 4)) == blocks.count else {
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

    /// Whether every block's CRC16 matches its data.
    func checksumsMatch(_ bytes: [UInt8], crc: ([UInt8], Int, Int) -> UInt16) -> Bool {
        blocks.allSatisfy { crc(bytes, $0.offset, $0.length) == $0.checksum }
    }
}

/// A save of X/Y, Omega Ruby/Alpha Sapphire, Sun/Moon or Ultra Sun/Ultra Moon, from the layouts in
/// docs/formats.md (PKHeX's SaveBlockAccessor6XY/6AO/7SM/7USUM, BlockInfo3DS, MyStatus6/7, Zukan6/7): the trainer,
/// party, Pokédex and box blocks, each rounded up to 0x200 bytes, then the block table with their lengths, ids
/// and CRCs. Only the blocks dex reads are written, and the box block holds `boxSlots` slots, so test saves stay small.
public struct BlockTableSaveWriter: Sendable {
    public enum Version: Sendable, CaseIterable {
        case x, y, alphaSapphire, omegaRuby, sun, moon, ultraSun, ultraMoon

        public var game: UInt8 {
            switch self {
            case .x: 24
            case .y: 25
            case .alphaSapphire: 26
            case .omegaRuby: 27
            case .sun: 30
            case .moon: 31
            case .ultraSun: 32
            case .ultraMoon: 33
            }
        }

        public var isGen6: Bool { game < 30 }

        /// Trainer, party, Pokédex and box block ids.
        var ids: (trainer: Int, party: Int, pokedex: Int, boxes: Int) {
            switch self {
            case .x, .y: (17, 18, 20, 53)
            case .alphaSapphire, .omegaRuby: (17, 18, 20, 56)
            default: (3, 4, 6, 14)
            }
        }

        var trainerLength: Int { isGen6 ? 0x170 : 0xC0 }
        var pokedexLength: Int {
            switch self {
            case .x, .y: 0x6A0
            case .alphaSapphire, .omegaRuby: 0x11CC
            default: 0xF78
            }
        }
        /// Caught flags, the first seen region, and the size of each of the four seen regions.
        var pokedexOffsets: (caught: Int, seen: Int, region: Int) { isGen6 ? (0x8, 0x68, 0x60) : (0x88, 0xF0, 0x8C) }
    }

    public var version: Version
    public var trainerId: UInt16 = 24_680
    public var secretId: UInt16 = 13_579
    public var owned: [Int] = []
    public var seen: [Int] = []
    public var seenShinyFemale: [Int] = []
    /// X/Y: species obtained from generations 3–5.
    public var foreignOwned: [Int] = []
    public var party: [PK6Pokemon] = []
    /// Box slots, 0 being the first box's first.
    public var boxes: [Int: PK6Pokemon] = [:]
    public var boxSlots = 30
    /// Bytes of another block written before the table, as a game update that grows a block would.
    public var otherBlockLength = 0
    /// Blocks whose stored CRC is written wrong.
    public var damagedBlocks: Set<Int> = []

    public init(_ version: Version) { self.version = version }

    public var ids: (trainer: Int, party: Int, pokedex: Int, boxes: Int) { version.ids }

    public func bytes() -> [UInt8] {
        var trainer = [UInt8](repeating: 0, count: version.trainerLength)
        trainer.put16(trainerId, at: 0)
        trainer.put16(secretId, at: 2)
        trainer[4] = version.game
        var partyBlock = [UInt8](repeating: 0, count: 0x61C)
        for (slot, pokemon) in party.enumerated() {
            partyBlock.replaceSubrange((slot * 260)..<(slot * 260 + 260), with: pokemon.encoded(size: 260))
        }
        partyBlock[6 * 260] = UInt8(party.count)
        var dex = [UInt8](repeating: 0, count: version.pokedexLength)
        let at = version.pokedexOffsets
        dex.putFlags(owned, at: at.caught)
        dex.putFlags(seen, at: at.seen)
        dex.putFlags(seenShinyFemale, at: at.seen + 3 * at.region)
        if version.isGen6, !foreignOwned.isEmpty { dex.putFlags(foreignOwned, at: 0x64C) }
        var box = [UInt8](repeating: 0, count: boxSlots * 232)
        for (slot, pokemon) in boxes where slot < boxSlots {
            box.replaceSubrange((slot * 232)..<(slot * 232 + 232), with: pokemon.encoded())
        }
        var blocks: [(id: Int, data: [UInt8])] = [
            (ids.trainer, trainer), (ids.party, partyBlock), (ids.pokedex, dex), (ids.boxes, box),
        ]
        if otherBlockLength > 0 { blocks.append((ids.pokedex + 1, [UInt8](repeating: 0x5A, count: otherBlockLength))) }
        blocks.sort { $0.id < $1.id }
        var file: [UInt8] = []
        var table = [UInt8](repeating: 0, count: 0x14 + 8 * blocks.count)
        table.put32(0x4245_4546, at: 0x10)
        for (index, block) in blocks.enumerated() {
            var crc = version.isGen6 ? block.data.crc16CCITT(0..<block.data.count) : ~block.data.reflectedCRC16()
            if damagedBlocks.contains(block.id) { crc ^= 0x0100 }
            table.put32(UInt32(block.data.count), at: 0x14 + 8 * index)
            table.put16(UInt16(block.id), at: 0x14 + 8 * index + 4)
            table.put16(crc, at: 0x14 + 8 * index + 6)
            file += block.data + [UInt8](repeating: 0, count: (0x200 - block.data.count % 0x200) % 0x200)
        }
        return file + table + [UInt8](repeating: 0, count: (0x200 - table.count % 0x200) % 0x200)
    }
}

extension Array where Element == UInt8 {
    /// The reflected CRC-16 (polynomial 0xA001) bit by bit from `initial`, as generation 7 (from 0xFFFF, then
    /// inverted) and Let's Go (from 0) sign their blocks (PKHeX Checksums.CRC16Invert, CRC16NoInvert).
    public func reflectedCRC16(initial: UInt16 = 0xFFFF) -> UInt16 {
        var crc = initial
        for byte in self {
            crc ^= UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
        }
        return crc
    }
}

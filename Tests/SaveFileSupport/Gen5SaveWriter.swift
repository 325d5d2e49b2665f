/// Writes a generation 5 save (512 KiB of flash) from the layout documented by PKHeX (SaveBlockAccessor5BW.cs,
/// SaveBlockAccessor5B2W2.cs, BlockInfoNDS.cs, SAV5.cs, Zukan5.cs) and Project Pokémon's BW save structure: a
/// copy of the game's blocks at 0 and another right after it, each block followed by a counter and its
/// CRC16-CCITT, the checksum table repeating every block's CRC, and the footer that signs the table.
public struct Gen5SaveWriter: Sendable {
    public enum Version: Sendable { case blackWhite, black2White2 }

    public var version: Version
    public var owned: [Int] = []
    /// Seen as male (or genderless), the first of the four seen regions.
    public var seen: [Int] = []
    /// Seen only as a shiny female, the last region.
    public var seenShinyFemale: [Int] = []
    public var party: [DSPokemon] = []
    /// PC slot (0–719: box × 30 + position) → Pokémon.
    public var boxes: [Int: DSPokemon] = [:]

    public init(_ version: Version) { self.version = version }

    var copySize: Int { version == .blackWhite ? 0x24000 : 0x26000 }
    var table: Int { version == .blackWhite ? 0x23F00 : 0x25F00 }
    var tableSize: Int { version == .blackWhite ? 0x8C : 0x94 }
    var pokedex: Int { version == .blackWhite ? 0x21600 : 0x21400 }

    /// Offset and length of every block before the checksum table: box names, 24 boxes, then the rest.
    var blocks: [(Int, Int)] {
        let rest: [(Int, Int)] =
            version == .blackWhite
            ? [
                (0x18400, 0x9C0), (0x18E00, 0x534), (0x19400, 0x68), (0x19500, 0x9C), (0x19600, 0x1338), (0x1AA00, 0x7C4),
                (0x1B200, 0xD54), (0x1C000, 0x2C), (0x1C100, 0x658), (0x1C800, 0xA94), (0x1D300, 0x1AC), (0x1D500, 0x3EC),
                (0x1D900, 0x5C), (0x1DA00, 0x1E0), (0x1DC00, 0xA8), (0x1DD00, 0x460), (0x1E200, 0x1400), (0x1F700, 0x2A4),
                (0x1FA00, 0x2DC), (0x1FD00, 0x34C), (0x20100, 0x3EC), (0x20500, 0xF8), (0x20600, 0x2FC), (0x20900, 0x94),
                (0x20A00, 0x35C), (0x20E00, 0x1CC), (0x21000, 0x168), (0x21200, 0xEC), (0x21300, 0x1B0), (0x21500, 0x1C),
                (0x21600, 0x4D4), (0x21B00, 0x34), (0x21C00, 0x3C), (0x21D00, 0x1AC), (0x21F00, 0xB90), (0x22B00, 0x9C),
                (0x22C00, 0x850), (0x23500, 0x28), (0x23600, 0x284), (0x23900, 0x10), (0x23A00, 0x5C), (0x23B00, 0x16C),
                (0x23D00, 0x40), (0x23E00, 0xFC),
            ]
            : [
                (0x18400, 0x9EC), (0x18E00, 0x534), (0x19400, 0xB0), (0x19500, 0xA8), (0x19600, 0x1338), (0x1AA00, 0x7C4),
                (0x1B200, 0xD54), (0x1C000, 0x94), (0x1C100, 0x658), (0x1C800, 0xA94), (0x1D300, 0x1AC), (0x1D500, 0x3EC),
                (0x1D900, 0x5C), (0x1DA00, 0x1E0), (0x1DC00, 0xA8), (0x1DD00, 0x460), (0x1E200, 0x1400), (0x1F700, 0x2A4),
                (0x1FA00, 0xE0), (0x1FB00, 0x34C), (0x1FF00, 0x4E0), (0x20400, 0xF8), (0x20500, 0x2FC), (0x20800, 0x94),
                (0x20900, 0x35C), (0x20D00, 0x1D4), (0x20F00, 0x1E0), (0x21100, 0xF0), (0x21200, 0x1B4), (0x21400, 0x4DC),
                (0x21900, 0x34), (0x21A00, 0x3C), (0x21B00, 0x1AC), (0x21D00, 0xB90), (0x22900, 0xAC), (0x22A00, 0x850),
                (0x23300, 0x284), (0x23600, 0x10), (0x23700, 0xA8), (0x23800, 0x16C), (0x23A00, 0x80), (0x23B00, 0xFC),
                (0x23C00, 0x16A8), (0x25300, 0x498), (0x25800, 0x60), (0x25900, 0xFC), (0x25A00, 0x3E4), (0x25E00, 0xF0),
            ]
        return [(0, 0x3E0)] + (0..<24).map { (0x400 + $0 * 0x1000, 0xFF0) } + rest
    }

    /// One copy of the game, signed: every block's CRC after it and in the table, the table's in the footer.
    public func copy(counter: UInt32) -> [UInt8] {
        var copy = [UInt8](repeating: 0, count: copySize)
        copy.put32(0xBEEF_CAFE, at: pokedex)
        copy.putFlags(owned, at: pokedex + 8)
        copy.putFlags(seen, at: pokedex + 0x5C)
        copy.putFlags(seenShinyFemale, at: pokedex + 0x5C + 3 * 0x54)
        copy[0x18E00 + 4] = UInt8(party.count)
        for (i, pokemon) in party.enumerated() {
            let offset = 0x18E00 + 8 + i * 220
            copy.replaceSubrange(offset..<(offset + 220), with: pokemon.encoded(size: 220))
        }
        for (slot, pokemon) in boxes {
            let offset = 0x400 + (slot / 30) * 0x1000 + (slot % 30) * 136
            copy.replaceSubrange(offset..<(offset + 136), with: pokemon.encoded())
        }
        for (index, (offset, length)) in blocks.enumerated() {
            let crc = copy.crc16CCITT(offset..<(offset + length))
            copy.put16(UInt16(truncatingIfNeeded: counter), at: offset + length)
            copy.put16(crc, at: offset + length + 2)
            copy.put16(crc, at: table + 2 * index)
        }
        let footer = table + tableSize
        copy.put32(counter, at: footer)
        copy.put32(UInt32(footer + 0x10), at: footer + 4)
        copy.put32(0x3105_3527, at: footer + 8)
        copy.put16(copy.crc16CCITT(table..<footer), at: footer + 0xE)
        return copy
    }

    /// A whole file: the main copy at 0, the backup after it, erased flash (0xFF) where a copy is nil and beyond.
    public func file(main: [UInt8]?, backup: [UInt8]?) -> [UInt8] {
        var file = [UInt8](repeating: 0xFF, count: 0x80000)
        if let main { file.replaceSubrange(0..<copySize, with: main) }
        if let backup { file.replaceSubrange(copySize..<(2 * copySize), with: backup) }
        return file
    }

    /// A file holding this save in both copies.
    public func bytes(counter: UInt32 = 4) -> [UInt8] { file(main: copy(counter: counter), backup: copy(counter: counter)) }

    /// Breaks a copy in a file: a byte of box 1 changes and its CRC no longer matches.
    public func damage(_ file: inout [UInt8], copy: Int) {
        file[copy * copySize + 0x400 + 0x10] ^= 0x5A
    }
}

/// Generation 5: 512 KiB of flash holding the game twice, the main copy at 0 and a backup right after it (at
/// 0x24000 in Black/White, 0x26000 in Black 2/White 2), then data outside the save proper (battle videos, the
/// C-Gear skin, the Hall of Fame). A copy is a run of blocks at fixed offsets, each followed by a save counter
/// half-word and its CRC16-CCITT; the last block is the checksum table, every block's CRC again, followed by a footer:
/// the save counter (u32), the copy's size up to the footer's end (u32), the magic 0x31053527 (u32), two zero bytes
/// and the CRC16-CCITT of the table. Sources: PKHeX PKHeX.Core/Saves/Access/SaveBlockAccessor5BW.cs,
/// SaveBlockAccessor5B2W2.cs (the blocks), Saves/Substructures/BlockInfoNDS.cs, Saves/SAV5.cs (the footer),
/// Saves/Util/SaveUtil.cs (IsValidFooter5), SAV5.cs (party and boxes), Saves/Substructures/PokeDex/Zukan5.cs; Project
/// Pokémon's "Pokémon BW Save File Structure" (the backup copy at 0x24000).
enum Gen5Save {
    static let magic: UInt32 = 0x3105_3527

    struct Layout: Sendable {
        let family: SaveFamily
        /// The size of one copy, and so where the backup starts.
        let copySize: Int
        /// The checksum table, and the number of bytes of it the footer's CRC covers.
        let table: Int
        let tableSize: Int
        /// Every block before the table: offset and length.
        let blocks: [(offset: Int, length: Int)]
        let pokedex: Int

        var footer: Int { table + tableSize }
    }

    /// The block holding the box names, then the 24 boxes of 30 Pokémon (0xFF0 bytes each, one per 0x1000),
    /// then the rest.
    static func blocks(_ rest: [(Int, Int)]) -> [(offset: Int, length: Int)] {
        [(0, 0x3E0)] + (0..<boxCount).map { (0x400 + $0 * 0x1000, 0xFF0) } + rest.map { (offset: $0.0, length: $0.1) }
    }

    static let blackWhite = Layout(
        family: .blackWhite, copySize: 0x24000, table: 0x23F00, tableSize: 0x8C,
        blocks: blocks([
            (0x18400, 0x09C0), (0x18E00, 0x0534), (0x19400, 0x0068), (0x19500, 0x009C), (0x19600, 0x1338),
            (0x1AA00, 0x07C4), (0x1B200, 0x0D54), (0x1C000, 0x002C), (0x1C100, 0x0658), (0x1C800, 0x0A94),
            (0x1D300, 0x01AC), (0x1D500, 0x03EC), (0x1D900, 0x005C), (0x1DA00, 0x01E0), (0x1DC00, 0x00A8),
            (0x1DD00, 0x0460), (0x1E200, 0x1400), (0x1F700, 0x02A4), (0x1FA00, 0x02DC), (0x1FD00, 0x034C),
            (0x20100, 0x03EC), (0x20500, 0x00F8), (0x20600, 0x02FC), (0x20900, 0x0094), (0x20A00, 0x035C),
            (0x20E00, 0x01CC), (0x21000, 0x0168), (0x21200, 0x00EC), (0x21300, 0x01B0), (0x21500, 0x001C),
            (0x21600, 0x04D4), (0x21B00, 0x0034), (0x21C00, 0x003C), (0x21D00, 0x01AC), (0x21F00, 0x0B90),
            (0x22B00, 0x009C), (0x22C00, 0x0850), (0x23500, 0x0028), (0x23600, 0x0284), (0x23900, 0x0010),
            (0x23A00, 0x005C), (0x23B00, 0x016C), (0x23D00, 0x0040), (0x23E00, 0x00FC),
        ]),
        pokedex: 0x21600)
    static let black2White2 = Layout(
        family: .black2White2, copySize: 0x26000, table: 0x25F00, tableSize: 0x94,
        blocks: blocks([
            (0x18400, 0x09EC), (0x18E00, 0x0534), (0x19400, 0x00B0), (0x19500, 0x00A8), (0x19600, 0x1338),
            (0x1AA00, 0x07C4), (0x1B200, 0x0D54), (0x1C000, 0x0094), (0x1C100, 0x0658), (0x1C800, 0x0A94),
            (0x1D300, 0x01AC), (0x1D500, 0x03EC), (0x1D900, 0x005C), (0x1DA00, 0x01E0), (0x1DC00, 0x00A8),
            (0x1DD00, 0x0460), (0x1E200, 0x1400), (0x1F700, 0x02A4), (0x1FA00, 0x00E0), (0x1FB00, 0x034C),
            (0x1FF00, 0x04E0), (0x20400, 0x00F8), (0x20500, 0x02FC), (0x20800, 0x0094), (0x20900, 0x035C),
            (0x20D00, 0x01D4), (0x20F00, 0x01E0), (0x21100, 0x00F0), (0x21200, 0x01B4), (0x21400, 0x04DC),
            (0x21900, 0x0034), (0x21A00, 0x003C), (0x21B00, 0x01AC), (0x21D00, 0x0B90), (0x22900, 0x00AC),
            (0x22A00, 0x0850), (0x23300, 0x0284), (0x23600, 0x0010), (0x23700, 0x00A8), (0x23800, 0x016C),
            (0x23A00, 0x0080), (0x23B00, 0x00FC), (0x23C00, 0x16A8), (0x25300, 0x0498), (0x25800, 0x0060),
            (0x25900, 0x00FC), (0x25A00, 0x03E4), (0x25E00, 0x00F0),
        ]),
        pokedex: 0x21400)
    static let layouts = [black2White2, blackWhite]

    static let boxCount = 24
    /// The party block: the count at +4, then six Pokémon of 220 bytes from +8.
    static let party = 0x18E00
    static let partySlotSize = 220
    static let lastSpecies = 649

    enum CopyState: Equatable {
        /// No footer of this layout: never written, or not this layout.
        case absent
        case damaged
        case valid(counter: UInt32)
    }

    static func state(_ bytes: [UInt8], _ layout: Layout, copy: Int) -> CopyState {
        let base = copy * layout.copySize, footer = base + layout.footer
        guard bytes.u32(at: footer + 8) == magic else { return .absent }
        guard CRC16.ccitt(bytes, from: base + layout.table, count: layout.tableSize) == bytes.u16(at: footer + 0xE) else {
            return .damaged
        }
        for (index, block) in layout.blocks.enumerated() {
            let crc = CRC16.ccitt(bytes, from: base + block.offset, count: block.length)
            let tail = base + block.offset + block.length
            guard crc == bytes.u16(at: tail + 2), crc == bytes.u16(at: base + layout.table + 2 * index) else { return .damaged }
        }
        return .valid(counter: bytes.u32(at: footer))
    }

    /// The contents of a 512 KiB save, or nil if no generation 5 layout wrote it. Of two whole copies the one with
    /// the higher save counter is read (a counter that wrapped to 0 counts as the newer); if one is damaged, the
    /// other, and the reader is told. Footers of a layout with no whole copy make the save damaged, unless another
    /// layout reads it.
    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents? {
        var damaged: SaveFamily?
        for layout in layouts {
            switch (state(bytes, layout, copy: 0), state(bytes, layout, copy: 1)) {
            case (.absent, .absent):
                continue
            case (.valid(let main), .valid(let backup)):
                return contents(bytes, layout, copy: SaveCounter.compare(backup, main) > 0 ? 1 : 0, readOlderCopy: false)
            case (.valid, let other):
                return contents(bytes, layout, copy: 0, readOlderCopy: other == .damaged)
            case (let other, .valid):
                return contents(bytes, layout, copy: 1, readOlderCopy: other == .damaged)
            default:
                damaged = damaged ?? layout.family
            }
        }
        if let damaged { throw .copiesDamaged(damaged) }
        return nil
    }

    static func contents(_ bytes: [UInt8], _ layout: Layout, copy: Int, readOlderCopy: Bool) -> SaveContents {
        let base = copy * layout.copySize
        let dex = base + layout.pokedex
        // Zukan5: a magic and a word of flags, then the caught flags and four seen regions (male, female, and
        // their shiny twins) of 0x54 bytes each.
        var seen = Set<Int>()
        for region in 0..<4 { seen.formUnion(bytes.flaggedSpecies(at: dex + 0x5C + region * 0x54, upTo: lastSpecies)) }
        let partyCount = min(Int(bytes[base + party + 4]), 6)
        let partyPokemon = (0..<partyCount).compactMap {
            DSPokemon.decode(bytes, at: base + party + 8 + $0 * partySlotSize, lastSpecies: lastSpecies)
        }
        var boxed: [HeldPokemon] = []
        for box in 0..<boxCount {
            for slot in 0..<30 {
                let offset = base + layout.blocks[1 + box].offset + slot * DSPokemon.storedSize
                if let pokemon = DSPokemon.decode(bytes, at: offset, lastSpecies: lastSpecies) { boxed.append(pokemon) }
            }
        }
        return SaveContents(
            family: layout.family, owned: bytes.flaggedSpecies(at: dex + 8, upTo: lastSpecies), seen: seen.sorted(),
            party: partyPokemon, boxes: boxed, readOlderCopy: readOlderCopy)
    }
}

/// Generation 4: 512 KiB of flash in two partitions of 256 KiB, each with a general block (the player, the party,
/// the Pokédex) at its start and a storage block (the PC boxes) after it. Each block ends in a footer the game checks
/// on loading: counters, the block's size, a magic number, the block's id and a CRC16-CCITT of the data before the
/// footer. The game saves into the partitions in turn, so a save cut off half-way leaves the other one whole.
/// Sources: pret/pokeplatinum src/savedata.c, include/savedata.h (Diamond/Pearl's and Platinum's footer and choice;
/// pret/pokediamond arm9/src/save.c is the same), pret/pokeheartgold src/save.c, include/save.h (HeartGold/
/// SoulSilver's); PKHeX PKHeX.Core/Saves/SAV4.cs, SAV4DP.cs, SAV4Pt.cs, SAV4HGSS.cs, SAV4Sinnoh.cs (the offsets).
enum Gen4Save {
    static let partitionSize = 0x40000
    /// The footer's magic: 0x20060623 in Japanese and western games, 0x20070903 in Korean ones (same layout).
    static let magics: Set<UInt32> = [0x2006_0623, 0x2007_0903]

    /// Where one family keeps its blocks and what dex reads in them. Offsets are into a partition.
    struct Layout: Sendable {
        let family: SaveFamily
        let generalSize: Int
        let storageStart: Int
        let storageSize: Int
        /// Diamond/Pearl and Platinum keep a save counter and a block counter in a 20-byte footer; HeartGold/
        /// SoulSilver one counter in a 16-byte footer. Both end in size, magic, block id, CRC.
        let twoCounters: Bool
        /// The party count (the Pokémon follow it, 236 bytes each) and the Pokédex, in the general block.
        let partyCount: Int
        let pokedex: Int
        /// Box 1 in the storage block, and the distance between boxes (30 Pokémon of 136 bytes, padded in HGSS).
        let firstBox: Int
        let boxStride: Int

        var footerSize: Int { twoCounters ? 0x14 : 0x10 }
        func start(of block: Int) -> Int { block == 0 ? 0 : storageStart }
        func size(of block: Int) -> Int { block == 0 ? generalSize : storageSize }
    }

    static let diamondPearl = Layout(
        family: .diamondPearl, generalSize: 0xC100, storageStart: 0xC100, storageSize: 0x121E0, twoCounters: true,
        partyCount: 0x94, pokedex: 0x12DC, firstBox: 4, boxStride: 0xFF0)
    static let platinum = Layout(
        family: .platinum, generalSize: 0xCF2C, storageStart: 0xCF2C, storageSize: 0x121E4, twoCounters: true,
        partyCount: 0x9C, pokedex: 0x1328, firstBox: 4, boxStride: 0xFF0)
    static let heartGoldSoulSilver = Layout(
        family: .heartGoldSoulSilver, generalSize: 0xF628, storageStart: 0xF700, storageSize: 0x12310, twoCounters: false,
        partyCount: 0x94, pokedex: 0x12B8, firstBox: 0, boxStride: 0x1000)
    static let layouts = [diamondPearl, platinum, heartGoldSoulSilver]

    static let boxes = 18
    static let partySlotSize = 236
    static let lastSpecies = 493

    /// What the footer of one copy of one block says.
    struct BlockCheck: Equatable, Sendable {
        /// The footer carries the layout's size, a known magic and the block's id: this layout wrote it.
        var recognised: Bool
        /// …and its CRC matches the data.
        var valid: Bool
        var saveCounter: UInt32
        var blockCounter: UInt32
    }

    /// Reads the footer of one copy of one block. Counted back from the block's end: the CRC at -2, the block id at
    /// -4, the magic at -8, the size at -0xC, then the counters.
    static func check(_ bytes: [UInt8], _ layout: Layout, block: Int, partition: Int) -> BlockCheck {
        let size = layout.size(of: block)
        let end = partition * partitionSize + layout.start(of: block) + size
        let id = layout.twoCounters ? Int(bytes[end - 4]) : Int(bytes.u16(at: end - 4))
        let recognised = Int(bytes.u32(at: end - 0xC)) == size && magics.contains(bytes.u32(at: end - 8)) && id == block
        let crc = { CRC16.ccitt(bytes, from: end - size, count: size - layout.footerSize) }
        return BlockCheck(
            recognised: recognised, valid: recognised && crc() == bytes.u16(at: end - 2),
            saveCounter: bytes.u32(at: end - layout.footerSize),
            blockCounter: layout.twoCounters ? bytes.u32(at: end - 0x10) : 0)
    }

    /// The contents of a 512 KiB save, or nil if no generation 4 layout wrote it. A layout whose footers are there
    /// but whose copies the game could not load makes the save damaged, unless another layout reads it.
    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents? {
        var damaged: SaveFamily?
        for layout in layouts {
            let general = (0..<2).map { check(bytes, layout, block: 0, partition: $0) }
            let storage = (0..<2).map { check(bytes, layout, block: 1, partition: $0) }
            guard (general + storage).contains(where: \.recognised) else { continue }
            let choice =
                layout.twoCounters
                ? Gen4CopyChoice.sinnoh(general: general, storage: storage)
                : Gen4CopyChoice.johto(general: general, storage: storage)
            if let choice { return contents(bytes, layout, choice) }
            damaged = damaged ?? layout.family
        }
        if let damaged { throw .copiesDamaged(damaged) }
        return nil
    }

    static func contents(_ bytes: [UInt8], _ layout: Layout, _ choice: Gen4CopyChoice) -> SaveContents {
        let general = choice.general * partitionSize
        let storage = choice.storage * partitionSize + layout.storageStart
        let dex = general + layout.pokedex
        let caught = Set(bytes.flaggedSpecies(at: dex + 4, upTo: lastSpecies))
        let seen = bytes.flaggedSpecies(at: dex + 4 + 0x40, upTo: lastSpecies)
        let partyCount = min(Int(bytes[general + layout.partyCount]), 6)
        let party = (0..<partyCount).compactMap {
            DSPokemon.decode(bytes, at: general + layout.partyCount + 4 + $0 * partySlotSize, lastSpecies: lastSpecies)
        }
        var boxed: [HeldPokemon] = []
        for box in 0..<boxes {
            for slot in 0..<30 {
                let offset = storage + layout.firstBox + box * layout.boxStride + slot * DSPokemon.storedSize
                if let pokemon = DSPokemon.decode(bytes, at: offset, lastSpecies: lastSpecies) { boxed.append(pokemon) }
            }
        }
        // The game counts a species caught only when its seen flag is set too (pret/pokeplatinum src/pokedex.c,
        // Pokedex_HasCaughtSpecies).
        return SaveContents(
            family: layout.family, owned: seen.filter(caught.contains), seen: seen, party: party, boxes: boxed,
            readOlderCopy: choice.readOlderCopy)
    }
}

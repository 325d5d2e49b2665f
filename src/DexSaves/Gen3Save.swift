/// Generation 3: 128 KiB of flash in 4 KiB sectors. Sectors 0–13 and 14–27 each hold one whole copy of the
/// game (a "slot"); the game writes the slots in turn, so a save interrupted half-way leaves the previous
/// copy whole. Each sector holds 3968 bytes of one section's data and a footer: the section's id (0–13) at
/// 0xFF4, a 16-bit checksum at 0xFF6, the signature 0x08012025 at 0xFF8 and the save counter at 0xFFC.
/// The sections rotate among a slot's sectors from save to save, so they are found by id.
/// Some emulators keep only the first 64 KiB (they give the game a flash chip of half the size): the first slot
/// alone, which is then the only copy.
enum Gen3Save {
    static let size = 0x20000
    static let halfSize = 0x10000
    static let sectorSize = 0x1000
    static let sectionDataSize = 3968
    static let sectionsPerSlot = 14
    static let signature: UInt32 = 0x0801_2025

    /// A slot's sections: the file offset of section `id` is `sectors[id]`.
    struct Slot {
        var sectors: [Int]
        var counter: UInt32
    }

    enum SlotState {
        case empty
        case damaged
        case valid(Slot)
    }

    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents {
        let first = slot(0, in: bytes)
        if bytes.count < size {
            switch first {
            case .valid(let only): return contents(bytes, only, readOlderCopy: false)
            case .damaged: throw .onlyCopyDamaged
            case .empty:
                let blank =
                    bytes.all(0xFF, in: 0..<sectionsPerSlot * sectorSize) || bytes.all(0x00, in: 0..<sectionsPerSlot * sectorSize)
                throw blank ? .empty : .notASave
            }
        }
        let second = slot(1, in: bytes)
        let chosen: Slot
        var readOlderCopy = false
        switch (first, second) {
        case (.valid(let a), .valid(let b)):
            chosen = isNewer(b.counter, than: a.counter) ? b : a
        case (.valid(let only), let other), (let other, .valid(let only)):
            chosen = only
            if case .damaged = other { readOlderCopy = true }
        case (.empty, .empty):
            let blank =
                bytes.all(0xFF, in: 0..<2 * sectionsPerSlot * sectorSize)
                || bytes.all(0x00, in: 0..<2 * sectionsPerSlot * sectorSize)
            throw blank ? .empty : .notASave
        default:
            throw .bothCopiesDamaged
        }
        return contents(bytes, chosen, readOlderCopy: readOlderCopy)
    }

    /// A slot is valid when all 14 sections carry the signature and a checksum that matches; a slot with no
    /// signature at all was never written.
    static func slot(_ index: Int, in bytes: [UInt8]) -> SlotState {
        var sectors = [Int](repeating: -1, count: sectionsPerSlot)
        var signed = false
        var counter: UInt32 = 0
        for sector in 0..<sectionsPerSlot {
            let offset = (index * sectionsPerSlot + sector) * sectorSize
            guard bytes.u32(at: offset + 0xFF8) == signature else { continue }
            signed = true
            let id = Int(bytes.u16(at: offset + 0xFF4))
            guard id < sectionsPerSlot, bytes.u16(at: offset + 0xFF6) == checksum(bytes, sector: offset) else { continue }
            sectors[id] = offset
            counter = bytes.u32(at: offset + 0xFFC)
        }
        if !signed { return .empty }
        return sectors.contains(-1) ? .damaged : .valid(Slot(sectors: sectors, counter: counter))
    }

    /// The 32-bit sum of the section's data as little-endian words, folded to 16 bits. The game sums only the
    /// bytes its structure fills and leaves the rest of the 3968 zero, so summing all of them gives the same.
    static func checksum(_ bytes: [UInt8], sector offset: Int) -> UInt16 {
        var sum: UInt32 = 0
        for word in stride(from: offset, to: offset + sectionDataSize, by: 4) { sum &+= bytes.u32(at: word) }
        return UInt16(truncatingIfNeeded: (sum >> 16) &+ sum)
    }

    /// The counter grows by one at each save; like the game, a counter that wrapped from 0xFFFFFFFF to 0
    /// counts as the newer.
    static func isNewer(_ a: UInt32, than b: UInt32) -> Bool {
        if (a == 0 && b == .max) || (a == .max && b == 0) { return a &+ 1 > b &+ 1 }
        return a > b
    }

    /// The data of sections `ids`, one after the other, as the game joins them back into one structure.
    static func joined(_ bytes: [UInt8], _ slot: Slot, _ ids: ClosedRange<Int>) -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(ids.count * sectionDataSize)
        for id in ids { data += bytes[slot.sectors[id]..<(slot.sectors[id] + sectionDataSize)] }
        return data
    }

    /// Where each family keeps, in SaveBlock1, the two copies of the "seen" flags and the Day Care's two Pokémon
    /// (PKHeX SaveBlock3LargeRS/E/FRLG: SeenOffset2, SeenOffset3, DaycareOffset, DaycareSlotSize; pret/pokeemerald
    /// include/global.h, seen1, seen2 and daycare).
    struct WorldLayout {
        let partyCount: Int
        let seenCopies: (Int, Int)
        let dayCare: Int
        let dayCareStride: Int
        /// Where VAR_STARTER_MON is kept (the event variables, 2 bytes each from VARS_START 0x4000) and the national
        /// numbers of the starters it numbers 0, 1 and 2 (pret/pokeemerald and pret/pokeruby include/constants/vars.h,
        /// 0x4023: Treecko, Torchic, Mudkip; pret/pokefirered, 0x4031: Bulbasaur, Squirtle, Charmander; PKHeX's
        /// EventWork offsets).
        let starterVariable: Int
        let starters: [Int]

        static func of(_ family: SaveFamily) -> WorldLayout {
            switch family {
            case .fireRedLeafGreen:
                WorldLayout(
                    partyCount: 0x34, seenCopies: (0x5F8, 0x3A18), dayCare: 0x2F80, dayCareStride: 0x8C,
                    starterVariable: 0x1000 + 2 * 0x31, starters: [1, 7, 4])
            case .emerald:
                WorldLayout(
                    partyCount: 0x234, seenCopies: (0x988, 0x3B24), dayCare: 0x3030, dayCareStride: 0x8C,
                    starterVariable: 0x139C + 2 * 0x23, starters: [252, 255, 258])
            default:
                WorldLayout(
                    partyCount: 0x234, seenCopies: (0x938, 0x3A8C), dayCare: 0x2F9C, dayCareStride: 80,
                    starterVariable: 0x1340 + 2 * 0x23, starters: [252, 255, 258])
            }
        }
    }

    static func contents(_ bytes: [UInt8], _ slot: Slot, readOlderCopy: Bool) -> SaveContents {
        let trainer = joined(bytes, slot, 0...0)  // SaveBlock2: the player, options, Pokédex
        let world = joined(bytes, slot, 1...4)  // SaveBlock1: the party among much else
        let storage = joined(bytes, slot, 5...13)  // the PC: current box number, then 14 boxes of 30
        let family = family(trainer)
        let layout = WorldLayout.of(family)
        let partyCount = min(Int(world[layout.partyCount]), 6)
        let party = (0..<partyCount).compactMap { Gen3Pokemon.held(world, at: layout.partyCount + 4 + $0 * 100, family: family) }
        let boxes = (0..<(14 * 30)).compactMap { Gen3Pokemon.held(storage, at: 4 + $0 * 80, family: family) }
        let dayCare = (0..<2).compactMap {
            Gen3Pokemon.held(world, at: layout.dayCare + $0 * layout.dayCareStride, family: family)
        }
        let flags = pokedex(trainer: trainer, world: world, layout)
        // The variable is 0 until the choice too: the starter counts only once the Pokédex has it.
        let choice = Int(world.u16(at: layout.starterVariable))
        let starter = choice < 3 && flags.owned.contains(layout.starters[choice]) ? layout.starters[choice] : nil
        return SaveContents(
            family: family, owned: flags.owned, seen: flags.seen, party: party, boxes: boxes, dayCare: dayCare,
            readOlderCopy: readOlderCopy, flagsInDisagreement: flags.disagreeing, starter: starter)
    }

    /// The Pokédex as the game counts it (pret/pokeemerald src/pokedex.c, GetSetPokedexFlag; pret/pokefirered
    /// src/pokedex.c, the same): a species is seen when its "seen" flag and both copies in SaveBlock1 are set, and
    /// caught when its "owned" flag is set as well. A flag set without the others is one the game clears when it
    /// next reads it, and is reported.
    static func pokedex(trainer: [UInt8], world: [UInt8], _ layout: WorldLayout) -> (
        owned: [Int], seen: [Int], disagreeing: [Int]
    ) {
        let owned = Set(trainer.flaggedSpecies(at: 0x28, upTo: 386)), seen = Set(trainer.flaggedSpecies(at: 0x5C, upTo: 386))
        let copies = Set(world.flaggedSpecies(at: layout.seenCopies.0, upTo: 386))
            .intersection(world.flaggedSpecies(at: layout.seenCopies.1, upTo: 386))
        let counted = seen.intersection(copies)
        return (
            owned.intersection(counted).sorted(), counted.sorted(),
            owned.union(seen).subtracting(counted).sorted()
        )
    }

    /// The word at 0xAC of SaveBlock2 tells the layouts apart: FireRed/LeafGreen keep the fixed value 1
    /// there, Emerald its random encryption key, Ruby/Sapphire Battle Tower data that is 0 until used and
    /// a structure that ends at 0x890, while Emerald's goes on to 0xF2C.
    static func family(_ trainer: [UInt8]) -> SaveFamily {
        switch trainer.u32(at: 0xAC) {
        case 1: return .fireRedLeafGreen
        case 0: return .rubySapphire
        default: return trainer.all(0, in: 0x890..<0xF2C) ? .rubySapphire : .emerald
        }
    }
}

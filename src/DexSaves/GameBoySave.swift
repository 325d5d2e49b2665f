/// Generations 1 and 2: the cartridge's 32 KiB of battery RAM, four 8 KiB banks. Bank 1 (from 0x2000) holds
/// the game data under one checksum; banks 2 and 3 hold the PC boxes. The layouts below are the western
/// (English, French, German, Italian, Spanish) ones; Japanese and Korean saves are recognised and refused.
enum GameBoySave {
    static let size = 0x8000

    /// Where a version keeps its checksum, and which bytes it covers.
    struct Checksum {
        let covered: ClosedRange<Int>
        let offset: Int
        /// Generation 1 stores the complement of the 8-bit sum; generation 2 the 16-bit sum, little-endian.
        let eightBitComplement: Bool

        func matches(_ bytes: [UInt8]) -> Bool {
            var sum = 0
            for index in covered { sum &+= Int(bytes[index]) }
            if eightBitComplement { return UInt8(truncatingIfNeeded: ~sum) == bytes[offset] }
            return UInt16(truncatingIfNeeded: sum) == bytes.u16(at: offset)
        }
    }

    /// Where one version keeps what dex reads. Offsets are into the file.
    struct Layout {
        let family: SaveFamily
        let checksum: Checksum
        let owned: Int
        let seen: Int
        let party: Int
        let currentBox: Int
        let currentBoxNumber: Int
        let boxSlots: Int
        /// Where each PC box is kept in banks 2 and 3.
        let boxOffsets: [Int]
        /// The Day Care: generation 1's one Pokémon, generation 2's two.
        let dayCare: DayCare
        /// Generation 2: where the game keeps its backup copy of the checksummed data.
        let backup: Backup?

        /// Whether the party and current-box lists are well formed: a count no larger than the list holds,
        /// and the 0xFF that ends the species list right after the last one.
        func listsAreWellFormed(_ bytes: [UInt8]) -> Bool {
            GameBoySave.listCount(bytes, at: party, capacity: 6) != nil
                && GameBoySave.listCount(bytes, at: currentBox, capacity: boxSlots) != nil
        }
    }

    /// Where a version keeps the Pokémon left at the Day Care: for each one, the byte whose bit 0 says the slot is
    /// in use, and the Pokémon's box structure (its species first). Generation 1 stores 1 there; generation 2 sets
    /// bit 0 among others (pret/pokecrystal ram/wram.asm, wDayCareMan and wDayCareLady).
    struct DayCare {
        let slots: [(inUse: Int, structure: Int)]

        /// Generation 1: wDayCareInUse, then the nickname and trainer name (11 bytes each), then the Pokémon.
        static func gen1(at offset: Int) -> DayCare { DayCare(slots: [(offset, offset + 23)]) }

        /// Generation 2: after the Unown Pokédex (26 letters and two bytes) that follows the seen flags, the man's
        /// flags, his Pokémon's nickname, trainer name and box structure (32 bytes), then the lady's flags, two
        /// bytes of breeding state, and her Pokémon's.
        static func gen2(seen: Int) -> DayCare {
            let man = seen + 32 + 26 + 2
            let lady = man + 1 + 22 + 32
            return DayCare(slots: [(man, man + 23), (lady, lady + 3 + 22)])
        }
    }

    /// Generation 2's backup copy: the game saves its data twice and, when the main copy fails its checksum, loads
    /// the backup instead (pret/pokecrystal engine/menus/save.asm, TryLoadSaveFile). Crystal keeps the copy in one
    /// piece in bank 0; Gold and Silver in five pieces across banks 0, 1 and 3 (PKHeX SAV2.cs).
    struct Backup {
        /// Where each piece of the main data (from `main`, `count` bytes) is copied.
        let pieces: [(main: Int, copy: Int, count: Int)]
        let checksum: Int

        /// The file with the backup copy put back in place of the main one, if the copy's checksum matches.
        func restored(_ bytes: [UInt8]) -> [UInt8]? {
            var sum: UInt16 = 0
            for piece in pieces {
                for index in piece.copy..<(piece.copy + piece.count) { sum &+= UInt16(bytes[index]) }
            }
            guard sum == bytes.u16(at: checksum) else { return nil }
            var restored = bytes
            for piece in pieces {
                restored.replaceSubrange(
                    piece.main..<(piece.main + piece.count), with: bytes[piece.copy..<(piece.copy + piece.count)])
            }
            return restored
        }
    }

    /// The count of a Pokémon list (count byte, species bytes, 0xFF), or nil if the list is not well formed.
    static func listCount(_ bytes: [UInt8], at offset: Int, capacity: Int) -> Int? {
        let count = Int(bytes[offset])
        guard count <= capacity, bytes[offset + 1 + count] == 0xFF else { return nil }
        return count
    }

    /// The species bytes of a well-formed list, else none.
    static func listSpecies(_ bytes: [UInt8], at offset: Int, capacity: Int) -> ArraySlice<UInt8> {
        guard let count = listCount(bytes, at: offset, capacity: capacity) else { return [] }
        return bytes[(offset + 1)..<(offset + 1 + count)]
    }

    /// Boxes 1–6 (1–7 in generation 2) fill bank 2 and the rest bank 3, one after the other.
    static func boxOffsets(count: Int, perBank: Int, stride: Int) -> [Int] {
        (0..<count).map { box in box < perBank ? 0x4000 + box * stride : 0x6000 + (box - perBank) * stride }
    }

    static let redBlueYellow = Layout(
        family: .redBlueYellow, checksum: Checksum(covered: 0x2598...0x3522, offset: 0x3523, eightBitComplement: true),
        owned: 0x25A3, seen: 0x25B6, party: 0x2F2C, currentBox: 0x30C0, currentBoxNumber: 0x284C, boxSlots: 20,
        boxOffsets: boxOffsets(count: 12, perBank: 6, stride: 0x462), dayCare: .gen1(at: 0x2CF4), backup: nil)
    static let goldSilver = Layout(
        family: .goldSilver, checksum: Checksum(covered: 0x2009...0x2D68, offset: 0x2D69, eightBitComplement: false),
        owned: 0x2A4C, seen: 0x2A6C, party: 0x288A, currentBox: 0x2D6C, currentBoxNumber: 0x2724, boxSlots: 20,
        boxOffsets: boxOffsets(count: 14, perBank: 7, stride: 0x450), dayCare: .gen2(seen: 0x2A6C),
        backup: Backup(
            pieces: [
                (0x2009, 0x15C7, 0x226), (0x222F, 0x3D69, 0x1AA), (0x23D9, 0x0C6B, 0x47D), (0x2856, 0x7E39, 0x34),
                (0x288A, 0x10E8, 0x4DF),
            ], checksum: 0x7E6D))
    static let crystal = Layout(
        family: .crystal, checksum: Checksum(covered: 0x2009...0x2B82, offset: 0x2D0D, eightBitComplement: false),
        owned: 0x2A27, seen: 0x2A47, party: 0x2865, currentBox: 0x2D10, currentBoxNumber: 0x2700, boxSlots: 20,
        boxOffsets: boxOffsets(count: 14, perBank: 7, stride: 0x450), dayCare: .gen2(seen: 0x2A47),
        backup: Backup(pieces: [(0x2009, 0x1209, 0xB7A)], checksum: 0x1F0D))

    /// Recognised only to be refused by name: the family, its checksum, and where its party list is.
    static let japanese: [(SaveFamily, Checksum, party: Int)] = [
        (.redBlueYellow, Checksum(covered: 0x2598...0x3593, offset: 0x3594, eightBitComplement: true), 0x2ED5),
        (.goldSilver, Checksum(covered: 0x2009...0x2C8B, offset: 0x2D0D, eightBitComplement: false), 0x283E),
        (.crystal, Checksum(covered: 0x2009...0x2AE2, offset: 0x2D0D, eightBitComplement: false), 0x281A),
    ]
    static let korean = Checksum(covered: 0x2009...0x2DAA, offset: 0x2DAB, eightBitComplement: false)

    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents {
        if bytes.all(0x00, in: 0x2000..<0x4000) || bytes.all(0xFF, in: 0x2000..<0x4000) { throw .empty }
        // Generation 2's 16-bit sums first: a generation 2 save passes generation 1's 8-bit check one time in 256.
        let western = [goldSilver, crystal, redBlueYellow]
        if let layout = western.first(where: { $0.checksum.matches(bytes) && $0.listsAreWellFormed(bytes) }) {
            return contents(bytes, layout)
        }
        for (family, checksum, party) in japanese where checksum.matches(bytes) && listCount(bytes, at: party, capacity: 6) != nil
        {
            throw .japanese(family)
        }
        if korean.matches(bytes) { throw .korean }
        for layout in [goldSilver, crystal] {
            if let restored = layout.backup?.restored(bytes), layout.listsAreWellFormed(restored) {
                var backup = contents(restored, layout)
                backup.readBackupCopy = true
                return backup
            }
        }
        if let layout = western.reversed().first(where: { $0.listsAreWellFormed(bytes) }) { throw .badChecksum(layout.family) }
        throw .notASave
    }

    static func contents(_ bytes: [UInt8], _ layout: Layout) -> SaveContents {
        let last = layout.family.lastSpecies
        let party = pokemonList(bytes, at: layout.party, capacity: 6, structureSize: 48, layout)
        var boxes: [HeldPokemon] = []
        for offset in boxListOffsets(bytes, layout) {
            boxes += pokemonList(
                bytes, at: offset, capacity: layout.boxSlots, structureSize: layout.family.generation == 1 ? 33 : 32, layout)
        }
        let dayCare = layout.dayCare.slots.compactMap { slot -> HeldPokemon? in
            guard bytes[slot.inUse] & 1 != 0, let species = national(bytes[slot.structure], layout) else { return nil }
            return GameBoyPokemon.held(species: species, generation: layout.family.generation, bytes, structureAt: slot.structure)
        }
        // Generation 1 records the starter's internal index in wPlayerStarter (PKHeX SAV1Offsets.Starter); a
        // save made before the choice holds 0 there, no species.
        let starter = layout.family.generation == 1 ? Gen1Species.national(bytes[0x29C3]) : nil
        return SaveContents(
            family: layout.family,
            owned: bytes.flaggedSpecies(at: layout.owned, upTo: last),
            seen: bytes.flaggedSpecies(at: layout.seen, upTo: last),
            party: party,
            boxes: boxes,
            dayCare: dayCare,
            starter: starter)
    }

    /// A well-formed list's Pokémon (eggs and unused indices left out): the species bytes, then one structure
    /// each after the list's 0xFF.
    static func pokemonList(_ bytes: [UInt8], at offset: Int, capacity: Int, structureSize: Int, _ layout: Layout)
        -> [HeldPokemon]
    {
        let structures = offset + 1 + capacity + 1
        return listSpecies(bytes, at: offset, capacity: capacity).enumerated().compactMap { slot, index in
            national(index, layout).map {
                GameBoyPokemon.held(
                    species: $0, generation: layout.family.generation, bytes, structureAt: structures + slot * structureSize)
            }
        }
    }

    static func national(_ index: UInt8, _ layout: Layout) -> Int? {
        layout.family.generation == 1 ? Gen1Species.national(index) : gen2National(index)
    }

    /// Generation 2 stores species by dex number; 0xFD in a list is an egg.
    static func gen2National(_ index: UInt8) -> Int? {
        (1...251).contains(Int(index)) ? Int(index) : nil
    }

    /// Generation 2 copies the current box into its place in banks 2–3 at every save, so those are read.
    /// Generation 1 keeps the current box only in bank 1, and its banked boxes hold data only once the player
    /// has first changed boxes (the high bit of the box number).
    static func boxListOffsets(_ bytes: [UInt8], _ layout: Layout) -> [Int] {
        guard layout.family.generation == 1 else { return layout.boxOffsets }
        let current = Int(bytes[layout.currentBoxNumber] & 0x7F)
        let banksInUse = bytes[layout.currentBoxNumber] & 0x80 != 0
        return layout.boxOffsets.enumerated().compactMap { box, offset in
            box == current ? layout.currentBox : (banksInUse ? offset : nil)
        }
    }
}

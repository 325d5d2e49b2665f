/// Writes a generation 3 save (128 KiB of flash) from the layout documented by pret/pokefirered and
/// pret/pokeemerald (include/save.h, src/save.c, include/global.h, src/pokemon.c) and PKHeX's SAV3: two
/// slots of 14 sections, each with its id, checksum, signature and save counter, the Pokédex in section 0,
/// the party in sections 1–4, the PC boxes in sections 5–13, and every Pokémon encrypted and shuffled as
/// the game stores it.
public struct Gen3SaveWriter: Sendable {
    public enum Version: Sendable { case rubySapphire, emerald, fireRedLeafGreen }

    public struct Pokemon: Sendable {
        /// The game's internal species number (1–251 are dex numbers; 277–411 the Hoenn species).
        public var species: UInt16
        public var personality: UInt32
        public var trainerId: UInt32
        public var egg: Bool

        public init(species: UInt16, personality: UInt32 = 0x9C40_F00D, trainerId: UInt32 = 0x0001_E240, egg: Bool = false) {
            self.species = species
            self.personality = personality
            self.trainerId = trainerId
            self.egg = egg
        }
    }

    public var version: Version
    public var owned: [Int] = []
    public var seen: [Int] = []
    public var party: [Pokemon] = []
    /// PC slot (0–419: box × 30 + position) → Pokémon.
    public var boxes: [Int: Pokemon] = [:]
    /// A Japanese save: a five-character name, which leaves bytes 6–7 of section 0 zero.
    public var japanese = false
    /// The two copies of the "seen" flags in SaveBlock1; nil: the same as the seen flags (`seen` and `owned`), as the
    /// game keeps them.
    public var seenCopies: ([Int], [Int])?
    /// VAR_STARTER_MON: which of the three starters the player chose (0 before the choice).
    public var starterChoice: UInt16 = 0
    /// The Pokémon left at the Day Care (at most two).
    public var dayCare: [Pokemon] = []

    public init(_ version: Version) { self.version = version }

    static let sectionDataSize = 3968
    static let signature: UInt32 = 0x0801_2025

    /// How many bytes of each section the game's structures fill (and its checksum covers).
    var sectionSizes: [Int] {
        let trainer =
            switch version {
            case .rubySapphire: 0x890;
            case .emerald: 0xF2C;
            case .fireRedLeafGreen: 0xF24
            }
        let world =
            switch version {
            case .rubySapphire: 0xC40;
            case .emerald: 0xF08;
            case .fireRedLeafGreen: 0xEE8
            }
        return [trainer, 0xF80, 0xF80, 0xF80, world] + Array(repeating: 0xF80, count: 8) + [0x7D0]
    }

    /// A whole file: `first` in sectors 0–13, `second` in 14–27, 0xFF (erased flash) where a slot is nil and
    /// in the four sectors after the slots.
    public static func file(first: [UInt8]?, second: [UInt8]?) -> [UInt8] {
        var file = [UInt8](repeating: 0xFF, count: 0x20000)
        if let first { file.replaceSubrange(0..<0xE000, with: first) }
        if let second { file.replaceSubrange(0xE000..<0x1C000, with: second) }
        return file
    }

    /// A file holding this save once, in the first slot.
    public func bytes(counter: UInt32 = 7) -> [UInt8] { Self.file(first: slot(counter: counter), second: nil) }

    /// A 64 KiB file, as emulators that give the game half the flash keep it: the first slot, then two erased sectors.
    public func halfSizeBytes(counter: UInt32 = 7) -> [UInt8] {
        slot(counter: counter) + [UInt8](repeating: 0xFF, count: 2 * 0x1000)
    }

    /// One slot's 14 sectors, the sections rotated by `rotation` as the game does from save to save.
    public func slot(counter: UInt32, rotation: Int = 3) -> [UInt8] {
        let sections = sectionData()
        var slot = [UInt8](repeating: 0, count: 14 * 0x1000)
        for sector in 0..<14 {
            let id = (sector + rotation) % 14
            let base = sector * 0x1000
            slot.replaceSubrange(base..<(base + Self.sectionDataSize), with: sections[id])
            let summed = sections[id][..<sectionSizes[id]]
            var sum: UInt32 = 0
            for word in stride(from: 0, to: summed.count, by: 4) { sum &+= Array(summed[word..<(word + 4)]).get32(at: 0) }
            slot.put16(UInt16(id), at: base + 0xFF4)
            slot.put16(UInt16(truncatingIfNeeded: (sum >> 16) &+ sum), at: base + 0xFF6)
            slot.put32(Self.signature, at: base + 0xFF8)
            slot.put32(counter, at: base + 0xFFC)
        }
        return slot
    }

    /// Breaks one section of a slot in a file (0 or 1): a data byte changes and its checksum no longer matches.
    public static func damage(_ file: inout [UInt8], slot: Int, sector: Int = 5) {
        file[slot * 0xE000 + sector * 0x1000 + 0x10] ^= 0x5A
    }

    /// The data of sections 0–13, each padded with zeros to 3968 bytes.
    func sectionData() -> [[UInt8]] {
        var trainer = [UInt8](repeating: 0, count: Self.sectionDataSize)
        // Player name "RED" (or a five-character Japanese one) in the game's character set, 0xFF-terminated.
        let name: [UInt8] = japanese ? [0x51, 0x52, 0x53, 0x54, 0x55, 0xFF] : [0xCC, 0xBF, 0xBE, 0xFF, 0, 0, 0x10, 0x20]
        trainer.replaceSubrange(0..<name.count, with: name)
        trainer.putFlags(owned, at: 0x28)
        // Catching a Pokémon sets its seen flags too, as the game's GetSetPokedexFlag does.
        let seenFlags = Array(Set(seen + owned))
        trainer.putFlags(seenFlags, at: 0x5C)
        switch version {
        case .fireRedLeafGreen: trainer.put32(1, at: 0xAC)
        case .emerald:
            trainer.put32(0x5EED_CAFE, at: 0xAC)  // the encryption key
            trainer[0xE00] = 0x2A  // Battle Frontier records, past Ruby/Sapphire's 0x890 bytes
        case .rubySapphire: break
        }

        var world = [UInt8](repeating: 0, count: 4 * Self.sectionDataSize)
        // SaveBlock1's two copies of the seen flags and its Day Care (PKHeX SaveBlock3LargeRS/E/FRLG).
        let (seen1, seen2, dayCareOffset, dayCareStride) =
            switch version {
            case .rubySapphire: (0x938, 0x3A8C, 0x2F9C, 80)
            case .emerald: (0x988, 0x3B24, 0x3030, 0x8C)
            case .fireRedLeafGreen: (0x5F8, 0x3A18, 0x2F80, 0x8C)
            }
        let starterVariable =
            switch version {
            case .rubySapphire: 0x1340 + 2 * 0x23
            case .emerald: 0x139C + 2 * 0x23
            case .fireRedLeafGreen: 0x1000 + 2 * 0x31
            }
        world.put16(starterChoice, at: starterVariable)
        world.putFlags(seenCopies?.0 ?? seenFlags, at: seen1)
        world.putFlags(seenCopies?.1 ?? seenFlags, at: seen2)
        for (i, pokemon) in dayCare.enumerated() {
            let base = dayCareOffset + i * dayCareStride
            world.replaceSubrange(base..<(base + 80), with: Self.encoded(pokemon))
        }
        let partyCount = version == .fireRedLeafGreen ? 0x34 : 0x234
        world[partyCount] = UInt8(party.count)
        for (i, pokemon) in party.enumerated() {
            let base = partyCount + 4 + i * 100
            world.replaceSubrange(base..<(base + 80), with: Self.encoded(pokemon))
            world[base + 84] = 5  // level
        }

        var storage = [UInt8](repeating: 0, count: 9 * Self.sectionDataSize)
        for (slot, pokemon) in boxes {
            storage.replaceSubrange((4 + slot * 80)..<(4 + slot * 80 + 80), with: Self.encoded(pokemon))
        }
        let chunks = { (data: [UInt8], count: Int) in
            (0..<count).map { Array(data[($0 * Self.sectionDataSize)..<(($0 + 1) * Self.sectionDataSize)]) }
        }
        return [trainer] + chunks(world, 4) + chunks(storage, 9)
    }

    /// Positions of the growth, attacks, EVs and misc substructures for each personality % 24
    /// (pret/pokefirered src/pokemon.c, GetSubstruct).
    static let substructPositions: [[Int]] = [
        [0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 1, 3], [0, 3, 1, 2], [0, 2, 3, 1], [0, 3, 2, 1],
        [1, 0, 2, 3], [1, 0, 3, 2], [2, 0, 1, 3], [3, 0, 1, 2], [2, 0, 3, 1], [3, 0, 2, 1],
        [1, 2, 0, 3], [1, 3, 0, 2], [2, 1, 0, 3], [3, 1, 0, 2], [2, 3, 0, 1], [3, 2, 0, 1],
        [1, 2, 3, 0], [1, 3, 2, 0], [2, 1, 3, 0], [3, 1, 2, 0], [2, 3, 1, 0], [3, 2, 1, 0],
    ]

    /// The 80 bytes the game stores for one Pokémon.
    static func encoded(_ pokemon: Pokemon) -> [UInt8] {
        var plain = [[UInt8]](repeating: [UInt8](repeating: 0, count: 12), count: 4)
        plain[0].put16(pokemon.species, at: 0)
        plain[0].put32(135, at: 4)  // experience
        plain[0][9] = 70  // friendship
        plain[1].put16(33, at: 0)  // first move: Tackle
        plain[1][8] = 35  // its PP
        plain[3].put32((pokemon.egg ? 1 << 30 : 0) | 0x1F, at: 4)  // IVs, and the egg bit
        let order = substructPositions[Int(pokemon.personality % 24)]
        var data = [UInt8](repeating: 0, count: 48)
        for type in 0..<4 { data.replaceSubrange((order[type] * 12)..<(order[type] * 12 + 12), with: plain[type]) }
        var checksum: UInt16 = 0
        for half in stride(from: 0, to: 48, by: 2) { checksum &+= UInt16(data[half]) | UInt16(data[half + 1]) << 8 }
        let key = pokemon.personality ^ pokemon.trainerId
        for word in stride(from: 0, to: 48, by: 4) { data.put32(data.get32(at: word) ^ key, at: word) }

        var bytes = [UInt8](repeating: 0, count: 80)
        bytes.put32(pokemon.personality, at: 0)
        bytes.put32(pokemon.trainerId, at: 4)
        for i in 0..<10 { bytes[8 + i] = i < 4 ? 0xBB + UInt8(i) : 0xFF }  // nickname
        bytes[18] = 2  // language: English
        bytes[19] = 0b010 | (pokemon.egg ? 0b100 : 0)  // has species; is an egg
        bytes.put16(checksum, at: 28)
        bytes.replaceSubrange(32..<80, with: data)
        return bytes
    }
}

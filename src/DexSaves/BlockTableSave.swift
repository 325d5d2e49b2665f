/// The saves of X/Y, Omega Ruby/Alpha Sapphire, Sun/Moon and Ultra Sun/Ultra Moon (the 3DS file `main`): blocks
/// listed by a `BlockTable`. Which game wrote one is told by the trainer block (MyStatus6/MyStatus7: trainer id at
/// 0, secret id at 2, the game at 4) whose own CRC matches under that generation's checksum, never by the file's
/// size. Sources: PKHeX PKHeX.Core/Saves/Access/SaveBlockAccessor6XY.cs, SaveBlockAccessor6AO.cs,
/// SaveBlockAccessor7SM.cs, SaveBlockAccessor7USUM.cs (the block ids), Saves/SAV6.cs, SAV7.cs (party and boxes),
/// Saves/Substructures/Gen6/MyStatus6.cs, Gen7/MyStatus7.cs, PokeDex/Zukan6.cs, PokeDex/Zukan7.cs.
enum BlockTableSave: SaveReaderByContent {
    enum Checksum: Sendable {
        case ccitt
        case reflectedInverted

        func of(_ bytes: [UInt8], _ block: BlockTable.Block) -> UInt16 {
            switch self {
            case .ccitt: CRC16.ccitt(bytes, from: block.offset, count: block.length)
            case .reflectedInverted: ~ReflectedCRC16.crc(bytes, from: block.offset, count: block.length, initial: 0xFFFF)
            }
        }
    }

    struct Pokedex: Sendable {
        /// The caught flags, then four seen regions (male, female, and their shiny twins) of `regionSize` bytes.
        let caught: Int
        let seen: Int
        let regionSize: Int
        /// X/Y only: flags for species 1–649 obtained from generations 3–5, which the game counts as owned.
        let foreignOwned: Int?
    }

    struct Layout: Sendable {
        let family: SaveFamily
        /// The game byte of the trainer block and the manifest's slug for each.
        let versions: [UInt8: String]
        let checksum: Checksum
        let trainer: Int
        let party: Int
        let pokedexBlock: Int
        let boxes: Int
        let boxCount: Int
        let pokedex: Pokedex

        var lastSpecies: Int { family.lastSpecies }
        /// The bytes of the Pokédex block read.
        var pokedexLength: Int { pokedex.foreignOwned.map { $0 + 0x54 } ?? pokedex.seen + 4 * pokedex.regionSize }
    }

    static let gen6Pokedex = Pokedex(caught: 0x8, seen: 0x68, regionSize: 0x60, foreignOwned: nil)
    static let gen7Pokedex = Pokedex(caught: 0x88, seen: 0xF0, regionSize: 0x8C, foreignOwned: nil)

    static let layouts: [Layout] = [
        Layout(
            family: .xy, versions: [24: "x", 25: "y"], checksum: .ccitt, trainer: 17, party: 18, pokedexBlock: 20,
            boxes: 53, boxCount: 31, pokedex: Pokedex(caught: 0x8, seen: 0x68, regionSize: 0x60, foreignOwned: 0x64C)),
        Layout(
            family: .omegaRubyAlphaSapphire, versions: [26: "alpha-sapphire", 27: "omega-ruby"], checksum: .ccitt,
            trainer: 17, party: 18, pokedexBlock: 20, boxes: 56, boxCount: 31, pokedex: gen6Pokedex),
        Layout(
            family: .sunMoon, versions: [30: "sun", 31: "moon"], checksum: .reflectedInverted, trainer: 3, party: 4,
            pokedexBlock: 6, boxes: 14, boxCount: 32, pokedex: gen7Pokedex),
        Layout(
            family: .ultraSunUltraMoon, versions: [32: "ultra-sun", 33: "ultra-moon"], checksum: .reflectedInverted,
            trainer: 3, party: 4, pokedexBlock: 6, boxes: 14, boxCount: 32, pokedex: gen7Pokedex),
    ]

    /// The contents of a save with a block table written by one of these games, nil for other bytes; throws if
    /// a block's CRC does not match it or a block dex reads is missing or short.
    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents? {
        guard let table = try BlockTable.find(bytes) else { return nil }
        for layout in layouts {
            guard let trainer = table.blocks[layout.trainer], trainer.length >= 6,
                let version = layout.versions[bytes[trainer.offset + 4]],
                layout.checksum.of(bytes, trainer) == trainer.checksum
            else { continue }
            for block in table.blocks.values where layout.checksum.of(bytes, block) != block.checksum {
                throw .badChecksum(layout.family)
            }
            guard let party = table.blocks[layout.party], party.length > 6 * PK6Record.partySize,
                let pokedex = table.blocks[layout.pokedexBlock], pokedex.length >= layout.pokedexLength,
                let boxes = table.blocks[layout.boxes]
            else { throw .blockTableDamaged }
            return contents(
                bytes, layout, version: version, trainer: trainer, party: party, pokedex: pokedex, boxes: boxes)
        }
        return nil
    }

    static func contents(
        _ bytes: [UInt8], _ layout: Layout, version: String, trainer: BlockTable.Block, party: BlockTable.Block,
        pokedex: BlockTable.Block, boxes: BlockTable.Block
    ) -> SaveContents {
        let dex = pokedex.offset, last = layout.lastSpecies
        var owned = Set(bytes.flaggedSpecies(at: dex + layout.pokedex.caught, upTo: last))
        if let foreign = layout.pokedex.foreignOwned {
            owned.formUnion(bytes.flaggedSpecies(at: dex + foreign, upTo: min(last, 649)))
        }
        var seen = Set<Int>()
        for region in 0..<4 {
            let start = dex + layout.pokedex.seen + region * layout.pokedex.regionSize
            seen.formUnion(bytes.flaggedSpecies(at: start, upTo: last))
        }
        let partyCount = min(Int(bytes[party.offset + 6 * PK6Record.partySize]), 6)
        let partyPokemon = (0..<partyCount).compactMap {
            PK6Record.decode(bytes, at: party.offset + $0 * PK6Record.partySize, lastSpecies: last)
        }
        // A box block shorter than the game's (as a test's is) holds the whole slots that fit.
        let slots = min(layout.boxCount * 30, boxes.length / PK6Record.storedSize)
        let boxed = (0..<slots).compactMap {
            PK6Record.decode(bytes, at: boxes.offset + $0 * PK6Record.storedSize, lastSpecies: last)
        }
        return SaveContents(
            family: layout.family, owned: owned.sorted(), seen: seen.sorted(), party: partyPokemon, boxes: boxed,
            version: version)
    }
}

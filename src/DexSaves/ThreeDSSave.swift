/// The 3DS games, X/Y, Omega Ruby/Alpha Sapphire, Sun/Moon and Ultra Sun/Ultra Moon, as Checkpoint or JKSM export
/// them (the file `main`): one copy of the game, told by its block table (`BlockTable3DS`) — 55 blocks in X/Y, 58 in
/// Omega Ruby/Alpha Sapphire, 37 in Sun/Moon, 39 in Ultra Sun/Ultra Moon — each with a CRC16 (CCITT in generation 6,
/// the inverted ARC CRC in generation 7). The trainer's block records the game at its byte 4 (X 24, Y 25, Alpha
/// Sapphire 26, Omega Ruby 27, Sun 30, Moon 31, Ultra Sun 32, Ultra Moon 33); the party block holds six 260-byte
/// Pokémon and their count after them; the Pokédex block the caught flags and four regions of seen flags (and in X/Y
/// the species of generations 1–5 obtained from an earlier game, which the game counts as caught); the box block 30
/// Pokémon of 232 bytes per box. The Pokédex's form flags record forms seen, not caught: forms come from the party and
/// boxes. Sources: PKHeX PKHeX.Core/Saves/SAV6XY.cs, SAV6AO.cs, SAV7SM.cs, SAV7USUM.cs, Saves/Access/
/// SaveBlockAccessor6XY.cs, SaveBlockAccessor6AO.cs, SaveBlockAccessor7SM.cs, SaveBlockAccessor7USUM.cs,
/// Saves/Substructures/PokeDex/Zukan6.cs and Zukan7.cs, Saves/Substructures/Gen6/MyStatus6.cs, Gen7/MyStatus7.cs,
/// Saves/Util/Checksums.cs.
enum ThreeDSSave {
    struct Layout: Sendable {
        let family: SaveFamily
        let blockCount: Int
        let checksum: Checksum
        let trainer: Int, party: Int, pokedex: Int, box: Int
        let boxSlots: Int
        /// In the Pokédex block: the caught flags, the first of the four regions of seen flags and their size.
        let caught: Int, seen: Int, seenSize: Int
        /// The Pokédex's flags of species obtained from an earlier generation, if the layout keeps them.
        let foreignFlags: Int?
    }

    enum Checksum: Sendable {
        case ccitt, invertedARC

        func of(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt16 {
            switch self {
            case .ccitt: CRC16.ccitt(bytes, from: offset, count: count)
            case .invertedARC: ~CRC16.arc(bytes, from: offset, count: count, initial: 0xFFFF)
            }
        }
    }

    static let layouts = [
        Layout(
            family: .xy, blockCount: 55, checksum: .ccitt, trainer: 17, party: 18, pokedex: 20, box: 53, boxSlots: 31 * 30,
            caught: 0x8, seen: 0x68, seenSize: 0x60, foreignFlags: 0x64C),
        Layout(
            family: .omegaRubyAlphaSapphire, blockCount: 58, checksum: .ccitt, trainer: 17, party: 18, pokedex: 20, box: 56,
            boxSlots: 31 * 30, caught: 0x8, seen: 0x68, seenSize: 0x60, foreignFlags: nil),
        Layout(
            family: .sunMoon, blockCount: 37, checksum: .invertedARC, trainer: 3, party: 4, pokedex: 6, box: 14,
            boxSlots: 32 * 30, caught: 0x88, seen: 0xF0, seenSize: 0x8C, foreignFlags: nil),
        Layout(
            family: .ultraSunUltraMoon, blockCount: 39, checksum: .invertedARC, trainer: 3, party: 4, pokedex: 6, box: 14,
            boxSlots: 32 * 30, caught: 0x88, seen: 0xF0, seenSize: 0x8C, foreignFlags: nil),
    ]
    static let versions: [UInt8: String] = [
        24: "x", 25: "y", 26: "alpha-sapphire", 27: "omega-ruby", 30: "sun", 31: "moon", 32: "ultra-sun", 33: "ultra-moon",
    ]

    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents? {
        guard let table = try BlockTable3DS.read(bytes),
            let layout = layouts.first(where: { $0.blockCount == table.blocks.count })
        else { return nil }
        guard table.blocks.allSatisfy({ layout.checksum.of(bytes, $0.offset, $0.length) == $0.checksum }) else {
            throw .badChecksum(layout.family)
        }
        let blocks = table.blocks
        let last = layout.family.lastSpecies
        func block(_ number: Int, atLeast length: Int) throws(SaveFileError.Problem) -> Int {
            guard blocks[number].length >= length else { throw .damagedBlockTable }
            return blocks[number].offset
        }
        let trainer = try block(layout.trainer, atLeast: 5)
        guard let version = versions[bytes[trainer + 4]], layout.family.gameSlugs.contains(version) else { throw .notASave }
        let flagBytes = (last + 7) / 8
        let dex = try block(
            layout.pokedex,
            atLeast: max(layout.seen + 3 * layout.seenSize + flagBytes, (layout.foreignFlags ?? 0) + (649 + 7) / 8))
        var owned = Set(bytes.flaggedSpecies(at: dex + layout.caught, upTo: last))
        if let foreign = layout.foreignFlags { owned.formUnion(bytes.flaggedSpecies(at: dex + foreign, upTo: 649)) }
        var seen = owned
        for region in 0..<4 {
            seen.formUnion(bytes.flaggedSpecies(at: dex + layout.seen + region * layout.seenSize, upTo: last))
        }
        let partyOffset = try block(layout.party, atLeast: 6 * PK6Record.partySize + 1)
        let partyCount = min(Int(bytes[partyOffset + 6 * PK6Record.partySize]), 6)
        let held = (0..<partyCount).compactMap {
            PK6Record.decode(bytes, at: partyOffset + $0 * PK6Record.partySize, lastSpecies: last)
        }
        let boxOffset = try block(layout.box, atLeast: layout.boxSlots * PK6Record.storedSize)
        let boxed = (0..<layout.boxSlots).compactMap {
            PK6Record.decode(bytes, at: boxOffset + $0 * PK6Record.storedSize, lastSpecies: last)
        }
        return SaveContents(
            family: layout.family, owned: owned.sorted(), seen: seen.sorted(), party: held, boxes: boxed, version: version)
    }
}

/// The 3DS games, X/Y, Omega Ruby/Alpha Sapphire, Sun/Moon and Ultra Sun/Ultra Moon, as Checkpoint or JKSM export
/// them (the file `main`), and Let's Go, Pikachu!/Eevee! as JKSV exports it (`savedata.bin`): one copy of the game,
/// told by its block table (`BlockTable3DS`) — 55 blocks in X/Y, 58 in Omega Ruby/Alpha Sapphire, 37 in Sun/Moon, 39 in
/// Ultra Sun/Ultra Moon, 21 in Let's Go — each with a CRC16 (CCITT in generation 6, the ARC CRC in generation 7:
/// inverted on the 3DS, plain in Let's Go). The trainer's block records the game at its byte 4 (X 24, Y 25, Alpha
/// Sapphire 26, Omega Ruby 27, Sun 30, Moon 31, Ultra Sun 32, Ultra Moon 33, Let's Go Pikachu 42, Eevee 43); the
/// Pokédex block the caught flags and four regions of seen flags (and in X/Y the species of generations 1–5 obtained
/// from an earlier game, which the game counts as caught). On the 3DS the party block holds six 260-byte Pokémon and
/// their count after them, the box block 30 Pokémon of 232 bytes per box; Let's Go keeps one list of 1,000 260-byte
/// Pokémon, and its party is six indices into it. The Pokédex's form flags record forms seen, not caught: forms come
/// from the party and boxes. Sources: PKHeX PKHeX.Core/Saves/SAV6XY.cs, SAV6AO.cs, SAV7SM.cs, SAV7USUM.cs, SAV7b.cs,
/// Saves/Access/SaveBlockAccessor6XY.cs, SaveBlockAccessor6AO.cs, SaveBlockAccessor7SM.cs, SaveBlockAccessor7USUM.cs,
/// SaveBlockAccessor7b.cs, Saves/Substructures/PokeDex/Zukan6.cs and Zukan7.cs, Saves/Substructures/Gen6/MyStatus6.cs,
/// Gen7/MyStatus7.cs, Gen7/LGPE/MyStatus7b.cs and PokeListHeader.cs, Saves/Util/Checksums.cs.
enum ThreeDSSave {
    struct Layout: Sendable {
        let family: SaveFamily
        let blockCount: Int
        let checksum: Checksum
        let trainer: Int, pokedex: Int
        let storage: Storage
        /// In the Pokédex block: the caught flags, the first of the four regions of seen flags and their size.
        let caught: Int, seen: Int, seenSize: Int
        /// The Pokédex's flags of species obtained from an earlier generation, if the layout keeps them.
        let foreignFlags: Int?
    }

    /// Where the Pokémon are kept.
    enum Storage: Sendable {
        /// Six 260-byte party slots and their count, and a block of boxes of 30 232-byte slots.
        case partyAndBoxes(party: Int, box: Int, boxSlots: Int)
        /// One list of 260-byte slots, and a block whose first six half-words index the party into it.
        case list(partyIndices: Int, pokemon: Int, slots: Int)
    }

    enum Checksum: Sendable {
        case ccitt, invertedARC, arc

        func of(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt16 {
            switch self {
            case .ccitt: CRC16.ccitt(bytes, from: offset, count: count)
            case .invertedARC: ~CRC16.arc(bytes, from: offset, count: count, initial: 0xFFFF)
            case .arc: CRC16.arc(bytes, from: offset, count: count, initial: 0)
            }
        }
    }

    static let layouts = [
        Layout(
            family: .xy, blockCount: 55, checksum: .ccitt, trainer: 17, pokedex: 20,
            storage: .partyAndBoxes(party: 18, box: 53, boxSlots: 31 * 30), caught: 0x8, seen: 0x68, seenSize: 0x60,
            foreignFlags: 0x64C),
        Layout(
            family: .omegaRubyAlphaSapphire, blockCount: 58, checksum: .ccitt, trainer: 17, pokedex: 20,
            storage: .partyAndBoxes(party: 18, box: 56, boxSlots: 31 * 30), caught: 0x8, seen: 0x68, seenSize: 0x60,
            foreignFlags: nil),
        Layout(
            family: .sunMoon, blockCount: 37, checksum: .invertedARC, trainer: 3, pokedex: 6,
            storage: .partyAndBoxes(party: 4, box: 14, boxSlots: 32 * 30), caught: 0x88, seen: 0xF0, seenSize: 0x8C,
            foreignFlags: nil),
        Layout(
            family: .ultraSunUltraMoon, blockCount: 39, checksum: .invertedARC, trainer: 3, pokedex: 6,
            storage: .partyAndBoxes(party: 4, box: 14, boxSlots: 32 * 30), caught: 0x88, seen: 0xF0, seenSize: 0x8C,
            foreignFlags: nil),
        Layout(
            family: .letsGo, blockCount: 21, checksum: .arc, trainer: 2, pokedex: 4,
            storage: .list(partyIndices: 8, pokemon: 9, slots: 1000), caught: 0x88, seen: 0xF0, seenSize: 0x8C,
            foreignFlags: nil),
    ]
    static let versions: [UInt8: String] = [
        24: "x", 25: "y", 26: "alpha-sapphire", 27: "omega-ruby", 30: "sun", 31: "moon", 32: "ultra-sun", 33: "ultra-moon",
        42: "lets-go-pikachu", 43: "lets-go-eevee",
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
        let held: [HeldPokemon], boxed: [HeldPokemon]
        switch layout.storage {
        case .partyAndBoxes(let party, let box, let boxSlots):
            let partyOffset = try block(party, atLeast: 6 * PK6Record.partySize + 1)
            let partyCount = min(Int(bytes[partyOffset + 6 * PK6Record.partySize]), 6)
            held = (0..<partyCount).compactMap {
                PK6Record.decode(bytes, at: partyOffset + $0 * PK6Record.partySize, lastSpecies: last)
            }
            let boxOffset = try block(box, atLeast: boxSlots * PK6Record.storedSize)
            boxed = (0..<boxSlots).compactMap {
                PK6Record.decode(bytes, at: boxOffset + $0 * PK6Record.storedSize, lastSpecies: last)
            }
        case .list(let partyIndices, let pokemon, let slots):
            let indices = try block(partyIndices, atLeast: 12)
            let list = try block(pokemon, atLeast: slots * PK6Record.partySize)
            held = (0..<6).compactMap { slot in
                let index = Int(bytes.u16(at: indices + 2 * slot))
                guard index < slots else { return nil }
                return PK6Record.decode(bytes, at: list + index * PK6Record.partySize, lastSpecies: last)
            }
            boxed = (0..<slots).compactMap {
                PK6Record.decode(bytes, at: list + $0 * PK6Record.partySize, lastSpecies: last)
            }
        }
        return SaveContents(
            family: layout.family, owned: owned.sorted(), seen: seen.sorted(), party: held, boxes: boxed, version: version)
    }
}

/// A 3DS save (X/Y, Omega Ruby/Alpha Sapphire, Sun/Moon, Ultra Sun/Ultra Moon) as Checkpoint exports it, or a Let's Go
/// save as JKSV does, from PKHeX's SAV6XY.cs, SAV6AO.cs, SAV7SM.cs, SAV7USUM.cs, SAV7b.cs, BlockInfo3DS.cs, Zukan6.cs,
/// Zukan7.cs, MyStatus6.cs, MyStatus7.cs, PokeListHeader.cs, PK6.cs and Checksums.cs: every block of the layout, one
/// after another rounded up to 0x200 bytes, then the block table with each block's length, number and CRC16. Blocks
/// dex does not read are written short and empty, so a test save is small; `padding` lengthens the last, as a game
/// update might, and `trailing` adds zeros after the table, as Let's Go's 1 MiB file has.
public struct ThreeDSSaveWriter: Sendable {
    public enum Family: Sendable {
        case xy, omegaRubyAlphaSapphire, sunMoon, ultraSunUltraMoon, letsGo

        var isGeneration6: Bool { self == .xy || self == .omegaRubyAlphaSapphire }
        var blockCount: Int {
            switch self {
            case .xy: 55
            case .omegaRubyAlphaSapphire: 58
            case .sunMoon: 37
            case .ultraSunUltraMoon: 39
            case .letsGo: 21
            }
        }
        var trainer: Int { isGeneration6 ? 17 : self == .letsGo ? 2 : 3 }
        /// Let's Go: the block of the party's indices into its one list of Pokémon.
        var party: Int { isGeneration6 ? 18 : self == .letsGo ? 8 : 4 }
        var pokedex: Int { isGeneration6 ? 20 : self == .letsGo ? 4 : 6 }
        /// Let's Go: its one list of Pokémon.
        var box: Int { self == .xy ? 53 : self == .omegaRubyAlphaSapphire ? 56 : self == .letsGo ? 9 : 14 }
        var boxSlots: Int { isGeneration6 ? 31 * 30 : self == .letsGo ? 1000 : 32 * 30 }
        var slotSize: Int { self == .letsGo ? 260 : 232 }
        var pokedexLength: Int {
            self == .xy ? 0x6A0 : self == .omegaRubyAlphaSapphire ? 0x11CC : self == .letsGo ? 0x20E8 : 0xF78
        }
        var caught: Int { isGeneration6 ? 0x8 : 0x88 }
        var seen: Int { isGeneration6 ? 0x68 : 0xF0 }

        /// CRC16-CCITT in generation 6; on the 3DS in generation 7 the complement of the reflected 0xA001 CRC from
        /// 0xFFFF, in Let's Go that CRC from 0.
        func checksum(_ block: [UInt8]) -> UInt16 {
            if isGeneration6 { return block.crc16CCITT(0..<block.count) }
            var crc: UInt16 = self == .letsGo ? 0 : 0xFFFF
            for byte in block {
                crc ^= UInt16(byte)
                for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
            }
            return self == .letsGo ? crc : ~crc
        }
    }

    public var family: Family
    /// The trainer block's game: X 24, Y 25, Alpha Sapphire 26, Omega Ruby 27, Sun 30, Moon 31, Ultra Sun 32, Ultra
    /// Moon 33.
    public var game: UInt8
    public var trainerId: UInt16 = 24_680
    public var secretId: UInt16 = 13_579
    public var caught: [Int] = []
    public var seen: [Int] = []
    /// X/Y only: species obtained from an earlier generation, which the game counts as caught.
    public var foreign: [Int] = []
    public var party: [PK6] = []
    /// Box slot (0 to 929 in generation 6, 959 in generation 7; in Let's Go a slot of its list from 6, after the party) → Pokémon.
    public var boxes: [Int: PK6] = [:]
    public var padding = 0
    public var trailing = 0

    public init(_ family: Family, game: UInt8) {
        self.family = family
        self.game = game
    }

    public struct PK6: Sendable {
        public var species: UInt16
        public var form: UInt8 = 0
        public var shiny = false
        public var egg = false
        public var encryptionConstant: UInt32 = 0x9A3C_E917

        public init(species: UInt16, form: UInt8 = 0, shiny: Bool = false, egg: Bool = false) {
            self.species = species
            self.form = form
            self.shiny = shiny
            self.egg = egg
        }

        /// 232 bytes (a box slot), or 260 for a party slot.
        func encoded(trainerId: UInt16, secretId: UInt16, size: Int) -> [UInt8] {
            var blocks = [[UInt8]](repeating: [UInt8](repeating: 0, count: 56), count: 4)
            let high: UInt16 = 0x1F2E
            let low = shiny ? trainerId ^ secretId ^ high ^ 5 : trainerId ^ secretId ^ high ^ 0x4321
            blocks[0].put16(species, at: 0x00)  // 0x08
            blocks[0].put16(trainerId, at: 0x04)  // 0x0C
            blocks[0].put16(secretId, at: 0x06)  // 0x0E
            blocks[0].put32(UInt32(high) << 16 | UInt32(low), at: 0x10)  // 0x18: personality
            blocks[0][0x15] = form << 3  // 0x1D
            blocks[1].put32(0x1F | (egg ? 1 << 30 : 0), at: 0x34)  // 0x74: IVs and the egg bit
            var checksum: UInt16 = 0
            for block in blocks {
                for half in stride(from: 0, to: 56, by: 2) { checksum &+= UInt16(block[half]) | UInt16(block[half + 1]) << 8 }
            }
            var bytes = [UInt8](repeating: 0, count: size)
            bytes.put32(encryptionConstant, at: 0)
            bytes.put16(checksum, at: 6)
            let order = DSPokemon.blockPositions[Int((encryptionConstant >> 13) & 31) % 24]
            for (block, data) in blocks.enumerated() {
                bytes.replaceSubrange((8 + order[block] * 56)..<(8 + order[block] * 56 + 56), with: data)
            }
            DSPokemon.crypt(&bytes, 8..<232, seed: encryptionConstant)
            if size > 232 { DSPokemon.crypt(&bytes, 232..<size, seed: encryptionConstant) }
            return bytes
        }
    }

    /// The lengths of the blocks dex reads; every other block is 0x10 bytes.
    func length(of block: Int) -> Int {
        switch block {
        case family.trainer: 0xC0
        case family.party: family == .letsGo ? 0x12 : 0x61C
        case family.pokedex: family.pokedexLength
        case family.box: family.boxSlots * family.slotSize
        case family.blockCount - 1: 0x10 + padding
        default: 0x10
        }
    }

    public func bytes() -> [UInt8] {
        var data: [UInt8] = []
        var entries: [(length: Int, checksum: UInt16)] = []
        for number in 0..<family.blockCount {
            var block = [UInt8](repeating: 0, count: length(of: number))
            fill(&block, number: number)
            entries.append((block.count, family.checksum(block)))
            data += block + [UInt8](repeating: 0, count: (0x200 - block.count % 0x200) % 0x200)
        }
        var table = [UInt8](repeating: 0, count: 0x200)
        table.put32(0x4245_4546, at: 0x10)
        for (number, entry) in entries.enumerated() {
            table.put32(UInt32(entry.length), at: 0x14 + number * 8)
            table.put16(UInt16(number), at: 0x14 + number * 8 + 4)
            table.put16(entry.checksum, at: 0x14 + number * 8 + 6)
        }
        return data + table + [UInt8](repeating: 0, count: trailing)
    }

    private func fill(_ block: inout [UInt8], number: Int) {
        switch number {
        case family.trainer:
            block.put16(trainerId, at: 0)
            block.put16(secretId, at: 2)
            block[4] = game
        case family.party where family == .letsGo:
            for slot in 0..<6 { block.put16(slot < party.count ? UInt16(slot) : 1000, at: 2 * slot) }
        case family.box where family == .letsGo:
            for (slot, pokemon) in party.prefix(6).enumerated().map({ ($0.offset, $0.element) })
                + boxes.map({ ($0.key, $0.value) })
            {
                block.replaceSubrange(
                    (slot * 260)..<(slot * 260 + 260), with: pokemon.encoded(trainerId: trainerId, secretId: secretId, size: 260))
            }
        case family.party:
            for (slot, pokemon) in party.prefix(6).enumerated() {
                block.replaceSubrange(
                    (slot * 260)..<(slot * 260 + 260), with: pokemon.encoded(trainerId: trainerId, secretId: secretId, size: 260))
            }
            block[6 * 260] = UInt8(min(party.count, 6))
        case family.pokedex:
            for species in caught { Self.setFlag(&block, at: family.caught, species) }
            for species in seen { Self.setFlag(&block, at: family.seen, species) }
            for species in foreign { Self.setFlag(&block, at: 0x64C, species) }
        case family.box:
            for (slot, pokemon) in boxes {
                block.replaceSubrange(
                    (slot * 232)..<(slot * 232 + 232), with: pokemon.encoded(trainerId: trainerId, secretId: secretId, size: 232))
            }
        default:
            break
        }
    }

    static func setFlag(_ block: inout [UInt8], at offset: Int, _ species: Int) {
        block[offset + (species - 1) / 8] |= 1 << ((species - 1) % 8)
    }
}

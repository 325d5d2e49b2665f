/// A generation 6 save (X/Y, Omega Ruby/Alpha Sapphire) as Checkpoint exports it, from PKHeX's SAV6XY.cs, SAV6AO.cs,
/// BlockInfo3DS.cs, Zukan6.cs, MyStatus6.cs and PK6.cs: every block of the layout, one after another rounded up to
/// 0x200 bytes, then the block table with each block's length, number and CRC16-CCITT. Blocks dex does not read are
/// written short and empty, so a test save is small; `padding` lengthens the last, as a game update might.
public struct Gen6SaveWriter: Sendable {
    public enum Family: Sendable {
        case xy, omegaRubyAlphaSapphire

        var blockCount: Int { self == .xy ? 55 : 58 }
        var box: Int { self == .xy ? 53 : 56 }
        var pokedexLength: Int { self == .xy ? 0x6A0 : 0x11CC }
    }

    public var family: Family
    /// MyStatus6's game: X 24, Y 25, Alpha Sapphire 26, Omega Ruby 27.
    public var game: UInt8
    public var trainerId: UInt16 = 24_680
    public var secretId: UInt16 = 13_579
    public var caught: [Int] = []
    public var seen: [Int] = []
    /// X/Y only: species obtained from an earlier generation, which the game counts as caught.
    public var foreign: [Int] = []
    public var party: [PK6] = []
    /// Box slot (0 to 929) → Pokémon.
    public var boxes: [Int: PK6] = [:]
    public var padding = 0

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
        case 17: 0x170
        case 18: 0x61C
        case 20: family.pokedexLength
        case family.box: 0x34AD0
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
            entries.append((block.count, block.crc16CCITT(0..<block.count)))
            data += block + [UInt8](repeating: 0, count: (0x200 - block.count % 0x200) % 0x200)
        }
        var table = [UInt8](repeating: 0, count: 0x200)
        table.put32(0x4245_4546, at: 0x10)
        for (number, entry) in entries.enumerated() {
            table.put32(UInt32(entry.length), at: 0x14 + number * 8)
            table.put16(UInt16(number), at: 0x14 + number * 8 + 4)
            table.put16(entry.checksum, at: 0x14 + number * 8 + 6)
        }
        return data + table
    }

    private func fill(_ block: inout [UInt8], number: Int) {
        switch number {
        case 17:
            block.put16(trainerId, at: 0)
            block.put16(secretId, at: 2)
            block[4] = game
        case 18:
            for (slot, pokemon) in party.prefix(6).enumerated() {
                block.replaceSubrange(
                    (slot * 260)..<(slot * 260 + 260), with: pokemon.encoded(trainerId: trainerId, secretId: secretId, size: 260))
            }
            block[6 * 260] = UInt8(min(party.count, 6))
        case 20:
            for species in caught { Self.setFlag(&block, at: 0x8, species) }
            for species in seen { Self.setFlag(&block, at: 0x68, species) }
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

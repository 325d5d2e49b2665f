/// A Sword/Shield or Scarlet/Violet Pokémon (PK8, PK9) written as the game stores it, from PKHeX's PK8.cs, PK9.cs,
/// G8PKM.cs and PokeCrypto.cs: the encryption constant and checksum, four 0x50-byte blocks in the order bits 13–17 of
/// the constant choose, encrypted with the stream the constant seeds; 0x158 bytes, party stats included.
public struct SwitchPokemon: Sendable {
    /// The number as the save holds it: national in Sword/Shield, the game's own in Scarlet/Violet.
    public var species: UInt16
    public var form: UInt8
    public var encryptionConstant: UInt32
    public var personality: UInt32
    public var trainerId: UInt16
    public var secretId: UInt16
    public var egg: Bool
    /// Written with one encrypted byte changed afterwards, so that its checksum no longer matches.
    public var damaged: Bool

    public init(
        species: UInt16, form: UInt8 = 0, shiny: Bool = false, encryptionConstant: UInt32 = 0x9A7B_3C11, egg: Bool = false,
        damaged: Bool = false
    ) {
        self.species = species
        self.form = form
        self.encryptionConstant = encryptionConstant
        trainerId = 12_345
        secretId = 54_321
        personality = shiny ? UInt32(0x1F2E) << 16 | UInt32(12_345 ^ 54_321 ^ 0x1F2E ^ 3) : 0x1234_5678
        self.egg = egg
        self.damaged = damaged
    }

    public static let size = 0x158

    public func encoded() -> [UInt8] {
        var blocks = [[UInt8]](repeating: [UInt8](repeating: 0, count: 0x50), count: 4)
        blocks[0].put16(species, at: 0x00)  // 0x08
        blocks[0].put16(trainerId, at: 0x04)  // 0x0C
        blocks[0].put16(secretId, at: 0x06)  // 0x0E
        blocks[0].put32(personality, at: 0x14)  // 0x1C
        blocks[0][0x1C] = form  // 0x24
        blocks[1].put32(0x1F | (egg ? 1 << 30 : 0), at: 0x34)  // 0x8C: IVs and the egg bit
        var checksum: UInt16 = 0
        for block in blocks {
            for half in stride(from: 0, to: 0x50, by: 2) { checksum &+= UInt16(block[half]) | UInt16(block[half + 1]) << 8 }
        }
        var bytes = [UInt8](repeating: 0, count: Self.size)
        bytes.put32(encryptionConstant, at: 0)
        bytes.put16(checksum, at: 6)
        let order = DSPokemon.blockPositions[Int((encryptionConstant >> 13) & 31) % 24]
        for (block, data) in blocks.enumerated() {
            bytes.replaceSubrange((8 + order[block] * 0x50)..<(8 + order[block] * 0x50 + 0x50), with: data)
        }
        DSPokemon.crypt(&bytes, 8..<0x148, seed: encryptionConstant)
        DSPokemon.crypt(&bytes, 0x148..<Self.size, seed: encryptionConstant)
        if damaged { bytes[0x30] ^= 0x10 }
        return bytes
    }

    /// An empty slot as the games write it: a blank Pokémon, encrypted.
    public static let empty: [UInt8] = {
        var bytes = [UInt8](repeating: 0, count: size)
        DSPokemon.crypt(&bytes, 8..<size, seed: 0)
        return bytes
    }()

    /// The party block: six slots and the count.
    public static func party(_ pokemon: [SwitchPokemon]) -> [UInt8] {
        var bytes = (0..<6).flatMap { $0 < pokemon.count ? pokemon[$0].encoded() : empty }
        bytes.append(UInt8(pokemon.count))
        return bytes + [UInt8](repeating: 0, count: 7)
    }

    /// The box block: `slots` slots, those given filled.
    public static func boxes(_ pokemon: [Int: SwitchPokemon], slots: Int) -> [UInt8] {
        (0..<slots).flatMap { pokemon[$0]?.encoded() ?? empty }
    }
}

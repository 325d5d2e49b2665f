import DexSaves

/// Writes a Brilliant Diamond/Shining Pearl save from the layout documented by PKHeX (SAV8BS.cs, SaveUtil.cs,
/// Gem8Version.cs, MyStatus8b.cs, Party8b.cs, Zukan8b.cs, Daycare8b.cs): the blocks dex reads at their offsets in a file
/// of the revision's size, and the MD5 of the whole file at 0xE9818.
public struct BDSPSaveWriter: Sendable {
    public enum Version: UInt8, Sendable { case brilliantDiamond = 0, shiningPearl = 1 }

    public var version: Version
    /// The save revision at 0 and the file's size: 1.3's by default.
    public var revision: UInt32 = 0x34
    public var size = 0xEF0A4
    public var owned: [Int] = []
    /// Seen and not caught.
    public var seen: [Int] = []
    /// Form flags of the Pokédex: species, form, and whether the shiny one's flag is set rather than the plain one's.
    public var pokedexForms: [(species: Int, form: Int, shiny: Bool)] = []
    public var party: [PB8Pokemon] = []
    /// PC slot (0–1199: box × 30 + position) → Pokémon.
    public var boxes: [Int: PB8Pokemon] = [:]
    public var dayCare: [PB8Pokemon] = []

    public init(_ version: Version) { self.version = version }

    /// Zukan8b's form flags: the species with forms and their counts, in order.
    static let formCounts: [(Int, Int)] = [
        (201, 28), (351, 4), (386, 4), (412, 3), (413, 3), (414, 3), (421, 2), (422, 2), (423, 2), (479, 6), (487, 2),
        (492, 2), (493, 18),
    ]

    public static let hashOffset = 0xE9818

    public func bytes() -> [UInt8] {
        var file = [UInt8](repeating: 0, count: size)
        file.put32(revision, at: 0)
        for (i, pokemon) in party.enumerated() { file.put(pokemon, at: 0x14098 + i * 0x158) }
        file[0x14098 + 6 * 0x158] = UInt8(party.count)
        for (slot, pokemon) in boxes { file.put(pokemon, at: 0x14EF4 + slot * 0x158) }
        file[0x79BB4 + 0x2B] = version.rawValue
        let dex = 0x7A328
        for species in seen { file.put32(2, at: dex + 4 * (species - 1)) }
        for species in owned { file.put32(3, at: dex + 4 * (species - 1)) }
        for (species, form, shiny) in pokedexForms {
            var flags = dex + 4 * 493 * 5
            for (withForms, count) in Self.formCounts {
                if withForms == species { file.put32(1, at: flags + 4 * (form + (shiny ? count : 0))) }
                flags += 8 * count
            }
        }
        for (i, pokemon) in dayCare.enumerated() { file.put(pokemon, at: 0x96080 + i * 0x158) }
        Self.sign(&file)
        return file
    }

    /// Puts the MD5 of the file, with its own place zeroed, at 0xE9818.
    public static func sign(_ file: inout [UInt8]) {
        let place = hashOffset..<(hashOffset + 16)
        file.replaceSubrange(place, with: MD5.digest(file, zeroed: place))
    }
}

extension Array where Element == UInt8 {
    mutating func put(_ pokemon: PB8Pokemon, at offset: Int) {
        replaceSubrange(offset..<(offset + 0x158), with: pokemon.encoded())
    }
}

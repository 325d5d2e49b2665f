/// Brilliant Diamond/Shining Pearl: one unencrypted file of fixed blocks (0xE9828 bytes at launch; each update
/// appended blocks, up to 0xEF0A4), told by its content: the save revision at 0 (0x25, 0x2C, 0x32 or 0x34, one per
/// update), and the MD5 of the whole file, computed with its own 16 bytes at 0xE9818 zeroed. The party (six 0x158-byte
/// Pokémon, then their count) at 0x14098, 40 boxes of 30 at 0x14EF4, the player's status at 0x79BB4 (its ROM code at
/// +0x2B: 0 Brilliant Diamond, 1 Shining Pearl), the Pokédex at 0x7A328 and the Day Care's two Pokémon at 0x96080.
/// Sources: PKHeX PKHeX.Core/Saves/SAV8BS.cs, Saves/Util/SaveUtil.cs (IsG8BDSP),
/// Saves/Substructures/Gen8/BS/Gem8Version.cs, MyStatus8b.cs, Party8b.cs, BoxLayout8b.cs, Zukan8b.cs, Daycare8b.cs.
enum BDSPSave {
    static let revisions: Set<UInt32> = [0x25, 0x2C, 0x32, 0x34]
    static let hash = 0xE9818..<0xE9828
    static let party = 0x14098
    static let boxes = 0x14EF4
    static let boxCount = 40
    static let myStatus = 0x79BB4
    static let pokedex = 0x7A328
    static let dayCare = 0x96080
    static let lastSpecies = 493
    static let versions = ["brilliant-diamond", "shining-pearl"]

    /// `read`, for `SaveFile.readersByContent`.
    static let reader: @Sendable ([UInt8]) throws(SaveFileError.Problem) -> SaveContents? = read

    /// The contents of a Brilliant Diamond/Shining Pearl save, or nil for bytes of another layout.
    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents? {
        guard bytes.count >= hash.upperBound, revisions.contains(bytes.u32(at: 0)) else { return nil }
        guard MD5.digest(bytes, zeroed: hash) == Array(bytes[hash]) else {
            throw .badChecksum(.brilliantDiamondShiningPearl)
        }
        let romCode = Int(bytes[myStatus + 0x2B])
        let pokedex = BDSPPokedex(bytes, at: pokedex)
        let partyCount = min(Int(bytes[party + 6 * Gen8Pokemon.slotSize]), 6)
        let held = { (offset: Int) in Gen8Pokemon.decode(bytes, at: offset, lastSpecies: lastSpecies) }
        return SaveContents(
            family: .brilliantDiamondShiningPearl, owned: pokedex.owned, seen: pokedex.seen,
            party: (0..<partyCount).compactMap { held(party + $0 * Gen8Pokemon.slotSize) },
            boxes: (0..<(boxCount * 30)).compactMap { held(boxes + $0 * Gen8Pokemon.slotSize) },
            dayCare: (0..<2).compactMap { held(dayCare + $0 * Gen8Pokemon.slotSize) },
            version: versions.indices.contains(romCode) ? versions[romCode] : nil, pokedexForms: pokedex.obtainedForms)
    }
}

/// Generation 6 on the 3DS, X/Y and Omega Ruby/Alpha Sapphire, as Checkpoint or JKSM export it (the file `main`): one
/// copy of the game, told by its block table (`BlockTable3DS`), 55 blocks in X/Y and 58 in Omega Ruby/Alpha Sapphire,
/// each with a CRC16-CCITT. The trainer's block (17) records the game (its byte 4: X 24, Y 25, Alpha Sapphire 26, Omega
/// Ruby 27); the party block (18) holds six 260-byte Pokémon and their count; the Pokédex block (20) the caught flags
/// at 0x8 and four regions of seen flags from 0x68, 0x60 bytes each (and in X/Y, from 0x64C, the species of
/// generations 1–5 obtained from an earlier game, which the game counts as caught); the box block 31 boxes of 30
/// Pokémon of 232 bytes. The Pokédex's form flags record forms seen, not caught: forms come from the party and boxes.
/// Sources: PKHeX PKHeX.Core/Saves/SAV6XY.cs, SAV6AO.cs, Saves/Access/SaveBlockAccessor6XY.cs and
/// SaveBlockAccessor6AO.cs, Saves/Substructures/PokeDex/Zukan6.cs, Saves/Substructures/Gen6/MyStatus6.cs.
enum Gen6Save {
    struct Layout: Sendable {
        let family: SaveFamily
        let blockCount: Int
        let box: Int
        /// The Pokédex's flags of species obtained from an earlier generation, if the layout keeps them.
        let foreignFlags: Int?
    }

    static let layouts = [
        Layout(family: .xy, blockCount: 55, box: 53, foreignFlags: 0x64C),
        Layout(family: .omegaRubyAlphaSapphire, blockCount: 58, box: 56, foreignFlags: nil),
    ]
    static let trainer = 17, party = 18, pokedex = 20
    static let versions: [UInt8: String] = [24: "x", 25: "y", 26: "alpha-sapphire", 27: "omega-ruby"]
    static let boxSlots = 31 * 30

    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents? {
        guard let table = try BlockTable3DS.read(bytes),
            let layout = layouts.first(where: { $0.blockCount == table.blocks.count })
        else { return nil }
        guard table.checksumsMatch(bytes, crc: CRC16.ccitt) else { throw .badChecksum(layout.family) }
        let blocks = table.blocks
        let last = layout.family.lastSpecies
        func block(_ number: Int, atLeast length: Int) throws(SaveFileError.Problem) -> Int {
            guard blocks[number].length >= length else { throw .damagedBlockTable }
            return blocks[number].offset
        }
        let trainer = try block(trainer, atLeast: 5)
        guard let version = versions[bytes[trainer + 4]] else { throw .notASave }
        let flagBytes = (last + 7) / 8
        let dex = try block(pokedex, atLeast: max(0x68 + 3 * 0x60 + flagBytes, (layout.foreignFlags ?? 0) + (649 + 7) / 8))
        var owned = Set(bytes.flaggedSpecies(at: dex + 0x8, upTo: last))
        if let foreign = layout.foreignFlags { owned.formUnion(bytes.flaggedSpecies(at: dex + foreign, upTo: 649)) }
        var seen = owned
        for region in 0..<4 { seen.formUnion(bytes.flaggedSpecies(at: dex + 0x68 + region * 0x60, upTo: last)) }
        let partyOffset = try block(party, atLeast: 6 * PK6Record.partySize + 1)
        let partyCount = min(Int(bytes[partyOffset + 6 * PK6Record.partySize]), 6)
        let held = (0..<partyCount).compactMap {
            PK6Record.decode(bytes, at: partyOffset + $0 * PK6Record.partySize, lastSpecies: last)
        }
        let boxOffset = try block(layout.box, atLeast: boxSlots * PK6Record.storedSize)
        let boxed = (0..<boxSlots).compactMap {
            PK6Record.decode(bytes, at: boxOffset + $0 * PK6Record.storedSize, lastSpecies: last)
        }
        return SaveContents(
            family: layout.family, owned: owned.sorted(), seen: seen.sorted(), party: held, boxes: boxed, version: version)
    }
}

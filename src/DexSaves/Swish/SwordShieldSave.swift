/// Sword/Shield's save, from PKHeX's SAV8SWSH.cs, SaveBlockAccessor8SWSH.cs, MyStatus8.cs, Zukan8.cs, Box8.cs and
/// Party8.cs: the trainer block's game byte (44 Sword, 45 Shield) tells it; the party block holds six PK8 slots and
/// the count, the box block every slot of the boxes. The Pokédex is three blocks, Galar's and the two expansions'
/// (empty or absent before them), of 0x30-byte entries by regional number: four 64-bit words of forms seen (plain
/// and shiny, per gender), then a word whose bit 0 is "obtained". A species in several Pokédexes has its entry in the
/// first. The Pokédex records forms seen, not obtained, so `pokedexForms` stays empty. The starter choice is a u32
/// block (0 Grookey, 1 Scorbunny, 2 Sobble), 0 too before the choice: it is taken once the Pokédex has any species
/// obtained, since the starter is the first.
enum SwordShieldSave: SwishGame {
    static let trainerKey: UInt32 = 0xF25C_070E
    static let partyKey: UInt32 = 0x2985_FE5D
    static let boxKey: UInt32 = 0x0D66_012C
    static let galarKey: UInt32 = 0x4716_C404
    static let isleOfArmorKey: UInt32 = 0x3F93_6BA9
    static let crownTundraKey: UInt32 = 0x3C93_66F0
    static let gameOffset = 0xA4
    static let versions: [UInt8: String] = [44: "sword", 45: "shield"]
    static let entrySize = 0x30
    static let obtainedOffset = 0x20
    static let starterKey: UInt32 = 0x3677_602D
    static let starters = [810, 813, 816]

    static func read(_ blocks: SwishBlocks) throws(SaveFileError.Problem) -> SaveContents? {
        guard let game = SwishSave.game(blocks, trainerKey: trainerKey, at: gameOffset), let version = versions[game]
        else { return nil }
        let family = SaveFamily.swordShield
        guard let galar = blocks.block(key: galarKey), let box = blocks.block(key: boxKey),
            let party = blocks.block(key: partyKey).flatMap({ SwitchPokemon.party($0, national: national) })
        else { throw .missingBlocks(family) }
        var owned = Set<Int>(), seen = Set<Int>()
        var listed = Set<Int>()
        let pokedexes = [
            (galar, SwordShieldPokedexes.galar), (blocks.block(key: isleOfArmorKey) ?? [], SwordShieldPokedexes.isleOfArmor),
            (blocks.block(key: crownTundraKey) ?? [], SwordShieldPokedexes.crownTundra),
        ]
        for (block, species) in pokedexes {
            for (index, number) in species.enumerated() where !listed.contains(number) {
                listed.insert(number)
                let entry = index * entrySize
                guard entry + entrySize <= block.count else { continue }
                if block.u32(at: entry + obtainedOffset) & 1 != 0 { owned.insert(number) }
                if !block.all(0, in: entry..<(entry + obtainedOffset)) { seen.insert(number) }
            }
        }
        return SaveContents(
            family: family, owned: owned.sorted(), seen: seen.union(owned).sorted(), party: party,
            boxes: SwitchPokemon.boxes(box, national: national), starter: owned.isEmpty ? nil : starter(blocks),
            version: version)
    }

    static func starter(_ blocks: SwishBlocks) -> Int? {
        guard let value = blocks.block(key: starterKey), value.count == 4 else { return nil }
        let choice = Int(value.u32(at: 0))
        return starters.indices.contains(choice) ? starters[choice] : nil
    }

    static func national(_ species: Int) -> Int? {
        (1...SaveFamily.swordShield.lastSpecies).contains(species) ? species : nil
    }
}

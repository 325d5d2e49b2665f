/// Legends: Arceus's save, from PKHeX's SAV8LA.cs, SaveBlockAccessor8LA.cs and MyStatus8a.cs: its trainer and party
/// blocks have Sword/Shield's keys, with the game byte at 0x14 (47); that byte and a Pokédex or box block of its own
/// keys tell it. The party block holds six PA8 slots and the count, the box block every box slot
/// (`LegendsArceusPokemon`), the Pokédex block is read by `LegendsArceusPokedex`. The save records no starter.
enum LegendsArceusSave: SwishGame {
    static let trainerKey = SwordShieldSave.trainerKey
    static let partyKey = SwordShieldSave.partyKey
    static let boxKey: UInt32 = 0x47E1_CEAB
    static let pokedexKey: UInt32 = 0x0216_8706
    static let gameOffset = 0x14
    static let game: UInt8 = 47

    static func read(_ blocks: SwishBlocks) throws(SaveFileError.Problem) -> SaveContents? {
        guard SwishSave.game(blocks, trainerKey: trainerKey, at: gameOffset) == game,
            blocks.type(key: pokedexKey) != nil || blocks.type(key: boxKey) != nil
        else { return nil }
        let family = SaveFamily.legendsArceus
        guard let pokedex = blocks.block(key: pokedexKey).map(LegendsArceusPokedex.init), let box = blocks.block(key: boxKey),
            let party = blocks.block(key: partyKey).flatMap(LegendsArceusPokemon.party)
        else { throw .missingBlocks(family) }
        return SaveContents(
            family: family, owned: pokedex.owned, seen: pokedex.seen, party: party,
            boxes: LegendsArceusPokemon.boxes(box), version: family.gameSlugs[0], pokedexForms: pokedex.forms)
    }
}

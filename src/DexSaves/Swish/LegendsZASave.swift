/// Legends: Z-A's save, from PKHeX's SAV9ZA.cs, SaveBlockAccessor9ZA.cs, MyStatus9a.cs, Zukan9a.cs and
/// PokeDexEntry9a.cs: its trainer, party and box blocks have Scarlet/Violet's keys, and the trainer block's game byte
/// (0x04) is 52. The Pokédex block holds an entry of 0x84 bytes per species in the game's own numbering: a word of
/// forms obtained (a bit each, form 0 lowest), then one of forms seen; a third word records the forms seen shiny, not
/// obtained, so no form is read as obtained shiny. The save records no starter.
enum LegendsZASave: SwishGame {
    static let trainerKey = ScarletVioletSave.trainerKey
    static let partyKey = ScarletVioletSave.partyKey
    static let boxKey = ScarletVioletSave.boxKey
    static let pokedexKey: UInt32 = 0x2D87_BE5C
    static let gameOffset = 0x04
    static let game: UInt8 = 52
    static let entrySize = 0x84

    static func read(_ blocks: SwishBlocks) throws(SaveFileError.Problem) -> SaveContents? {
        guard SwishSave.game(blocks, trainerKey: trainerKey, at: gameOffset) == game else { return nil }
        let family = SaveFamily.legendsZA
        guard let pokedex = blocks.block(key: pokedexKey).map(pokedex), let box = blocks.block(key: boxKey),
            let party = blocks.block(key: partyKey).flatMap(LegendsZAPokemon.party)
        else { throw .missingBlocks(family) }
        return SaveContents(
            family: family, owned: pokedex.owned, seen: pokedex.seen, party: party,
            boxes: LegendsZAPokemon.boxes(box), version: family.gameSlugs[0], pokedexForms: pokedex.forms)
    }

    /// Scarlet/Violet's Kitakami-era entries in the same numbering, each `entrySize` bytes.
    static func pokedex(_ block: [UInt8]) -> ScarletVioletSave.Pokedex {
        ScarletVioletSave.formWordsPokedex(block, entrySize: entrySize)
    }
}

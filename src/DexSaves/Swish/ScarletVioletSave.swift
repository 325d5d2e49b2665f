/// Scarlet/Violet's save, from PKHeX's SAV9SV.cs, SaveBlockAccessor9SV.cs, MyStatus9.cs, Zukan9.cs and the
/// Pokédex entries of Zukan9Paldea.cs and Zukan9Kitakami.cs: the trainer block's game byte (50 Scarlet, 51 Violet)
/// tells it; the party and box blocks hold PK9 slots as Sword/Shield's hold PK8. The Pokédex has one entry per species
/// in the game's numbering. Saves since version 2.0.1 keep it in the Kitakami-era block alone (0x20 bytes an entry: a
/// word of forms obtained, then one of forms seen); older ones in the Paldea block (0x18 bytes: a state word, 2 seen
/// and 3 obtained, then a word of forms obtained). Neither records which form was obtained shiny.
enum ScarletVioletSave: SwishGame {
    static let trainerKey: UInt32 = 0xE3E8_9BD1
    static let partyKey: UInt32 = 0x3AA1_A9AD
    static let boxKey: UInt32 = 0x0D66_012C
    static let paldeaKey: UInt32 = 0x0DEA_AEBD
    static let kitakamiKey: UInt32 = 0xF5D7_C0E2
    static let gameOffset = 0x04
    static let versions: [UInt8: String] = [50: "scarlet", 51: "violet"]

    struct Pokedex {
        var owned: [Int] = []
        var seen: [Int] = []
        var forms: [HeldPokemon] = []
    }

    static func read(_ blocks: SwishBlocks) throws(SaveFileError.Problem) -> SaveContents? {
        guard let game = SwishSave.game(blocks, trainerKey: trainerKey, at: gameOffset), let version = versions[game]
        else { return nil }
        let family = SaveFamily.scarletViolet
        let kitakami = blocks.block(key: kitakamiKey).flatMap { $0.isEmpty ? nil : $0 }
        guard let box = blocks.block(key: boxKey),
            let party = blocks.block(key: partyKey).flatMap({ SwitchPokemon.party($0, national: Gen9Species.national) }),
            let pokedex = kitakami.map(kitakamiPokedex) ?? blocks.block(key: paldeaKey).map(paldeaPokedex)
        else { throw .missingBlocks(family) }
        return SaveContents(
            family: family, owned: pokedex.owned, seen: pokedex.seen, party: party,
            boxes: SwitchPokemon.boxes(box, national: Gen9Species.national), version: version, pokedexForms: pokedex.forms)
    }

    static func kitakamiPokedex(_ block: [UInt8]) -> Pokedex { formWordsPokedex(block, entrySize: 0x20) }

    /// A Pokédex whose entries begin with a word of forms obtained, then one of forms seen (the Kitakami-era block;
    /// Legends: Z-A's, with wider entries).
    static func formWordsPokedex(_ block: [UInt8], entrySize: Int) -> Pokedex {
        entries(block, size: entrySize) { _, entry in
            let obtained = block.u32(at: entry)
            return (obtained, obtained != 0 || block.u32(at: entry + 4) != 0)
        }
    }

    static func paldeaPokedex(_ block: [UInt8]) -> Pokedex {
        entries(block, size: 0x18) { species, entry in
            let state = block.u32(at: entry)
            return (state >= 3 ? max(block.u32(at: entry + 4), 1) : 0, state >= 2)
        }
    }

    /// Reads each species' entry with `flags`, which gives the forms obtained (a bit each, form 0 lowest; none when
    /// not obtained) and whether it is seen.
    static func entries(_ block: [UInt8], size: Int, _ flags: (Int, Int) -> (obtained: UInt32, seen: Bool)) -> Pokedex {
        var pokedex = Pokedex()
        for species in 1...SaveFamily.scarletViolet.lastSpecies {
            let entry = Gen9Species.internalNumber(species) * size
            guard entry + size <= block.count else { continue }
            let (obtained, seen) = flags(species, entry)
            if obtained != 0 {
                pokedex.owned.append(species)
                for form in 0..<32 where obtained & (1 << UInt32(form)) != 0 {
                    pokedex.forms.append(HeldPokemon(species: species, form: form))
                }
            }
            if seen || obtained != 0 { pokedex.seen.append(species) }
        }
        return pokedex
    }
}

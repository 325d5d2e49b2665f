/// One generation 3 Pokémon as the PC stores it (80 bytes; the party adds 20 bytes of battle stats after).
/// The 48 bytes from offset 32 are four 12-byte substructures, XOR-encrypted with personality ^ trainer id
/// and put in one of 24 orders chosen by personality % 24. The species is the first half-word of the
/// "growth" substructure.
enum Gen3Pokemon {
    /// Where the growth substructure sits, for each of the 24 orders.
    static let growthPosition: [Int] = [0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3]
    static let unown = 201
    static let deoxys = 386

    /// The Pokémon at `offset` in a save of `family`, or nil for an empty slot, an egg, or data whose checksum fails
    /// (the game shows it as a Bad Egg).
    static func held(_ bytes: [UInt8], at offset: Int, family: SaveFamily) -> HeldPokemon? {
        let personality = bytes.u32(at: offset)
        let trainer = bytes.u32(at: offset + 4)
        let key = personality ^ trainer
        let flags = bytes[offset + 19]
        guard flags & 0b101 == 0 else { return nil }  // bit 0: bad egg, bit 2: egg
        var words = [UInt32](repeating: 0, count: 12)
        var sum: UInt16 = 0
        for i in 0..<12 {
            let word = bytes.u32(at: offset + 32 + 4 * i) ^ key
            words[i] = word
            sum &+= UInt16(truncatingIfNeeded: word) &+ UInt16(truncatingIfNeeded: word >> 16)
        }
        guard sum == bytes.u16(at: offset + 28) else { return nil }
        let index = UInt16(truncatingIfNeeded: words[growthPosition[Int(personality % 24)] * 3])
        guard index != 0, let species = Gen3Species.national(index) else { return nil }
        return HeldPokemon(
            species: species,
            form: species == unown ? unownLetter(personality) : species == deoxys ? deoxysForm(family) : 0,
            isShiny: isShiny(personality: personality, trainer: trainer))
    }

    /// Deoxys's form is in no record: each game shows every Deoxys in its own, Ruby/Sapphire the Normal Forme,
    /// FireRed Attack, LeafGreen Defense, Emerald Speed (Bulbapedia, "Deoxys"). Emerald's layout is its alone, so its
    /// Deoxys is Speed (3); FireRed and LeafGreen share one layout and the save does not say which wrote it, so theirs
    /// stays 0 here, as Ruby/Sapphire's.
    static func deoxysForm(_ family: SaveFamily) -> Int {
        family == .emerald ? 3 : 0
    }

    /// The low two bits of each byte of the personality, the highest byte's first, modulo 28 (0 for A … 25 for Z,
    /// 26 for !, 27 for ?): pret/pokeemerald include/pokemon.h, GET_UNOWN_LETTER.
    static func unownLetter(_ personality: UInt32) -> Int {
        let bits = (personality >> 18) & 0xC0 | (personality >> 12) & 0x30 | (personality >> 6) & 0x0C | personality & 0x03
        return Int(bits % 28)
    }

    /// The two halves of the original trainer's id and of the personality, XORed together, under 8:
    /// pret/pokeemerald include/pokemon.h, GET_SHINY_VALUE, as IsMonShiny uses it.
    static func isShiny(personality: UInt32, trainer: UInt32) -> Bool {
        (trainer >> 16) ^ (trainer & 0xFFFF) ^ (personality >> 16) ^ (personality & 0xFFFF) < 8
    }
}

/// Generation 2 keeps each Pokémon's determinant values (DVs) in two bytes, 21 bytes into its 32-byte box
/// structure (pret/pokecrystal macros/ram.asm, box_struct): attack and defence in the first, speed and special in
/// the second. Unown's letter and shininess come from them (engine/pokemon/mon_stats.asm's GetUnownLetter,
/// engine/gfx/color.asm's CheckShininess).
enum GameBoyPokemon {
    static let unown = 201
    static let dvOffset = 21

    /// The Pokémon whose box structure starts at `offset`: its form (Unown's letter, 0 for A … 25 for Z) and
    /// shininess.
    static func held(species: Int, generation: Int, _ bytes: [UInt8], structureAt offset: Int) -> HeldPokemon {
        guard generation == 2, offset + dvOffset + 1 < bytes.count else { return HeldPokemon(species: species) }
        let first = bytes[offset + dvOffset], second = bytes[offset + dvOffset + 1]
        return HeldPokemon(
            species: species, form: species == unown ? unownLetter(first, second) : 0,
            isShiny: isShiny(first, second))
    }

    /// The middle two bits of each DV, attack's highest, divided by 10.
    static func unownLetter(_ first: UInt8, _ second: UInt8) -> Int {
        let bits = (first & 0x60) << 1 | (first & 0x06) << 3 | (second & 0x60) >> 3 | (second & 0x06) >> 1
        return Int(bits) / 10
    }

    /// Defence, speed and special 10, and attack 2, 3, 6, 7, 10, 11, 14 or 15 (its bit 1 set).
    static func isShiny(_ first: UInt8, _ second: UInt8) -> Bool {
        first & 0x20 != 0 && first & 0x0F == 10 && second == 0xAA
    }
}

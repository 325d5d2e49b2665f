/// One Pokémon the player holds in the party or a box, as far as the save tells it apart: its species, its form
/// as the game numbers it (Unown's letter 0–27 in generations 2–3, Emerald's Deoxys Speed Forme 3 in generation 3,
/// the form byte from generation 4; 0 for a species of one form; Alcremie's cream × 7 + its sweet, the record's form
/// argument, as Sword/Shield's Pokédex numbers them) and whether it is shiny.
public struct HeldPokemon: Sendable, Hashable, Comparable {
    /// The national dex number.
    public var species: Int
    public var form: Int
    public var isShiny: Bool

    public init(species: Int, form: Int = 0, isShiny: Bool = false) {
        self.species = species
        self.form = form
        self.isShiny = isShiny
    }

    public static func < (a: HeldPokemon, b: HeldPokemon) -> Bool {
        (a.species, a.form, a.isShiny ? 1 : 0) < (b.species, b.form, b.isShiny ? 1 : 0)
    }
}

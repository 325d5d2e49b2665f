/// A Pokémon's number in one section of its game's Pokédex: Kitakami's #12, for Scarlet's Pokémon Paldea numbers #5.
public struct SectionNumber: Sendable, Hashable {
    /// The section's id, as the manifest spells it ("kitakami").
    public var section: String
    public var number: Int

    public init(section: String, number: Int) {
        self.section = section
        self.number = number
    }
}

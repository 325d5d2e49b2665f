/// A ref that cannot be read as a Pokémon's number, name or range.
public enum RefError: Error, Equatable {
    case invalidRange(String)
    /// `kitakami:25`: a section named with a national number, where its own (`kitakami:R25`) was meant.
    case sectionWithNationalNumber(String)
}

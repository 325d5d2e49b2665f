/// A ref that cannot be read as a Pokémon's number, name or range.
public enum RefError: Error, Equatable {
    case invalidRange(String)
}

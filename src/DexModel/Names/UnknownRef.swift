/// A ref that names no Pokémon of the game, with the closest name when there is one (for `StoreError.unknownPokemons`).
public struct UnknownRef: Sendable, Equatable {
    public var ref: String
    public var suggestion: String?

    public init(ref: String, suggestion: String?) {
        self.ref = ref
        self.suggestion = suggestion
    }
}

/// What `dex list --search` and `dex browse`'s `/` find, in this order:
///
/// 1. A ref (`25`, `#025`, `1-9`, `R25`, `kitakami:R1`, `R1-R10`) names the Pokémon `dex mark` names by it, and
///    only those: `25` is Pikachu, never a hint that says "level 25".
/// 2. Any other text finds the names (and forms) that hold it, folded as names are matched (`mr mime`, `alolan`).
/// 3. Notes and hints hold the text too only when asked (`includesHints`, `--search-hints`), or when no name of the
///    whole game holds it (`viridian` finds what Viridian Forest gives).
public struct PokemonSearch: Sendable, Equatable {
    /// The text as typed.
    public let text: String
    public let includesHints: Bool
    private let ref: PokemonRef?
    private let key: String
    private let lowercased: String

    /// nil for empty text, which searches nothing.
    public init?(_ text: String?, includesHints: Bool = false) {
        guard let text, !text.isEmpty else { return nil }
        self.text = text
        self.includesHints = includesHints
        switch try? PokemonRef(parsing: text) {
        case .name, nil: ref = nil
        case let parsed: ref = parsed
        }
        key = NameKey.key(text)
        lowercased = text.lowercased()
    }

    /// The indices of `pokemon`, every Pokémon of `game`, that the search finds, in their order.
    public func found(in pokemon: [Pokemon], of game: Game) -> [Int] {
        let byName = pokemon.indices.filter { findsByRefOrName(pokemon[$0], of: game) }
        // A ref names what it names; a name found anywhere in the game keeps the hints out.
        if !includesHints && (ref != nil || !byName.isEmpty) { return byName }
        return pokemon.indices.filter { findsByRefOrName(pokemon[$0], of: game) || findsInNoteOrHint(pokemon[$0]) }
    }

    private func findsByRefOrName(_ pokemon: Pokemon, of game: Game) -> Bool {
        switch ref {
        case .number(let number): return pokemon.dexNumber == number
        case .range(let numbers): return numbers.contains(pokemon.dexNumber)
        case .some(let regional): return regional.regionallyNames(pokemon, in: game)
        case nil:
            guard !key.isEmpty else { return false }
            return NameKey.key(pokemon.name).contains(key) || NameKey.key(pokemon.imageName).contains(key)
        }
    }

    private func findsInNoteOrHint(_ pokemon: Pokemon) -> Bool {
        pokemon.notes.lowercased().contains(lowercased) || pokemon.hint.lowercased().contains(lowercased)
    }
}

extension PokemonRef {
    /// The ref as a shell word that names the same Pokémon: `4` for `#004` (after which a shell reads a comment),
    /// `'mr mime'`, `kitakami:R1`.
    public var argument: String {
        switch self {
        case .number(let number): String(number)
        case .range(let numbers): "\(numbers.lowerBound)-\(numbers.upperBound)"
        case .name(let name): ShellWord.quoted(name)
        case .regional(let number, let section): ShellWord.quoted(Self.sectionPrefix(section) + "R\(number)")
        case .regionalRange(let numbers, let section):
            ShellWord.quoted(Self.sectionPrefix(section) + "R\(numbers.lowerBound)-R\(numbers.upperBound)")
        }
    }
}

extension PokemonRef {
    /// A range as the refs of its numbers, one by one (`4-6`: `4`, `5`, `6`); any other ref as it is.
    public var singles: [PokemonRef] {
        switch self {
        case .range(let numbers): numbers.map { .number($0) }
        case .regionalRange(let numbers, let section): numbers.map { .regional($0, section: section) }
        case .number, .name, .regional: [self]
        }
    }
}

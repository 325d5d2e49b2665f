extension PokemonRef {
    /// `R25`, `r025`, `R1-R10`, `R1-10`, each after an optional section and colon (`kitakami:R1`, `isle of armor:r5`);
    /// nil for anything else, which is a name (`Type: Null` holds a colon). `typed` is the whole text, for errors.
    static func parsingRegional(_ text: String, typed: String) throws -> PokemonRef? {
        var section: String?
        var numbers = Substring(text)
        if let colon = text.lastIndex(of: ":") {
            let before = trimmingWhitespace(String(text[..<colon]))
            numbers = Substring(trimmingWhitespace(String(text[text.index(after: colon)...])))
            guard !before.isEmpty else { return nil }
            section = before
            // `kitakami:25`: a section's numbers are its own, never national.
            if !numbers.isEmpty, numbers.allSatisfy(\.isASCIIDigit) || numbers.hasPrefix("#") {
                throw RefError.sectionWithNationalNumber(typed)
            }
        }
        guard numbers.first == "R" || numbers.first == "r" else {
            // `1-R10`: a range from a national number to a regional one.
            if numbers.first?.isASCIIDigit == true, numbers.contains("-R") || numbers.contains("-r") {
                throw RefError.invalidRange(typed)
            }
            return nil
        }
        let bounds = numbers.dropFirst().split(separator: "-", omittingEmptySubsequences: false)
        guard let low = Self.digits(bounds[0]) else { return nil }
        switch bounds.count {
        case 1: return .regional(low, section: section)
        case 2:
            let upper = bounds[1].first == "R" || bounds[1].first == "r" ? bounds[1].dropFirst() : bounds[1]
            guard let high = Self.digits(upper) else { return nil }
            guard low <= high else { throw RefError.invalidRange(typed) }
            return .regionalRange(low...high, section: section)
        default: return nil
        }
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text)
    }
}

extension PokemonRef {
    /// Whether this ref, a number or range of the game's own Pokédex, names `pokemon` of `game`, as the database's
    /// lookup finds it (`dex browse`'s search reads its rows in memory); false for any other ref.
    public func regionallyNames(_ pokemon: Pokemon, in game: Game) -> Bool {
        let numbers: ClosedRange<Int>, typed: String?
        switch self {
        case .regional(let number, let section): (numbers, typed) = (number...number, section)
        case .regionalRange(let range, let section): (numbers, typed) = (range, section)
        case .number, .range, .name: return false
        }
        let sections = game.regionalDexSections
        var section = sections.first
        if let typed {
            guard let named = DexSection.match(typed, among: sections) else { return false }
            section = named
        }
        guard let number = pokemon.number(inSection: section, firstSection: sections.first) else { return false }
        return numbers.contains(number)
    }
}

/// How a game named on the command line is found: by its slug, else as loosely as Pokémon names are (case, spaces,
/// punctuation and accents aside, with or without "Pokémon" before it), against its slug or its name: `FireRed`,
/// `fire red`, `"Pokémon HeartGold"`, `lets go pikachu`.
public enum GameNameMatch {
    /// The slug of the candidate `input` names, if exactly one does.
    public static func slug(for input: String, among candidates: [(slug: String, name: String?)]) -> String? {
        if let exact = candidates.first(where: { $0.slug == input }) { return exact.slug }
        let key = Self.key(input)
        guard !key.isEmpty else { return nil }
        let matches = candidates.filter { Self.key($0.slug) == key || $0.name.map(Self.key) == key }
        return matches.count == 1 ? matches[0].slug : nil
    }

    /// The folded name without a leading "pokemon": what is compared.
    static func key(_ text: String) -> String {
        let key = NameKey.key(text)
        return key.hasPrefix("pokemon") && key.count > 7 ? String(key.dropFirst(7)) : key
    }
}

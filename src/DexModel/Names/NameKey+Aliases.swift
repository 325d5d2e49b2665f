extension NameKey {
    /// Folded names players type for a Pokémon whose name is another: Mime Jr. is Mr. Mime's baby, and is often
    /// written "Mr. Mime Jr.".
    static let aliases: [String: String] = ["mrmimejr": "mimejr"]

    /// The folded name `key` stands for: itself, unless it is an alias.
    public static func alias(of key: String) -> String { aliases[key] ?? key }
}

/// A section of a game's Pokédex (`regionalDexSections`: Sword's "galar", "isle-of-armor", "crown-tundra"): how a
/// player names one in a ref (`isle of armor:R5`) and how `dex list` heads it.
public enum DexSection {
    /// The section of `sections` that `typed` names: its id folded as names are (`Isle of Armor`, `isle-of-armor`,
    /// `ISLEOFARMOR`), else the one section whose id holds it (`armor`, `tundra`, `coastal`); nil when none or several.
    public static func match(_ typed: String, among sections: [String]) -> String? {
        let key = NameKey.key(typed)
        guard !key.isEmpty else { return nil }
        if let exact = sections.first(where: { NameKey.key($0) == key }) { return exact }
        let holding = sections.filter { NameKey.key($0).contains(key) }
        return key.count >= 3 && holding.count == 1 ? holding[0] : nil
    }

    /// "Isle of Armor" for "isle-of-armor", "Kitakami" for "kitakami": each word capitalised but the small ones.
    public static func name(of section: String) -> String {
        let small: Set<Substring> = ["of", "the", "and"]
        return section.split(separator: "-").enumerated().map { index, word in
            index > 0 && small.contains(word) ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }
        .joined(separator: " ")
    }
}

import DexModel

/// The headings of `dex list`'s table in a game of several Pokédexes (Sword's Galar, Isle of Armor, Crown Tundra):
/// one where each section starts, and one before the Pokémon no section numbers, which the regional order puts last.
public enum ListHeadings {
    /// By row of `entries` listed in `order` (nil where none starts); empty in a game of one Pokédex or in another
    /// order than `.regional`, where the sections are not together. An array, not a dictionary: a process's first
    /// `Dictionary<Int, String>` costs more set-up than the rest of the headings.
    public static func of(_ entries: [ListEntry], in game: Game, order: ListOrder) -> [String?] {
        let sections = game.regionalDexSections
        guard order == .regional, sections.count > 1, let first = sections.first else { return [] }
        var headings = [String?](repeating: nil, count: entries.count)
        // "" stands for the Pokémon without a regional number, which no section id is.
        var current: String?
        for (row, entry) in entries.enumerated() {
            let section = entry.regionalNumber == nil ? "" : entry.regionalDex ?? first
            guard section != current else { continue }
            headings[row] = section.isEmpty ? "Not in these Pokédexes" : DexSection.name(of: section) + " Pokédex"
            current = section
        }
        return headings
    }
}

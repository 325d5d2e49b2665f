import DexModel

/// The headings of `dex list`'s table in a game of several Pokédexes (Sword's Galar, Isle of Armor, Crown Tundra):
/// one where each section starts, and one before the Pokémon no section numbers, which the regional order puts last.
public enum ListHeadings {
    /// By row of `pokemon` listed in `order`; none in a game of one Pokédex or in another order than `.regional`,
    /// where the sections are not together.
    public static func of(_ pokemon: [Pokemon], in game: Game, order: ListOrder) -> [Int: String] {
        let sections = game.regionalDexSections
        guard order == .regional, sections.count > 1, let first = sections.first else { return [:] }
        var headings: [Int: String] = [:]
        var current: String??
        for (row, entry) in pokemon.enumerated() {
            let section = entry.regionalNumber == nil ? nil : entry.regionalDex ?? first
            if current != .some(section) {
                headings[row] = section.map { DexSection.name(of: $0) + " Pokédex" } ?? "Not in these Pokédexes"
                current = section
            }
        }
        return headings
    }
}

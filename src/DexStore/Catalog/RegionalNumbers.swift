import DexModel
import SQLiteStore

/// How a number of a game's own Pokédex (`R25`, `kitakami:R1`) finds its rows: each Pokémon keeps the number of the
/// first section that lists it (`regionalDex` is NULL there, or that section's id), so a later section's number
/// names only the Pokémon that section brings.
struct RegionalNumbers {
    let game: Game
    let db: SQLiteConnection

    /// The section `typed` names (nil: the game's first), as a condition on the rows beside `regionalNumber`'s.
    struct Section {
        /// Nil in a game of one Pokédex.
        let id: String?
        let isFirst: Bool

        var condition: String {
            guard id != nil else { return "" }
            return isFirst ? " AND (regionalDex IS NULL OR regionalDex = ?)" : " AND regionalDex = ?"
        }
        var arguments: SQLiteConnection.Arguments { id.map { [$0] } ?? [] }
    }

    func section(_ typed: String?) throws -> Section {
        let sections = game.regionalDexSections
        guard let typed else { return Section(id: sections.first, isFirst: true) }
        guard let id = DexSection.match(typed, among: sections) else {
            throw StoreError.unknownDexSection(typed, game: game.name, sections: sections)
        }
        return Section(id: id, isFirst: id == sections.first)
    }

    func pokemon(_ range: ClosedRange<Int>, in typed: String?) throws -> [Pokemon] {
        let section = try section(typed)
        return try Pokemon.fetchAll(
            db, "WHERE gameId = ? AND regionalNumber BETWEEN ? AND ?\(section.condition) ORDER BY dexNumber, rowid",
            [game.id, range.lowerBound, range.upperBound] + section.arguments)
    }

    /// Why `ref`, a regional number, names no Pokémon: past the section's last number, or a number the section gives a
    /// Pokémon an earlier section numbers; in a game without regional numbers, that it has none. Only read on an error.
    func unknown(_ ref: PokemonRef, number: Int, in typed: String?) throws -> StoreError {
        let section = try section(typed)
        let highest = try db.queryValue(
            "SELECT regionalNumber FROM pokemon WHERE gameId = ? AND regionalNumber IS NOT NULL\(section.condition) "
                + "ORDER BY regionalNumber DESC LIMIT 1", [game.id] + section.arguments, as: Int.self)
        return .unknownRegionalNumber(
            ref.description, game: game.name, section: section.id.map(DexSection.name(of:)), highest: highest,
            inEarlierSection: !section.isFirst && (highest ?? 0) >= number)
    }
}

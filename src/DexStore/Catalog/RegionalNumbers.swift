import DexModel
import SQLiteStore

/// How a number of a game's own Pokédex (`R25`, `kitakami:R1`) finds its rows: each Pokémon keeps the number of the
/// first section that lists it in `regionalNumber` (`regionalDex` is NULL there, or that section's id), and its
/// numbers in the later sections that list it too in `sectionNumbers`, so that a section's number names the Pokémon
/// that section numbers so, whether or not an earlier section lists it.
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
        var condition = "regionalNumber BETWEEN ? AND ?\(section.condition)"
        var arguments: SQLiteConnection.Arguments = [game.id, range.lowerBound, range.upperBound] + section.arguments
        if let id = section.id, !section.isFirst {
            // A later section also numbers Pokémon an earlier one lists: their rows, by `sectionNumbers`.
            let listedEarlier = try laterNumbers(in: id).filter { range.contains($0.number) }.map(\.rowid)
            if !listedEarlier.isEmpty {
                condition = "(\(condition)) OR rowid IN (\(listedEarlier.map { _ in "?" }.joined(separator: ", ")))"
                arguments += listedEarlier.map { $0 }
            }
        }
        return try Pokemon.fetchAll(db, "WHERE gameId = ? AND (\(condition)) ORDER BY dexNumber, rowid", arguments)
    }

    /// The rows whose `sectionNumbers` number them in `section`, with that number: a few hundred at most (Sword's
    /// Crown Tundra lists 136 Pokémon an earlier section lists), read without the rest of each row.
    private func laterNumbers(in section: String) throws -> [(rowid: Int, number: Int)] {
        let rows = try db.query(
            "SELECT rowid, sectionNumbers FROM pokemon WHERE gameId = ? AND sectionNumbers LIKE ?",
            [game.id, "%" + section + ":%"])
        return try rows.compactMap { row in
            let numbers = StoredSectionNumbers.decode(try row.optionalString("sectionNumbers"))
            guard let number = numbers.first(where: { $0.section == section })?.number else { return nil }
            return (try row.int("rowid"), number)
        }
    }

    /// Why `ref`, a regional number, names no Pokémon: past the section's last number; in a game without regional
    /// numbers, that it has none; in a game whose rows keep no later section's numbers (seeded from a player's own
    /// manifest without them), that an earlier section numbers it. Only read on an error.
    func unknown(_ ref: PokemonRef, number: Int, in typed: String?) throws -> StoreError {
        let section = try section(typed)
        var highest = try db.queryValue(
            "SELECT regionalNumber FROM pokemon WHERE gameId = ? AND regionalNumber IS NOT NULL\(section.condition) "
                + "ORDER BY regionalNumber DESC LIMIT 1", [game.id] + section.arguments, as: Int.self)
        var keepsLaterNumbers = false
        if let id = section.id, !section.isFirst {
            highest = (try laterNumbers(in: id).map(\.number) + [highest].compactMap { $0 }).max()
            keepsLaterNumbers =
                try db.queryValue(
                    "SELECT 1 FROM pokemon WHERE gameId = ? AND sectionNumbers IS NOT NULL LIMIT 1", [game.id], as: Int.self)
                != nil
        }
        return .unknownRegionalNumber(
            ref.description, game: game.name, section: section.id.map(DexSection.name(of:)), highest: highest,
            inEarlierSection: !section.isFirst && !keepsLaterNumbers && (highest ?? 0) >= number)
    }
}

import DexModel

/// `list`'s regional order, applied to rows read in national order (`dexNumber, rowid`): the Pokémon with a regional
/// number by it, each Pokédex section of the game after the one before, then the others in national order; ties keep
/// the national order. SQLite's sorter copies every whole row (1,276 with hints in the national dex with forms: more
/// than half of reading them), where the rows come in national order from the `gameId, dexNumber` index unsorted.
struct RegionalOrder {
    /// The game's sections between spaces, as UTF-8: a section's place in it is its rank.
    private let sections: [UInt8]

    init(_ game: Game) {
        sections = Array((" " + game.regionalDexSections.joined(separator: " ") + " ").utf8)
    }

    /// The indices of `entries`, read in national order, in regional order: a stable sort.
    func indices(_ entries: [ListEntry]) -> [Int] {
        let keys = entries.map { entry in
            (
                unnumbered: entry.regionalNumber == nil, section: rank(entry.regionalDex),
                number: entry.regionalNumber ?? 0
            )
        }
        return keys.indices.sorted { a, b in
            (keys[a].unnumbered ? 1 : 0, keys[a].section, keys[a].number, a)
                < (keys[b].unnumbered ? 1 : 0, keys[b].section, keys[b].number, b)
        }
    }

    /// Where ` section ` first starts in the game's sections (a byte offset from 1, in the order SQL's `instr` gave);
    /// 0 when it is not there, -1 without a section (SQL's NULL, which sorts first): the first section's Pokémon have
    /// none.
    private func rank(_ section: String?) -> Int {
        guard let section else { return -1 }
        let wanted = Array((" " + section + " ").utf8)
        guard wanted.count <= sections.count else { return 0 }
        for start in 0...(sections.count - wanted.count) where sections[start..<(start + wanted.count)].elementsEqual(wanted) {
            return start + 1
        }
        return 0
    }
}

import DexModel

/// `list`'s regional order, applied to rows read in national order (`dexNumber, rowid`): the Pokémon with a regional
/// number by it, each Pokédex section of the game after the one before, then the others in national order; ties keep
/// the national order. SQLite's sorter copies every whole row (1,284 with hints in the national dex with forms: more
/// than half of reading them), where the rows come in national order from the `gameId, dexNumber` index unsorted.
struct RegionalOrder {
    /// The game's sections between spaces, as UTF-8: a section's place in it is its rank.
    private let sections: [UInt8]

    init(_ game: Game) {
        sections = Array((" " + game.regionalDexSections.joined(separator: " ") + " ").utf8)
    }

    /// The indices of `entries`, read in national order, in regional order: a stable sort. Entries already in that
    /// order (the national dex, whose regional numbers are its own) are not sorted; each entry's fields are read in
    /// place, as copying a thousand whole entries cost more than the sort.
    func indices(_ entries: [ListEntry]) -> [Int] {
        var keys: [(unnumbered: Int, section: Int, number: Int, index: Int)] = []
        keys.reserveCapacity(entries.count)
        var inOrder = true
        for index in entries.indices {
            let number = entries[index].regionalNumber
            let key = (
                unnumbered: number == nil ? 1 : 0, section: rank(entries[index].regionalDex), number: number ?? 0,
                index: index
            )
            if inOrder, let last = keys.last, key < last { inOrder = false }
            keys.append(key)
        }
        guard !inOrder else { return Array(entries.indices) }
        return keys.sorted { $0 < $1 }.map(\.index)
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

import DexModel

/// `pokemon.sectionNumbers`: a Pokémon's numbers in its game's later sections, `kitakami:12 blueberry:40` in the
/// game's order of sections; NULL when one section lists it (most rows).
enum StoredSectionNumbers {
    static func encode(_ numbers: [SectionNumber]) -> String? {
        numbers.isEmpty ? nil : numbers.map { "\($0.section):\($0.number)" }.joined(separator: " ")
    }

    static func decode(_ text: String?) -> [SectionNumber] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: " ").compactMap { pair in
            guard let colon = pair.lastIndex(of: ":"), let number = Int(pair[pair.index(after: colon)...]) else { return nil }
            return SectionNumber(section: String(pair[..<colon]), number: number)
        }
    }

    /// A manifest entry's `sectionNumbers` in the order of `sections`; a section the game lacks is left out.
    static func ordered(_ numbers: [String: Int]?, sections: [String]) -> [SectionNumber] {
        guard let numbers, !numbers.isEmpty else { return [] }
        return sections.compactMap { section in numbers[section].map { SectionNumber(section: section, number: $0) } }
    }
}

extension GameManifest.Entry {
    /// What a tracked Pokémon keeps of its manifest entry beyond its name and numbers, in the columns'
    /// stored forms (see `StoredWays`, `StoredChoice`).
    package struct SeedDetails {
        package var dexNumber: Int
        package var hint: String
        package var ways: String?
        package var availability: String?
        package var choiceGroup: String?
        package var ruledOutBy: String?
        package var wayTexts: [String]
        package var shinyLocked = false

        /// Whether `note` is the game's text (its hint or one of its ways) rather than the player's.
        package func isGameText(_ note: String) -> Bool { !note.isEmpty && (note == hint || wayTexts.contains(note)) }
    }

    /// The details of every Pokémon a run with `starter` is seeded with.
    package func seedDetails(starter: String?) -> [SeedDetails] {
        let seeds = pokemon(forStarter: starter)
        let names = Dictionary(seeds.map { ($0.dexNumber, $0.name) }, uniquingKeysWith: { a, _ in a })
        var groupOf: [Int: String] = [:]
        var ruledOutBy: [Int: [Int]] = [:]
        for group in choiceGroups ?? [] {
            let members = group.options.map(\.dexNumber).filter { names[$0] != nil }
            for option in group.options where names[option.dexNumber] != nil {
                groupOf[option.dexNumber] = StoredChoice.group(name: group.name, members: members)
                for number in option.rulesOut where number != option.dexNumber {
                    ruledOutBy[number, default: []].append(option.dexNumber)
                }
            }
        }
        return seeds.map { seed in
            SeedDetails(
                dexNumber: seed.dexNumber, hint: seed.notes, ways: seed.ways.map(StoredWays.encode),
                availability: seed.availability, choiceGroup: groupOf[seed.dexNumber],
                ruledOutBy: ruledOutBy[seed.dexNumber].map { $0.sorted().map(String.init).joined(separator: ",") },
                wayTexts: seed.ways?.map(\.text) ?? [], shinyLocked: seed.shinyLocked == true)
        }
    }
}

/// A Pokémon's ways as the `ways` column keeps them: one line per way, `method TAB place TAB text`.
public enum StoredWays {
    static func encode(_ ways: [GameManifest.Way]) -> String {
        var stored = ""
        for way in ways {
            if !stored.isEmpty { stored += "\n" }
            stored += oneLine(way.method)
            stored += "\t"
            stored += oneLine(way.place ?? "")
            stored += "\t"
            stored += oneLine(way.text)
        }
        return stored
    }

    public static func decode(_ text: String?) -> [GameManifest.Way] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            var way = GameManifest.Way(method: fields[0], text: fields.count > 2 ? fields[2] : fields[0])
            way.place = fields.count > 1 && !fields[1].isEmpty ? fields[1] : nil
            return way
        }
    }

    private static func oneLine(_ text: String) -> String {
        // Checked on the bytes first: mapping every Character was a third of `add-game`.
        // (0xC2 and 0xE2 lead the UTF-8 of the other line breaks: U+0085, U+2028, U+2029.)
        func mayBreak(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0xC2 || byte == 0xE2 }
        let found =
            text.utf8.withContiguousStorageIfAvailable { $0.contains(where: mayBreak) } ?? text.utf8.contains(where: mayBreak)
        guard found else { return text }
        return String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}

/// A choice group as the `choiceGroup` column keeps it on each member: `name TAB dex,dex,…`.
public enum StoredChoice {
    static func group(name: String, members: [Int]) -> String {
        name.replacing("\t", with: " ") + "\t" + members.map(String.init).joined(separator: ",")
    }

    /// The group's name and its members' dex numbers.
    public static func decode(_ text: String?) -> (name: String, members: [Int])? {
        guard let text, let tab = text.firstIndex(of: "\t") else { return nil }
        return (String(text[..<tab]), numbers(String(text[text.index(after: tab)...])))
    }

    /// "106,107" → [106, 107].
    public static func numbers(_ text: String?) -> [Int] {
        (text ?? "").split(separator: ",").compactMap { Int($0) }
    }
}

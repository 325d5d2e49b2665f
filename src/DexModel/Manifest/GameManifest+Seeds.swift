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
        package var shinyLocked = false

        /// Whether `note` is the game's text (its hint or one of its ways) rather than the player's. A way's text is
        /// read back from `ways`, where a tab or line break in it would be a space: no bundled game has one.
        package func isGameText(_ note: String) -> Bool {
            !note.isEmpty && (note == hint || StoredWays.decode(ways).contains { $0.text == note })
        }
    }

    /// One entry a tracked game is seeded with: a species, or one of its forms, as a Pokémon of the manifest (the form's
    /// name, sprite, hint, ways and class in place of the species').
    package struct Seed {
        package var pokemon: GameManifest.PokemonEntry
        /// "" for the species' default form.
        package var form: String
        /// The species' name, for a form whose name is not it ("Alolan Vulpix" → "Vulpix"); nil when it is.
        package var speciesName: String?
    }

    /// The entries a run with `starter` lists: its species, or with `kinds` their forms and sexes, in the list's order.
    package func seeds(starter: String?, kinds: EntryKinds = .species) -> [Seed] {
        let species = pokemon(forStarter: starter)
        guard kinds != .species else { return species.map { Seed(pokemon: $0, form: "", speciesName: nil) } }
        var seeds: [Seed] = []
        seeds.reserveCapacity(species.count * 2)
        for entry in species {
            let forms = kinds.forms ? (entry.forms ?? []) : []
            if forms.isEmpty {
                seeds.append(Seed(pokemon: entry, form: "", speciesName: nil))
                if kinds.genders && entry.genderDifferences == true { seeds.append(Self.female(of: entry, form: nil)) }
                continue
            }
            let hasFemaleForm = forms.contains { $0.form == EntryKey.female }
            for form in forms {
                var pokemon = entry
                pokemon.name = form.name
                pokemon.spriteSlug = form.spriteSlug
                if let notes = form.notes { pokemon.notes = notes }
                if let ways = form.ways { pokemon.ways = ways.isEmpty ? nil : ways }
                if let availability = form.availability {
                    pokemon.availability = availability == Obtainability.obtainable.rawValue ? nil : availability
                }
                pokemon.forms = nil
                seeds.append(Seed(pokemon: pokemon, form: form.form, speciesName: form.name == entry.name ? nil : entry.name))
                if kinds.genders && entry.genderDifferences == true && form.form.isEmpty && !hasFemaleForm {
                    seeds.append(Self.female(of: entry, form: form))
                }
            }
        }
        return seeds
    }

    /// The female of a species whose sexes look different, after its default form: "Female Venusaur", the species'
    /// sprite (`SpriteSlug.female`).
    private static func female(of entry: GameManifest.PokemonEntry, form: GameManifest.FormEntry?) -> Seed {
        var pokemon = entry
        pokemon.name = "Female " + entry.name
        pokemon.spriteSlug = SpriteSlug.female(of: form?.spriteSlug ?? entry.spriteSlug)
        pokemon.forms = nil
        return Seed(pokemon: pokemon, form: EntryKey.female, speciesName: entry.name)
    }

    /// The details of every Pokémon a run with `starter` is seeded with.
    package func seedDetails(starter: String?) -> [SeedDetails] {
        seedDetails(of: pokemon(forStarter: starter))
    }

    /// The details of `seeds`, species or forms: a choice group holds every form of its members' species.
    package func seedDetails(of seeds: [GameManifest.PokemonEntry]) -> [SeedDetails] {
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
                shinyLocked: seed.shinyLocked == true)
        }
    }
}

/// A Pokémon's ways as the `ways` column keeps them: one line per way, `method TAB place TAB text`.
public enum StoredWays {
    package static func encode(_ ways: [GameManifest.Way]) -> String {
        ways.map { [$0.method, $0.place ?? "", $0.text].map(oneLine).joined(separator: "\t") }.joined(separator: "\n")
    }

    public static func decode(_ text: String?) -> [GameManifest.Way] {
        guard let text, !text.isEmpty else { return [] }
        // Split byte by byte: by `Character`, splitting cost `dex plan` a seventh of its time. `encode` leaves no
        // line break or tab inside a field, so the bytes split where the characters would.
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map { line in
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 2, omittingEmptySubsequences: false)
                .map { String(Substring($0)) }
            var way = GameManifest.Way(method: fields[0], text: fields.count > 2 ? fields[2] : fields[0])
            way.place = fields.count > 1 && !fields[1].isEmpty ? fields[1] : nil
            return way
        }
    }

    /// `text` with each tab and line break made one space, so that it stays one field of one line.
    private static func oneLine(_ text: String) -> String {
        // Looked for scalar by scalar: by `Character`, the look cost a game's thousands of ways more than decoding them.
        guard text.unicodeScalars.contains(where: isTabOrLineBreak) else { return text }
        return String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    /// A tab, or a scalar that makes a `Character` a line break (`Character.isNewline`).
    private static func isTabOrLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
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

import DexModel
import FoundationEssentials
import SQLiteStore

/// Resolves what the user typed to the Pokémon of one game.
///
/// Numbers and ranges are looked up with one query each, and so is a name written as the list writes it (ASCII case
/// aside); any other name makes it read the game's names, since names are compared folded (`NameKey`) and a miss
/// suggests the closest one.
struct PokemonMatcher {
    let game: Game
    let db: SQLiteConnection

    /// The Pokémon the refs name, each once, in dex order (a species' forms in the list's order). Any ref that names
    /// nothing fails the whole call, after every ref was looked at, so that the error names all of them.
    ///
    /// In a game that lists forms, a name is a form's (`FormNames`), else a species' bare name, which means the form
    /// the list shows first (the one the game's Pokédex shows: Alolan Vulpix in Sun), else the start of one form's
    /// name (`paldean tauros (blaze)`); a number or range, national or regional, means each species' first form, or
    /// with `allForms` all.
    func resolve(_ refs: [PokemonRef], allForms: Bool = false) throws -> [Pokemon] {
        var found: [Pokemon] = []
        var unknown: [UnknownRef] = []
        var isEmptyRange = false
        var regionalMiss: (ref: PokemonRef, number: Int, section: String?)?
        var wholeGame: [Named]?
        let regional = RegionalNumbers(game: game, db: db)
        for ref in refs {
            var matches: [Pokemon] = []
            var suggestion: String?
            switch ref {
            case .number(let number):
                matches = try fetch("dexNumber = ?", [number])
            case .range(let range):
                matches = try fetch("dexNumber BETWEEN ? AND ?", [range.lowerBound, range.upperBound])
            case .regional(let number, let section):
                matches = try regional.pokemon(number...number, in: section)
                if matches.isEmpty { regionalMiss = (ref, number, section) }
            case .regionalRange(let range, let section):
                matches = try regional.pokemon(range, in: section)
            case .name(let name):
                let forms = game.entryKinds != .species
                // A name is nearly always one Pokémon's own, as the list writes it (found by the names' index), else
                // one's own as folded: first among the rows that hold its longest word.
                let own = try Named.named(name, inGame: game.id, db)
                var exact = own.isEmpty ? nil : Self.match(name, among: own, forms: forms, exactOnly: true)
                if exact == nil {
                    let likely = try Named.likely(name, inGame: game.id, db)
                    exact = likely.isEmpty ? nil : Self.match(name, among: likely, forms: forms, exactOnly: true)
                }
                let all = exact == nil ? try wholeGame ?? Named.all(inGame: game.id, db) : []
                if exact == nil { wholeGame = all }
                if let match = exact ?? Self.match(name, among: all, forms: forms) {
                    matches = try Pokemon.fetchAll(db, "WHERE rowid = ?", [match.rowid])
                } else {
                    suggestion = Suggestion.names(for: name, among: all.map { $0.name })
                }
            }
            if !allForms, game.entryKinds != .species { matches = Self.firstOfEachSpecies(matches) }
            if matches.isEmpty {
                unknown.append(UnknownRef(ref: ref.description, suggestion: suggestion))
                if case .range = ref { isEmptyRange = true }
                if case .regionalRange = ref { isEmptyRange = true }
            }
            found += matches.filter { match in !found.contains { $0.id == match.id } }
        }
        if let first = unknown.first {
            // One unknown ref keeps the message it always had; several are named in one.
            if unknown.count > 1 { throw StoreError.unknownPokemons(unknown, game: game.name) }
            if isEmptyRange { throw StoreError.rangeOutsideGame(first.ref, game: game.name) }
            if let miss = regionalMiss { throw try regional.unknown(miss.ref, number: miss.number, in: miss.section) }
            throw StoreError.unknownPokemon(first.ref, game: game.name, suggestion: first.suggestion)
        }
        // A stable sort: the forms of a species stay in the list's order.
        return found.enumerated().sorted { ($0.element.dexNumber, $0.offset) < ($1.element.dexNumber, $1.offset) }
            .map(\.element)
    }

    /// What a name is matched against, of each Pokémon of a game: whole rows (hints, ways) of a list of 1,284 cost
    /// more to read than the rest of a `mark`.
    struct Named {
        let rowid: Int
        let name: String
        let form: String
        let speciesName: String?
        let imageName: String
        var species: String { speciesName ?? name }

        /// In dex order, a species' forms in the list's order.
        static func all(inGame gameId: UUID, _ db: SQLiteConnection) throws -> [Named] {
            try fetch(sql(condition: ""), [gameId], db)
        }

        /// Those whose name is `text`, ASCII case aside (`NOCASE`, as the names' index compares them).
        static func named(_ text: String, inGame gameId: UUID, _ db: SQLiteConnection) throws -> [Named] {
            try fetch(namedSQL, [gameId, text], db)
        }

        /// Read through the names' index: SQLite would otherwise take the dex number's, for the order.
        static let namedSQL = sql(
            index: "INDEXED BY pokemon_on_name ", condition: "AND name = ? COLLATE NOCASE")

        /// Those whose name holds the longest word of `text` as it is typed (ASCII case aside), in the same order: a
        /// name that folds to one of theirs without holding the word (`mrmime`, `flabebe`) is found in `all`.
        static func likely(_ text: String, inGame gameId: UUID, _ db: SQLiteConnection) throws -> [Named] {
            let words = text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
            guard let word = words.max(by: { $0.count < $1.count }), word.count >= 3 else { return [] }
            // LIKE ignores ASCII case without making a string per row, as lower() would; the word has no wildcard. A
            // form's name holds its species' (Alolan Vulpix, Wash Rotom), so the name alone is looked in.
            return try fetch(sql(condition: "AND name LIKE ?"), [gameId, "%" + word + "%"], db)
        }

        private static func sql(index: String = "", condition: String) -> String {
            "SELECT rowid, name, form, speciesName, spriteSlug FROM pokemon \(index)WHERE gameId = ? \(condition) "
                + "ORDER BY dexNumber, rowid"
        }

        private static func fetch(_ sql: String, _ arguments: SQLiteConnection.Arguments, _ db: SQLiteConnection) throws
            -> [Named]
        {
            return try db.query(sql, arguments).map { row in
                let name = try row.string("name")
                return Named(
                    rowid: try row.int("rowid"), name: name, form: try row.string("form"),
                    speciesName: try row.optionalString("speciesName"),
                    imageName: try row.optionalString("spriteSlug") ?? NameKey.slug(name))
            }
        }
    }

    /// The Pokémon `name` names among a game's, in list order; with `exactOnly`, only one whose own names fold to it.
    static func match(_ name: String, among all: [Named], forms: Bool, exactOnly: Bool = false) -> Named? {
        guard forms else {
            let key = NameKey.alias(of: NameKey.key(name))
            return all.first { NameKey.key($0.name) == key || NameKey.key($0.imageName) == key }
        }
        let key = NameKey.alias(of: FormNames.key(name))
        guard !key.isEmpty else { return nil }
        func keys(_ pokemon: Named) -> [String] {
            FormNames.keys(name: pokemon.name, speciesName: pokemon.speciesName, form: pokemon.form)
        }
        if let match = all.first(where: { keys($0).contains(key) }) { return match }
        if exactOnly { return nil }
        if let species = all.first(where: { NameKey.key($0.species) == key }) { return species }
        if let match = all.first(where: { $0.form.isEmpty && NameKey.key($0.imageName) == key }) { return match }
        let started = all.filter { pokemon in
            FormNames.isForm(speciesName: pokemon.speciesName, form: pokemon.form) && keys(pokemon).contains { $0.hasPrefix(key) }
        }
        if started.count == 1 { return started[0] }
        // The species' name and some of the form's words, in any order (`blaze tauros`, `Tauros (Blaze Breed)`,
        // `rainbow swirl alcremie`): the first such form in list order.
        let typed = FormNames.words(name)
        return all.first { pokemon in
            let species = FormNames.words(pokemon.species)
            guard !species.isEmpty, species.isSubset(of: typed) else { return false }
            return typed.isSubset(of: FormNames.words(pokemon.name).union(FormNames.words(pokemon.form)).union(species))
        }
    }

    /// Of several Pokémon in list order, each species' first.
    private static func firstOfEachSpecies(_ pokemon: [Pokemon]) -> [Pokemon] {
        var seen: Set<Int> = []
        return pokemon.filter { seen.insert($0.dexNumber).inserted }
    }

    private func fetch(_ condition: String, _ arguments: SQLiteConnection.Arguments) throws -> [Pokemon] {
        try Pokemon.fetchAll(db, "WHERE gameId = ? AND \(condition) ORDER BY dexNumber, rowid", [game.id] + arguments)
    }
}

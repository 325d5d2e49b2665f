import FoundationEssentials

/// The list of games and their Pokémon that `dex add-game` seeds from: the bundled `games.json`,
/// or a user's own file given by `--manifest` / `$DEX_MANIFEST`.
public struct GameManifest: Codable, Sendable, Equatable {
    public var version: String
    /// Where the data comes from and under which licence.
    public var attribution: String?
    public var games: [Entry]

    public struct Entry: Codable, Sendable, Equatable {
        public var slug: String
        public var name: String
        public var generation: Int
        /// The game's sprite folder, substituted for `{folder}` in a sprite URL template. Its key in the manifest
        /// stays `spriteGeneration`, as in manifests written for earlier versions of dex, so that they still read.
        public var spriteFolder: String
        public var hasStarterChoice: Bool
        public var availableStarters: [String]
        /// The regional Pokédex the game's `regionalNumber`s come from, e.g. "kanto"; with several, the first.
        public var regionalDex: String?
        /// A game with several Pokédexes (Kalos's three, Sword's Galar with its add-ons' Isle of Armor and Crown
        /// Tundra): all of them, `regionalDex` first. Each Pokémon is numbered in the first that has it.
        public var regionalDexSections: [String]?
        public var pokemon: [PokemonEntry]
        /// Sets of options of which one run can take only one (the Fighting Dojo's Hitmonlee or Hitmonchan).
        public var choiceGroups: [ChoiceGroup]?
        /// The places of its ways (`Way.place`), in the order the game reaches them (docs/data.md, "Place order").
        public var places: [String]?

        enum CodingKeys: String, CodingKey {
            case slug, name, generation, spriteFolder = "spriteGeneration", hasStarterChoice, availableStarters
            case regionalDex, regionalDexSections, pokemon, choiceGroups, places
        }

        /// The sprite folders to try, in order, for one of its Pokémon: the Pokémon's own fallbacks, else the game's.
        public func spriteFolders(of pokemon: PokemonEntry) -> [String] { pokemon.spriteFolders ?? [spriteFolder] }
    }

    public struct PokemonEntry: Codable, Sendable, Equatable {
        public var dexNumber: Int
        public var regionalNumber: Int?
        /// The section `regionalNumber` belongs to, when it is not the game's `regionalDex` ("isle-of-armor").
        public var regionalDex: String?
        /// Its numbers in the later sections that list it too, by section (`{"kitakami": 12}`); absent when only one
        /// section lists it.
        public var sectionNumbers: [String: Int]?
        public var name: String
        public var notes: String
        public var spriteSlug: String
        /// The starters with which this Pokémon cannot be obtained.
        public var excludedForStarters: [String]
        /// Sprite folders to try in order when the game's own folder lacks this sprite.
        public var spriteFolders: [String]?
        /// Every way to get it in this game, best first; `notes` is the hint, the best of them.
        public var ways: [Way]?
        /// How it can be had (`Obtainability`'s raw value); absent: obtainable in this version.
        public var availability: String?
        /// The forms a game tracked with forms (`dex add-game --forms`) lists in this species' place, in HOME's order,
        /// the one the game's own Pokédex shows first; absent: the species alone, as without forms.
        public var forms: [FormEntry]?
        /// The female looks different (`dex add-game --genders` lists her as an entry of her own); absent: false.
        public var genderDifferences: Bool?
        /// True when the game never gives a shiny one (every way to get it there is shiny-locked); absent: not locked.
        /// It holds for each of the species' forms.
        public var shinyLocked: Bool?
        /// How it evolves in this game from another of its Pokémon, newest rule first; absent: it does not.
        public var evolutions: [Evolution]?

        enum CodingKeys: String, CodingKey {
            case dexNumber, regionalNumber, regionalDex, sectionNumbers, name, notes, spriteSlug, excludedForStarters
            case spriteFolders, ways, availability, forms, genderDifferences, shinyLocked, evolutions
        }
    }

    /// One form of a species as its own entry: Alolan Vulpix, Unown B, Wash Rotom.
    public struct FormEntry: Codable, Sendable, Equatable {
        /// PokeAPI's form identifier (`alola`, `b`, `wash`, `paldea-blaze-breed`); "" for the species' default form.
        public var form: String
        public var name: String
        public var spriteSlug: String
        /// The form's own hint, ways and class, where they differ from the species' (absent: the species').
        public var notes: String?
        public var ways: [Way]?
        public var availability: String?

        enum CodingKeys: String, CodingKey { case form, name, spriteSlug, notes, ways, availability }

        public init(form: String, name: String, spriteSlug: String) {
            self.form = form
            self.name = name
            self.spriteSlug = spriteSlug
        }
    }

    /// Decodes and validates manifest JSON; `file` names it in error messages.
    public static func decode(_ data: Data, file: String) throws -> GameManifest {
        let manifest: GameManifest
        do {
            manifest = try JSONDecoder().decode(GameManifest.self, from: data)
        } catch let error as DecodingError {
            throw decodingFault(error, file: file)
        }
        try manifest.validate(file: file)
        return manifest
    }

    package static func decodingFault(_ error: DecodingError, file: String) -> ManifestError {
        let (path, problem) = DecodingDiagnostics.fault(of: error)
        return .invalidManifest(file: file, path: path, problem: problem)
    }

    /// The entry for `slug` (matched as `GameNameMatch` matches), or an error that suggests the closest slug.
    public func game(_ slug: String) throws -> Entry {
        let matched = GameNameMatch.slug(for: slug, among: games.map { ($0.slug, $0.name) }) ?? slug
        if let entry = games.first(where: { $0.slug == matched }) { return entry }
        throw Self.unknownGame(slug, among: games.map(\.slug))
    }

    /// A slug that is none of `slugs`: the error names the closest and lists them all.
    package static func unknownGame(_ slug: String, among slugs: [String]) -> ManifestError {
        .unknownGame(slug, suggestion: Suggestion.closest(to: slug, among: slugs), available: slugs)
    }
}

extension GameManifest.Entry {
    /// Checks the starter given on the command line against the game and returns it in the manifest's spelling.
    public func resolveStarter(_ starter: String?) throws -> String? {
        guard hasStarterChoice else {
            if starter != nil { throw StarterError.starterNotOffered(game: name) }
            return nil
        }
        guard let starter else { throw StarterError.starterRequired(game: name, valid: availableStarters) }
        guard let match = matchingStarter(starter) else {
            throw StarterError.invalidStarter(starter, game: name, valid: availableStarters)
        }
        return match
    }

    /// The starter `name` means, matched as loosely as Pokémon names are ("Bulbasaur", "bulbasaur").
    public func matchingStarter(_ name: String) -> String? {
        let key = NameKey.key(name)
        return availableStarters.first { NameKey.key($0) == key }
    }

    /// The Pokémon obtainable in a run with `starter`.
    public func pokemon(forStarter starter: String?) -> [GameManifest.PokemonEntry] {
        guard let starter else { return pokemon }
        return pokemon.filter { !$0.excludedForStarters.contains(starter) }
    }
}

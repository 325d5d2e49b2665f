import Foundation

/// `Resources/encounters-pkhex.json`: the encounters of the games PokeAPI's tables give none or few for (Omega
/// Ruby/Alpha Sapphire, Brilliant Diamond/Shining Pearl, Legends: Arceus, Scarlet/Violet, Legends: Z-A), read from
/// data-mined tables by
/// `manifest-gen import-pkhex` and committed, so that `make manifest` needs no copy of those tables.
public struct ImportedEncounters: Codable, Sendable, Equatable, ResourceFile {
    /// One species at one place by one method in some games. Species are PokeAPI identifiers; `form` is the source's
    /// form number where it is not the default one (Paldean Wooper is `wooper` form 1).
    public struct Encounter: Codable, Sendable, Equatable, Comparable {
        public var games: [String]
        public var place: String
        public var method: String
        public var species: String
        public var form: Int?
        public var minLevel: Int
        public var maxLevel: Int
        /// The key of the table it comes from in `sources`.
        public var table: String
        /// What an in-game trade asks for (PokeAPI identifiers, each one Pokémon to give); absent for any other way.
        public var asks: [String]?

        public init(
            games: [String], place: String, method: String, species: String, form: Int?, minLevel: Int, maxLevel: Int,
            table: String, asks: [String]? = nil
        ) {
            self.games = games
            self.place = place
            self.method = method
            self.species = species
            self.form = form == 0 ? nil : form
            self.minLevel = minLevel
            self.maxLevel = maxLevel
            self.table = table
            self.asks = asks?.isEmpty == true ? nil : asks
        }

        /// By table, place, method, species and form, then levels and games.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            let left = (lhs.table, lhs.place, lhs.method, lhs.species, lhs.form ?? 0)
            let right = (rhs.table, rhs.place, rhs.method, rhs.species, rhs.form ?? 0)
            if left != right { return left < right }
            return (lhs.minLevel, lhs.maxLevel, lhs.games.joined(separator: ","))
                < (rhs.minLevel, rhs.maxLevel, rhs.games.joined(separator: ","))
        }
    }

    /// Where the facts come from, with the licence.
    public var about: String
    /// Table key → one line naming the source table.
    public var sources: [String: String]
    public var encounters: [Encounter]

    public init(about: String, sources: [String: String], encounters: [Encounter]) {
        self.about = about
        self.sources = sources
        self.encounters = encounters
    }

    /// The repository's file, found from this source file's place (src/ManifestBuilder/Input/).
    public static let repositoryURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/encounters-pkhex.json")

    /// Sorted keys, one encounter a line: the same tables give the same bytes, and a change reads as a diff.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data("{\"about\":".utf8)
        data.append(try encoder.encode(about))
        data.append(Data(",\n\"sources\":".utf8))
        data.append(try encoder.encode(sources))
        data.append(Data(",\n\"encounters\":[".utf8))
        for (index, encounter) in encounters.enumerated() {
            data.append(Data((index == 0 ? "\n" : ",\n").utf8))
            data.append(try encoder.encode(encounter))
        }
        data.append(Data("\n]}\n".utf8))
        return data
    }
}

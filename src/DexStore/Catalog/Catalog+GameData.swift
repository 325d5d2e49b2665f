import DexModel
import FoundationEssentials
import SQLiteStore

/// What `dex show` and `--json` tell about a Pokémon beyond its row: every way, and its choice group.
public struct PokemonDetails: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public var dexNumber: Int
        public var name: String
        public var caught: Bool
    }

    public init() {}

    public var ways: [GameManifest.Way] = []
    /// Its choice group's name and members, when it is a member.
    public var choiceGroup: (name: String, members: [Member])?
    /// The options whose pick rules it out.
    public var ruledOutBy: [Member] = []

    /// Not caught, and an option that rules it out is caught: this run passed it over.
    public func passedOver(_ pokemon: Pokemon) -> Bool { !pokemon.isCaught && ruledOutBy.contains(where: \.caught) }

    public static func == (a: Self, b: Self) -> Bool {
        a.ways == b.ways && a.ruledOutBy == b.ruledOutBy && a.choiceGroup?.name == b.choiceGroup?.name
            && a.choiceGroup?.members == b.choiceGroup?.members
    }
}

extension Catalog {
    /// The ways and choice group of `pokemon`, read from its game's rows.
    public func details(of pokemon: Pokemon) throws -> PokemonDetails {
        try writer.read { db in try Self.details(of: pokemon, in: db) }
    }

    static func details(of pokemon: Pokemon, in db: SQLiteConnection) throws -> PokemonDetails {
        var details = PokemonDetails()
        details.ways = StoredWays.decode(
            try db.queryValue("SELECT ways FROM pokemon WHERE id = ?", [pokemon.id], as: String?.self) ?? nil)
        let group = StoredChoice.decode(pokemon.choiceGroup)
        let numbers = (group?.members ?? []) + StoredChoice.numbers(pokemon.ruledOutBy)
        guard !numbers.isEmpty else { return details }
        let members = try db.query(
            "SELECT dexNumber, name, isRegistered FROM pokemon WHERE gameId = ? AND dexNumber IN (\(numbers.map(String.init).joined(separator: ",")))",
            [pokemon.gameId]
        ).map {
            PokemonDetails.Member(
                dexNumber: try $0.int("dexNumber"), name: try $0.string("name"), caught: try $0.bool("isRegistered"))
        }
        func member(_ number: Int) -> PokemonDetails.Member? { members.first { $0.dexNumber == number } }
        if let group { details.choiceGroup = (group.name, group.members.compactMap(member)) }
        details.ruledOutBy = StoredChoice.numbers(pokemon.ruledOutBy).compactMap(member)
        return details
    }

    /// The dex numbers of the game's Pokémon this run passed over: not caught, and ruled out by a caught option.
    /// `obtainableOnly` keeps those obtainable in this version (what `progress` takes from the reachable).
    static func passedOver(inGame gameId: UUID, obtainableOnly: Bool = false, _ db: SQLiteConnection) throws -> Set<Int> {
        let caught = Set(
            try db.queryValues("SELECT dexNumber FROM pokemon WHERE gameId = ? AND isRegistered", [gameId], as: Int.self))
        let candidates = try db.query(
            "SELECT dexNumber, ruledOutBy FROM pokemon WHERE gameId = ? AND NOT isRegistered AND ruledOutBy IS NOT NULL"
                + (obtainableOnly ? " AND availability IS NULL" : ""), [gameId])
        return Set(
            try candidates.compactMap { row in
                StoredChoice.numbers(try row.optionalString("ruledOutBy")).contains(where: caught.contains)
                    ? try row.int("dexNumber") : nil
            })
    }

    /// The game's Pokémon with every way at a place matching `place` (as loosely as names), grouped by place and
    /// method in the order the places first come, and the Pokémon of each group in dex order.
    public func pokemon(at place: String, game slug: String?) throws -> (game: Game, groups: [PlaceGroup], passedOver: Set<Int>) {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            let rows = try Pokemon.fetchAll(db, "WHERE gameId = ? AND ways IS NOT NULL ORDER BY dexNumber", [game.id])
            var groups: [PlaceGroup] = []
            var places: Set<String> = []
            for pokemon in rows {
                for way in StoredWays.decode(pokemon.ways) {
                    guard let wayPlace = way.place else { continue }
                    places.insert(wayPlace)
                    guard PlaceMatch.matches(wayPlace, place) else { continue }
                    if let index = groups.firstIndex(where: { $0.place == wayPlace && $0.method == way.method }) {
                        if !groups[index].pokemon.contains(where: { $0.pokemon.id == pokemon.id }) {
                            groups[index].pokemon.append((pokemon, way))
                        }
                    } else {
                        groups.append(PlaceGroup(place: wayPlace, method: way.method, pokemon: [(pokemon, way)]))
                    }
                }
            }
            if places.isEmpty {
                let sql = """
                    SELECT slug FROM games WHERE id != ? AND EXISTS (
                        SELECT 1 FROM pokemon WHERE pokemon.gameId = games.id AND ways IS NOT NULL)
                    \(Game.listOrder) LIMIT 1
                    """
                let other = try db.queryValue(sql, [game.id], as: String.self)
                throw StoreError.gameHasNoPlaces(game: game.name, suggestion: other)
            }
            if groups.isEmpty {
                throw StoreError.unknownPlace(
                    place, game: game.name, suggestion: Suggestion.closest(to: place, among: places.sorted()))
            }
            let ordered = groups.sorted {
                ($0.place, WayMethod.rank($0.method), $0.method) < ($1.place, WayMethod.rank($1.method), $1.method)
            }
            return (game, ordered, try Self.passedOver(inGame: game.id, db))
        }
    }
}

/// Place names are matched as names are (`NameKey`: no case, accents, spaces or punctuation), whole or as the start
/// of a longer name: "route 12" finds "Route 12" and "Route 12 (north)", but "route 1" not "Route 12".
public enum PlaceMatch {
    public static func matches(_ place: String, _ query: String) -> Bool {
        let key = NameKey.key(query), name = NameKey.key(place)
        guard !key.isEmpty, name.hasPrefix(key) else { return false }
        guard let last = key.last, last.isNumber, name.count > key.count else { return true }
        return !name[name.index(name.startIndex, offsetBy: key.count)].isNumber
    }
}

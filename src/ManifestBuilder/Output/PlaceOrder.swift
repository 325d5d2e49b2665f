/// The places of a game's ways in the order the game reaches them (docs/data.md, "Place order"): by the levels met on
/// foot there, the sum of the lowest and highest of a species' encounters.csv `min_level` and `max_level` as the hint
/// rule counts them (Route 1's 2–5 before Mt. Moon's 7–10), except where the corrections say a location is reached
/// only after another (the Sevii Islands). Water and fishing give low levels all over (an Old Rod's Magikarp at 5), and
/// gifts, static Pokémon and trades their own: a place with only those comes after the places met on foot, by their
/// levels, and a place without levels last. Ties go by name.
struct PlaceOrder {
    let places: [String]
    /// The index in `places` of each location area's place when it is met on foot.
    private let footRankOfArea: [Int: Int]
    /// The levels of the places met on foot, in the order of `places` (nil for the others).
    private let footLevels: [Int?]

    private enum Kind: Int, Comparable {
        case onFoot, water, notWild, noLevel
        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    private static let water: Set<String> = [
        "old-rod", "good-rod", "super-rod", "super-rod-spots", "surf", "surf-spots", "feebas-tile-fishing",
        "bubbling-spots", "roaming-water", "overworld-water", "overworld-water-special", "wanderer-water", "chase-water",
        "seaweed", "sos-from-bubbling-spot",
    ]
    private static let notWild: Set<String> = ["gift", "gift-egg", "npc-trade", "static"]

    static let none = PlaceOrder(places: [], footRankOfArea: [:], footLevels: [])

    private init(places: [String], footRankOfArea: [Int: Int], footLevels: [Int?]) {
        self.places = places
        self.footRankOfArea = footRankOfArea
        self.footLevels = footLevels
    }

    /// `location` gives a location area's location; `reachedAfter` the locations the game reaches only after another,
    /// whose places met on foot then come after that location's, by their own levels.
    init(
        encounters: [EncounterGroup], methods: [Int: String], placeName: (Int) -> String?, location: (Int) -> Int?,
        reachedAfter: [(locations: Set<Int>, after: Int)]
    ) {
        var rank: [String: (kind: Kind, levels: Int)] = [:], placeOfArea: [Int: String] = [:]
        var locationOfPlace: [String: Int] = [:]
        for group in encounters {
            let area = group.key.locationArea
            guard let place = placeOfArea[area] ?? placeName(area) else { continue }
            placeOfArea[area] = place
            if locationOfPlace[place] == nil { locationOfPlace[place] = location(area) }
            let method = methods[group.key.method] ?? ""
            let levels = group.minLevel + max(group.maxLevel, group.minLevel)
            let kind: Kind =
                group.minLevel < 1
                ? .noLevel : Self.notWild.contains(method) ? .notWild : Self.water.contains(method) ? .water : .onFoot
            if let old = rank[place], (old.kind, old.levels) <= (kind, levels) { continue }
            rank[place] = (kind, levels)
        }
        // A place reached only after another location's places met on foot comes right after the latest of them.
        var reached = rank.mapValues(\.levels)
        for rule in reachedAfter {
            let anchor = rank.filter { locationOfPlace[$0.key] == rule.after && $0.value.kind == .onFoot }.map(\.value.levels)
            guard let after = anchor.max() else { continue }
            for (place, key) in rank where key.kind == .onFoot && rule.locations.contains(locationOfPlace[place] ?? -1) {
                reached[place] = max(key.levels, after + 1)
            }
        }
        let places = rank.keys.sorted { a, b in
            let (x, y) = (rank[a] ?? (.noLevel, 0), rank[b] ?? (.noLevel, 0))
            return (x.kind, reached[a] ?? 0, x.levels, a) < (y.kind, reached[b] ?? 0, y.levels, b)
        }
        self.places = places
        let footLevels = places.map { place in rank[place].flatMap { $0.kind == .onFoot ? reached[place] : nil } }
        let footRank = Dictionary(
            uniqueKeysWithValues: places.indices.filter { footLevels[$0] != nil }.map { (places[$0], $0) })
        self.footLevels = footLevels
        footRankOfArea = placeOfArea.compactMapValues { footRank[$0] }
    }

    /// Where in `places` the game reaches a Pokémon met at these levels (the sum of the lowest and highest) in this
    /// location area: not before the area's place, if it is met on foot, and not before the first place met on foot
    /// at these levels or higher.
    func position(ofLevels levels: Int, inArea area: Int? = nil) -> Int {
        let byLevels = footLevels.firstIndex { $0.map { $0 >= levels } ?? false } ?? places.count
        return max(byLevels, area.flatMap { footRankOfArea[$0] } ?? 0)
    }
}

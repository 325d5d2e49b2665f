/// The places of a game's ways in the order the game reaches them (docs/data.md, "Place order"): by the levels met on
/// foot there, the sum of the lowest and highest of a species' encounters.csv `min_level` and `max_level` as the hint
/// rule counts them (Route 1's 2–5 before Mt. Moon's 7–10, and Mt. Moon before Altering Cave's 6–16). Water and
/// fishing give low levels all over (an Old Rod's Magikarp at 5), and gifts, static Pokémon and trades their own: a
/// place with only those comes after the places met on foot, by their levels, and a place without levels last. Ties
/// go by name.
struct PlaceOrder {
    let places: [String]

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

    init(encounters: [EncounterGroup], notes: NoteWriter) {
        var rank: [String: (kind: Kind, levels: Int)] = [:]
        for group in encounters {
            guard let place = notes.placeName(group.key.locationArea) else { continue }
            let method = notes.data.encounterMethods[group.key.method] ?? ""
            let levels = group.minLevel + max(group.maxLevel, group.minLevel)
            let kind: Kind =
                group.minLevel < 1
                ? .noLevel : Self.notWild.contains(method) ? .notWild : Self.water.contains(method) ? .water : .onFoot
            if let old = rank[place], (old.kind, old.levels) <= (kind, levels) { continue }
            rank[place] = (kind, levels)
        }
        places = rank.keys.sorted { a, b in
            let (x, y) = (rank[a] ?? (.noLevel, 0), rank[b] ?? (.noLevel, 0))
            return (x.kind, x.levels, a) < (y.kind, y.levels, b)
        }
    }
}

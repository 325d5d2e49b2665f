extension Availability {
    /// The species only link trades give, each with the trade evolutions that lead to it: those from an obtainable
    /// species, then those from a species a trade evolution gives (Porygon-Z from a traded Porygon2), until nothing
    /// new turns up. A trade for a particular Pokémon (Karrablast for Shelmet) needs that one within reach too.
    static func tradeEvolutionReach(
        rows: [Int: [(from: Int, rule: PokeAPIData.Evolution)]], obtainable: (Int) -> Bool
    ) -> [Int: [(from: Int, rule: PokeAPIData.Evolution)]] {
        var reach: [Int: [(from: Int, rule: PokeAPIData.Evolution)]] = [:]
        func reachable(_ id: Int) -> Bool { obtainable(id) || reach[id] != nil }
        var changed = true
        while changed {
            changed = false
            for (id, candidates) in rows.sorted(by: { $0.key < $1.key }) where !obtainable(id) {
                let usable = candidates.filter { reachable($0.from) && ($0.rule.tradeSpecies.map(reachable) ?? true) }
                if usable.count != (reach[id]?.count ?? 0) {
                    reach[id] = usable
                    changed = true
                }
            }
        }
        return reach
    }
}

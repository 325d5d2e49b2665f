/// Short English words for the encounter conditions a player must meet ("night", "swarm", "Poké Radar"),
/// and which of a group's conditions are worth saying at all.
struct ConditionLabels {
    let data: PokeAPIData
    /// condition → the values of it that occur among this version's encounters at one place with one method;
    /// a group that covers all of them (every season) needs no label.
    let valuesAtPlace: [String: Set<Int>]

    /// Condition types shown elsewhere in a note (starter, trade, fossil, prize) or too fine-grained to help.
    private static let unlabelled: Set<String> = [
        "starter", "trade", "item", "coins", "slot2", "honey-tree-group", "headbutt-tree", "great-marsh-daily-slot",
        "johto-safari-blocks", "backlot", "first-party-pokemon", "special-encounter", "berry-tree-type",
        "trash-can-type", "friend-safari-slot", "max-den-rarity", "max-den-rating", "alolan-diglett-found", "save-data",
    ]

    /// Conditions whose values take turns (a time of day, a season, a weekday): a group needs a label only when it
    /// misses some of the values that occur at its place, even the default one (Pidgey by "morning/day"), or when
    /// the place has one value alone (Diamond's Rotom at night).
    /// For the others, the default value means ordinary play.
    static let alternatives: Set<String> = ["time", "season", "weekday"]

    private static let shortNames: [String: String] = [
        "time-morning": "morning", "time-day": "day", "time-night": "night",
        "swarm-yes": "swarm", "radar-on": "Poké Radar",
        "radio-hoenn": "Hoenn Sound", "radio-sinnoh": "Sinnoh Sound",
        "season-spring": "spring", "season-summer": "summer", "season-autumn": "autumn", "season-winter": "winter",
        "bug-catching-contest-yes": "Bug-Catching Contest",
    ]

    /// For each place and method of `groups`, the values of each condition that occur there. Weekdays count all
    /// seven, as an encounter that happens on one weekday is usually alone at its place.
    static func valuesByPlace(of groups: [EncounterGroup], data: PokeAPIData) -> [PlaceKey: [String: Set<Int>]] {
        let allWeekdays = Set(data.conditionValues.filter { $0.value.condition == "weekday" }.keys)
        var result: [PlaceKey: [String: Set<Int>]] = [:]
        for group in groups {
            let place = PlaceKey(locationArea: group.key.locationArea, method: group.key.method)
            for id in group.conditionValues {
                guard let condition = data.conditionValues[id]?.condition else { continue }
                result[place, default: [:]][condition, default: condition == "weekday" ? allWeekdays : []].insert(id)
            }
        }
        return result
    }

    struct PlaceKey: Hashable {
        let locationArea: Int
        let method: Int
    }

    /// The labels of `values`, one per condition type that restricts the encounter, in a stable order.
    func labels(for values: Set<Int>) -> [String] {
        var byCondition: [String: [Int]] = [:]
        for id in values {
            guard let value = data.conditionValues[id], !Self.unlabelled.contains(value.condition) else { continue }
            byCondition[value.condition, default: []].append(id)
        }
        var labels: [String] = []
        for condition in byCondition.keys.sorted() {
            let ids = (byCondition[condition] ?? []).sorted()
            let all = valuesAtPlace[condition] ?? []
            if Self.alternatives.contains(condition) {
                // A lone value met at the place still needs saying: Diamond's Rotom is there at night only.
                if all.isSubset(of: ids) && all.count >= 2 { continue }
            } else {
                if ids.contains(where: { data.conditionValues[$0]?.isDefault == true }) { continue }
                // Covering every value met at the place says nothing ("before or after the National Pokédex"); a
                // lone value of a one-off condition ("beat the Elite Four twice") still needs saying.
                if all.count >= 2 && all.isSubset(of: ids) { continue }
            }
            labels.append(ids.compactMap(name).joined(separator: "/"))
        }
        return labels.filter { !$0.isEmpty }
    }

    /// Slips in the tables' English prose (encounter_condition_value_prose.csv).
    private static let misspellings = ["unsuccesfully": "unsuccessfully"]

    private func name(_ id: Int) -> String? {
        guard let value = data.conditionValues[id] else { return nil }
        if let short = Self.shortNames[value.identifier] { return short }
        guard var prose = data.conditionValueNames[id] else { return nil }
        for (typo, word) in Self.misspellings { prose = prose.replacing(typo, with: word) }
        if prose.hasSuffix(".") { prose.removeLast() }  // a label sits inside a note's parentheses
        if value.condition == "weekday" { return prose }
        // "Acquired National Pokédex" reads as "acquired National Pokédex" inside a note's parentheses.
        return prose.prefix(1).lowercased() + prose.dropFirst()
    }
}

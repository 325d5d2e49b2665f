extension ImportedEncounterGroups {
    /// Methods of a one-off encounter, not a wild slot: PokeAPI and PKHeX may name its place differently (PKHeX's
    /// "Mossdeep City" for PokeAPI's "Mossdeep Space Center"), so the species alone says whether the tables have it.
    static let oneOffMethods: Set<String> = ["gift", "gift-egg", "static", "devon-scope", "roaming-grass", "roaming-water"]

    /// The imported groups of a game whose PokeAPI tables give some encounters too (Omega Ruby's gifts, statics and
    /// hordes), less what the tables already give, so that PokeAPI's way is kept: a wild slot of the same species by
    /// the same method at a place of the same name, or a one-off encounter of a species the tables give one-off.
    static func besideTables(_ imported: [EncounterGroup], tables: [EncounterGroup], data: PokeAPIData) -> [EncounterGroup] {
        func placeName(_ group: EncounterGroup) -> String {
            data.locationAreas[group.key.locationArea].flatMap { data.locationNames[$0.location] } ?? ""
        }
        func isOneOff(_ group: EncounterGroup) -> Bool {
            data.encounterMethods[group.key.method].map(oneOffMethods.contains) ?? false
        }
        struct Slot: Hashable {
            let species: Int, method: Int, place: String
        }
        let slots = Set(tables.map { Slot(species: $0.species, method: $0.key.method, place: placeName($0)) })
        let oneOff = Set(tables.filter(isOneOff).map(\.species))
        return imported.filter { group in
            isOneOff(group)
                ? !oneOff.contains(group.species)
                : !slots.contains(Slot(species: group.species, method: group.key.method, place: placeName(group)))
        }
    }
}

import DexSaves

/// Deoxys held in a FireRed/LeafGreen save: each game shows every Deoxys in its own form, FireRed Attack and
/// LeafGreen Defense (Bulbapedia, "Deoxys"), but the two games write one layout and the save does not say which wrote
/// it. The tracked game it is imported into says it; imported into the national game, it stays the default form.
enum DeoxysForm {
    static let species = 386

    /// The save with its Deoxys in the form `gameSlug` shows them in, where only the game can tell it.
    static func shown(_ save: SaveContents, in gameSlug: String) -> SaveContents {
        guard save.family == .fireRedLeafGreen, let form = fireRedLeafGreen[gameSlug] else { return save }
        var save = save
        let placed = { (held: [HeldPokemon]) in
            held.map { $0.species == species ? HeldPokemon(species: species, form: form, isShiny: $0.isShiny) : $0 }
        }
        save.party = placed(save.party)
        save.boxes = Array(Set(placed(save.boxes))).sorted()
        save.dayCare = Array(Set(placed(save.dayCare))).sorted()
        return save
    }

    /// The form numbers of `HeldForm.byNumber`: 1 Attack, 2 Defense.
    static let fireRedLeafGreen = ["firered": 1, "leafgreen": 2]
}

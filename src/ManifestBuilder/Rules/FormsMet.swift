/// The forms other than the default ones (pokemon.csv ids) that a game gives: those its encounters meet, and those an
/// evolution gives from a form it gives (Alolan Ninetales from the Alolan Vulpix of Let's Go's trades, Alolan Golem
/// from Alolan Graveler), so that the evolutions from them work there.
enum FormsMet {
    /// The forms other than the default ones that `groups` meet, and every form of the game's own region: a game
    /// played in Alola meets Alola's forms (the tables file Ultra Sun's Geodude under the default variety).
    static func met(by groups: [EncounterGroup], in game: GameContext, data: PokeAPIData) -> Set<Int> {
        let met = groups.filter { !$0.key.isExternal }.flatMap(\.varieties).filter { !data.defaultPokemon.contains($0) }
        let regional = data.forms.filter { form in
            form.isDefault && HomeForms.region(of: form).map(game.regions.contains) == true
        }.map(\.pokemon)
        return Set(met).union(regional)
    }

    static func reached(from met: Set<Int>, in game: GameContext, data: PokeAPIData) -> Set<Int> {
        var reached = met
        var changed = true
        while changed {
            changed = false
            for row in data.evolutions {
                guard let evolved = row.evolvedForm, !data.defaultPokemon.contains(evolved), !reached.contains(evolved)
                else { continue }
                if let region = row.region, !game.regions.contains(region) { continue }
                if let base = row.baseForm, !data.defaultPokemon.contains(base), !reached.contains(base) { continue }
                if row.region == nil && row.baseForm.map(data.defaultPokemon.contains) != false { continue }
                reached.insert(evolved)
                changed = true
            }
        }
        return reached
    }
}

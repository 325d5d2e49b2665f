import DexModel

/// The one-of-several choices of one game (Resources/corrections.json, `choiceGroups`), with what each option rules out:
/// the species obtainable in the game that are no longer obtainable once the other options' ways are taken away.
struct ChoiceGroups {
    let corrections: Corrections
    let rules: CorrectionRules

    func groups(for game: GameContext, full: Availability, encounters: [EncounterGroup], data: PokeAPIData) throws
        -> [GameManifest.ChoiceGroup]
    {
        try corrections.choiceGroups.filter { $0.games.contains(game.catalog.slug) }.map { group in
            let options = try group.options.map { option in
                Availability.Withheld(
                    species: try rules.species(option.species, group.source),
                    location: try option.location.map { try rules.location($0, group.source) })
            }
            let offered = options.filter { full.starters[$0.species] != nil }
            guard offered.count >= 2 else {
                throw ManifestBuildError.missingData(
                    "two obtainable options for the choice \"\(group.source)\" in \(game.catalog.slug) (Resources/corrections.json)"
                )
            }
            let manifestOptions = offered.map { option in
                let withheld = Set(offered.filter { $0 != option })
                let restricted = Availability(
                    game: game, data: data, encounters: encounters, withheld: withheld, presumed: full.presumed,
                    lacking: full.lacking)
                let ruledOut = full.starters.keys.filter { restricted.starters[$0] == nil }.sorted()
                return GameManifest.ChoiceGroup.Option(dexNumber: option.species, rulesOut: ruledOut)
            }
            return GameManifest.ChoiceGroup(name: group.name, options: manifestOptions, source: group.source)
        }
    }
}

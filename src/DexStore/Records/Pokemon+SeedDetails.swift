import DexModel

extension Pokemon {
    /// Takes the hint, ways, class, choice and shiny lock of its manifest entry.
    mutating func fill(from detail: GameManifest.Entry.SeedDetails?) {
        guard let detail else { return }
        hint = detail.hint
        ways = detail.ways
        availability = detail.availability
        choiceGroup = detail.choiceGroup
        ruledOutBy = detail.ruledOutBy
        shinyLocked = detail.shinyLocked
    }

    /// Takes the numbers its manifest entry `seed` has in the game's own Pokédex (`entry`'s sections): the first
    /// section's that lists it, and the later ones' that list it too.
    mutating func takeNumbers(of seed: GameManifest.PokemonEntry, in entry: GameManifest.Entry) {
        regionalNumber = seed.regionalNumber
        regionalDex = seed.regionalDex
        sectionNumbers = StoredSectionNumbers.ordered(seed.sectionNumbers, sections: entry.regionalDexSections ?? [])
    }
}

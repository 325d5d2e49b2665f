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
}

import DexModel
import DexStore

extension GamePlan {
    /// In the national living dex, each generation's starters as one choice, as a game's plan shows its own choice
    /// groups: where none of the trio is caught, in the living dex or in another tracked game, the player is still to
    /// pick one, so the three are one task, not three. Each option keeps what its own section said of it.
    mutating func groupStarterChoices(otherGames: [Catalog.Holdings]) {
        guard game.slug == GameLinks.national else { return }
        for (generation, trio) in StarterTrios.byGeneration {
            let options = trio.compactMap { number in steps.first { $0.dexNumber == number } }
            let heldElsewhere = otherGames.contains { other in trio.contains(where: other.caught.contains) }
            guard options.count == trio.count, !heldElsewhere else { continue }
            removeSteps(Set(trio))
            choices.append(Choice(name: "the generation \(generation) starter", options: options))
        }
    }

    /// Every step of the plan outside its choices.
    private var steps: [Step] {
        places.flatMap(\.steps) + evolve + breed + fromOtherGames + otherVersion + events
    }

    private mutating func removeSteps(_ numbers: Set<Int>) {
        let keep = { (step: Step) in !numbers.contains(step.dexNumber) }
        places = places.map { Place(name: $0.name, steps: $0.steps.filter(keep)) }.filter { !$0.steps.isEmpty }
        evolve = evolve.filter(keep)
        breed = breed.filter(keep)
        fromOtherGames = fromOtherGames.filter(keep)
        otherVersion = otherVersion.filter(keep)
        events = events.filter(keep)
    }
}

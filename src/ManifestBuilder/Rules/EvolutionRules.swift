import DexModel
import Foundation

/// Which rows of pokemon_evolution.csv work in a game, and how to say them ("level 32", "trade holding Metal Coat").
struct EvolutionRules {
    let data: PokeAPIData
    let game: GameContext

    /// moves.csv is not in the extract; these are the moves gen 1–5 evolutions ask for.
    private static let moveNames = [102: "Mimic", 205: "Rollout", 246: "Ancient Power", 458: "Double Hit"]

    /// The rows by which `species` evolves in this game, the newest rule first (Milotic in Omega Ruby: the Prism Scale
    /// trade of Black/White before the Ruby/Sapphire beauty rule).
    func rows(evolvingInto species: Int) -> [PokeAPIData.Evolution] {
        guard let evolved = data.species[species], game.exists(evolved),
            let fromId = evolved.evolvesFrom, let from = data.species[fromId], game.exists(from)
        else { return [] }
        return data.evolutions
            .filter { $0.species == species && applies($0) }
            .sorted { (order(of: $0), -$0.id) > (order(of: $1), -$1.id) }
    }

    /// A row applies when its version group is not newer than the game's, its place is in the game's regions,
    /// and it is not about a regional form (Alolan Raichu) the game's encounters do not give.
    private func applies(_ row: PokeAPIData.Evolution) -> Bool {
        if min(order(of: row), regionalFormOrder(of: row)) > game.newestOrder { return false }
        if let location = row.location, !game.regions.contains(data.locationRegions[location] ?? -1) { return false }
        if let region = row.region, !game.regions.contains(region) { return false }
        if let baseForm = row.baseForm, !data.defaultPokemon.contains(baseForm), !game.formsMet.contains(baseForm) {
            return false
        }
        return !needsWhatTheGameLacks(row)
    }

    /// A row that asks for a time of day in a game without a clock, for beauty where no contest condition can be
    /// raised, or for a held item where Pokémon hold none or the game never gives that item.
    private func needsWhatTheGameLacks(_ row: PokeAPIData.Evolution) -> Bool {
        if !row.timeOfDay.isEmpty && !game.catalog.hasClock { return true }
        if row.minimumBeauty != nil && !game.catalog.hasBeauty { return true }
        guard let item = row.heldItem else { return false }
        return !game.catalog.hasHeldItems || game.lackingItems.contains(item)
    }

    /// A regional form's own rule holds from the games that brought the form, whichever version group the tables file
    /// it under (Alolan Ninetales's Ice Stone is filed under Sword/Shield, and holds from Sun/Moon); Int.max for a row
    /// about no regional form.
    private func regionalFormOrder(of row: PokeAPIData.Evolution) -> Int {
        let forms = [row.evolvedForm, row.baseForm].compactMap { $0 }.filter { !data.defaultPokemon.contains($0) }
        let orders = forms.compactMap { pokemon -> Int? in
            guard let form = data.forms.first(where: { $0.pokemon == pokemon && $0.isDefault }),
                HomeForms.region(of: form) != nil
            else { return nil }
            return data.versionGroups[form.introducedIn]?.order
        }
        return orders.min() ?? Int.max
    }

    private func order(of row: PokeAPIData.Evolution) -> Int {
        row.versionGroup.flatMap { data.versionGroups[$0]?.order } ?? 0
    }

    /// "level 32", "Fire Stone", "trade holding Metal Coat", "high friendship, night".
    func describe(_ row: PokeAPIData.Evolution) -> String {
        var parts: [String] = []
        switch row.trigger {
        case "level-up":
            parts.append(row.minimumLevel.map { "level \($0)" } ?? "level up")
        case "trade":
            // Legends: Arceus has no link trades: a Linking Cord does it.
            if let item = game.catalog.tradeEvolutionItem, let id = data.itemIdentifiers[item] {
                parts.append(itemName(id))
            } else {
                parts.append("trade")
            }
        case "use-item":
            if let item = row.triggerItem { parts.append(itemName(item)) }
        case "shed":
            parts.append("empty party slot and a spare Poké Ball")
        default:
            parts.append(row.trigger.replacingOccurrences(of: "-", with: " "))
        }
        if let gender = row.gender { parts.append(gender == 1 ? "female" : "male") }
        if let item = row.heldItem { parts.append("holding \(itemName(item))") }
        if row.minimumHappiness != nil { parts.append("high friendship") }
        if row.minimumBeauty != nil { parts.append("high beauty") }
        if let move = row.knownMove { parts.append("knowing \(Self.moveNames[move] ?? "a certain move")") }
        if let party = row.partySpecies { parts.append("with \(speciesName(party)) in the party") }
        if let partner = row.tradeSpecies { parts.append("for \(speciesName(partner))") }
        switch row.relativePhysicalStats {
        case 1: parts.append("Attack > Defense")
        case 0: parts.append("Attack = Defense")
        case -1: parts.append("Attack < Defense")
        default: break
        }
        if !row.timeOfDay.isEmpty { parts.append(row.timeOfDay) }
        if let location = row.location { parts.append("at \(data.locationNames[location] ?? "a special place")") }
        return parts.joined(separator: ", ")
    }

    /// The row as the manifest keeps it: its parts, and `describe`'s words for the whole.
    func evolution(_ row: PokeAPIData.Evolution) -> GameManifest.Evolution? {
        guard let from = data.species[row.species]?.evolvesFrom else { return nil }
        var evolution = GameManifest.Evolution(from: from, trigger: row.trigger, text: describe(row))
        evolution.level = row.minimumLevel
        evolution.item = row.triggerItem.map(itemName)
        evolution.heldItem = row.heldItem.map(itemName)
        evolution.timeOfDay = row.timeOfDay.isEmpty ? nil : row.timeOfDay
        evolution.friendship = row.minimumHappiness
        evolution.knownMove = row.knownMove.map { Self.moveNames[$0] ?? "a certain move" }
        evolution.location = row.location.map { data.locationNames[$0] ?? "a special place" }
        return evolution
    }

    func itemName(_ id: Int) -> String { data.itemNames[id] ?? "a special item" }
    func speciesName(_ id: Int) -> String { data.speciesNames[id] ?? "?" }
}

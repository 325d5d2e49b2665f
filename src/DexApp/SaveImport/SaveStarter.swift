import DexModel
import DexSaves

/// Which starter a save's player chose, in the manifest's spelling: the game's own record of the choice where the
/// layout keeps one (generation 1's wPlayerStarter, generation 3's VAR_STARTER_MON), else the one starter line the
/// save holds (in its Pokédex or its party, boxes and Day Care). Nil when the game offers no choice, or the save
/// holds no starter line or several (traded in) and records none.
public enum SaveStarter {
    public static func of(_ save: SaveContents, in entry: GameManifest.Entry) -> String? {
        guard entry.hasStarterChoice else { return nil }
        if let recorded = save.starter, let seed = entry.pokemon.first(where: { $0.dexNumber == recorded }),
            let starter = entry.matchingStarter(seed.name)
        {
            return starter
        }
        let holds = Set(save.owned + save.held)
        let lines = entry.availableStarters.filter { starter in line(of: starter, in: entry).contains(where: holds.contains) }
        return lines.count == 1 ? lines[0] : nil
    }

    /// The species only `starter`'s run can get: those every other starter rules out.
    static func line(of starter: String, in entry: GameManifest.Entry) -> [Int] {
        let others = Set(entry.availableStarters).subtracting([starter])
        return entry.pokemon.filter { !$0.excludedForStarters.isEmpty && Set($0.excludedForStarters) == others }.map(\.dexNumber)
    }
}

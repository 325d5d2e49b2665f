import DexModel
import DexStore

extension Tracker {
    // MARK: - What to do next (`dex plan`)

    /// The plan for `game` (else the active game): its Pokémon not caught, each in one section (`GamePlan`). The order
    /// of places and the evolutions come from the bundled manifest's entry for the game, or the player's own file.
    public func plan(game slug: String?) throws -> GamePlan {
        let (game, pokemon) = try wholeGame(slug)
        let entry = try? ManifestChoice(explicit: nil).loadGame(game.slug).entry
        var evolutions: [Int: [GameManifest.Evolution]] = [:]
        for listed in entry?.pokemon ?? [] {
            if let rules = listed.evolutions { evolutions[listed.dexNumber] = rules }
        }
        let others = try trackedGames().filter { $0.id != game.id }.map { other in
            GamePlan.OtherGame(game: other, pokemon: try wholeGame(other.slug).pokemon)
        }
        return GamePlan(
            game: game, pokemon: pokemon, places: entry?.places ?? [], evolutions: evolutions, otherGames: others)
    }
}

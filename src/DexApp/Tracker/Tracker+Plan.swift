import DexModel
import DexStore

extension Tracker {
    // MARK: - What to do next (`dex plan`)

    /// The plan for `game` (else the active game): its Pokémon not caught, each in one section (`GamePlan`). The order
    /// of places and the evolutions come from the bundled manifest's entry for the game, or the player's own file.
    public func plan(game slug: String?) throws -> GamePlan {
        let (game, pokemon) = try wholeGame(slug)
        let data = try? ManifestChoice(explicit: nil).loadPlanData(game.slug)
        let others = try database.catalog.holdings().filter { $0.game.id != game.id }
        return GamePlan(
            game: game, pokemon: pokemon, places: data?.places ?? [], evolutions: data?.evolutions ?? [:],
            otherGames: others)
    }
}

extension Availability {
    /// The species whose evolution routes do not work in `game`: its partner Pokémon (Yellow's Pikachu), when the
    /// partner gift is the only way to get one. A partner caught in the wild evolves (Let's Go, Pikachu!'s Viridian
    /// Forest Pikachu); the partner itself never does.
    static func unevolvingPartner(in game: GameContext, data: PokeAPIData, candidates: [Int: [Route]]) -> Int? {
        guard let identifier = game.catalog.unevolvingPartner,
            let partner = data.species.values.first(where: { $0.identifier == identifier })
        else { return nil }
        let onlyGifts = (candidates[partner.id] ?? []).allSatisfy { route in
            guard case .encounter(let group) = route else { return false }
            return data.encounterMethods[group.key.method] == giftMethod
        }
        return onlyGifts ? partner.id : nil
    }

    /// encounter_methods.csv's identifier for a Pokémon given to the player.
    static let giftMethod = "gift"
}

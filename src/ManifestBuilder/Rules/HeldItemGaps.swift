/// The items a trade evolution holds that a game never gives (not found, bought, held by a wild Pokémon nor given):
/// an evolution holding one cannot happen there. Every game not named here gives the items its trade evolutions ask
/// for; docs/data.md lists what was checked.
enum HeldItemGaps {
    struct Gap {
        /// items.csv's identifier.
        let item: String
        /// PokeAPI version identifiers of the games that lack it.
        let games: Set<String>
        let source: String
    }

    static let gaps: [Gap] = [
        Gap(
            item: "prism-scale", games: ["brilliant-diamond", "shining-pearl"],
            source: "PKHeX, ItemStorage8BDSP.Unreleased: the Prism Scale is in the games' data but never given"),
        Gap(
            item: "deep-sea-tooth", games: ["sword", "shield", "scarlet", "violet", "legends-za"],
            source: "PKHeX, ItemStorage8SWSH, ItemStorage9SV and ItemStorage9ZA: the games have no such item"),
        Gap(
            item: "deep-sea-scale", games: ["sword", "shield", "scarlet", "violet", "legends-za"],
            source: "PKHeX, ItemStorage8SWSH, ItemStorage9SV and ItemStorage9ZA: the games have no such item"),
        Gap(
            item: "whipped-dream", games: ["scarlet", "violet"],
            source: "PKHeX, ItemStorage9SV: the games have no such item"),
        Gap(item: "sachet", games: ["scarlet", "violet"], source: "PKHeX, ItemStorage9SV: the games have no such item"),
        Gap(
            item: "dragon-scale", games: ["legends-za"], source: "PKHeX, ItemStorage9ZA: the game has no such item"),
        Gap(item: "protector", games: ["legends-za"], source: "PKHeX, ItemStorage9ZA: the game has no such item"),
        Gap(item: "electirizer", games: ["legends-za"], source: "PKHeX, ItemStorage9ZA: the game has no such item"),
        Gap(item: "magmarizer", games: ["legends-za"], source: "PKHeX, ItemStorage9ZA: the game has no such item"),
        Gap(item: "reaper-cloth", games: ["legends-za"], source: "PKHeX, ItemStorage9ZA: the game has no such item"),
    ]

    /// The items.csv ids of the items `slug` lacks.
    static func items(lackedBy slug: String, data: PokeAPIData) throws -> Set<Int> {
        try Set(
            gaps.filter { $0.games.contains(slug) }.map { gap in
                guard let id = data.itemIdentifiers[gap.item] else {
                    throw ManifestBuildError.missingData("the item '\(gap.item)' in items.csv")
                }
                return id
            })
    }
}

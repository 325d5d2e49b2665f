import DexModel

/// One game with what the rules ask of it: its generation, its versions (the game's own and its add-ons'), its
/// regions and release order, its Pokédexes and its starter choice.
struct GameContext {
    let catalog: GameCatalog.Game
    let version: PokeAPIData.Version
    let versionGroup: PokeAPIData.VersionGroup
    /// The version and its add-ons' versions, whose encounters are all this game's.
    let versions: [PokeAPIData.Version]
    /// The release order of the newest of `versions`: evolution rules up to it apply.
    let newestOrder: Int
    let regions: Set<Int>
    /// The game's Pokédexes (pokedex ids), main dex first: sections of its list. A dex wholly inside an earlier one
    /// (Alola's island dexes) is left out.
    let pokedexes: [Int]
    /// The species the game has at all, for a game that has only its Pokédexes' (`hasOnlyItsPokedexSpecies`), with
    /// those its encounters meet (Scarlet's Meloetta, outside its dexes).
    var ownSpecies: Set<Int>?
    /// Who may obtain a species: each starter, or `anyone` in a game without a starter choice.
    let universe: Set<String>
    /// Forms other than the default ones (pokemon ids) that the game's imported encounters give: an evolution from
    /// such a form works there (Legends: Arceus's Sneasler from its Hisuian Sneasel).
    var formsMet: Set<Int> = []
    /// The items (items.csv ids) the game never gives (`HeldItemGaps`): a trade evolution holding one cannot happen.
    let lackingItems: Set<Int>

    static let anyone = ""

    var generation: Int { versionGroup.generation }

    init(_ catalog: GameCatalog.Game, data: PokeAPIData) throws {
        func lookUp(_ slug: String) throws -> PokeAPIData.Version {
            guard let version = data.versions.values.first(where: { $0.identifier == slug }) else {
                throw ManifestBuildError.missingData("the version '\(slug)' in versions.csv")
            }
            return version
        }
        let version = try lookUp(catalog.slug)
        guard let group = data.versionGroups[version.versionGroup] else {
            throw ManifestBuildError.missingData("version group \(version.versionGroup) of '\(catalog.slug)'")
        }
        self.catalog = catalog
        self.version = version
        versionGroup = group
        versions = [version] + (try catalog.addOns.map(lookUp))
        let groups = Set(versions.map(\.versionGroup))
        newestOrder = groups.compactMap { data.versionGroups[$0]?.order }.max() ?? group.order
        var dexes: [Int] = []
        var covered: Set<Int> = []
        for groupId in [group.id] + versions.map(\.versionGroup) {
            for dex in data.pokedexesOfVersionGroup[groupId] ?? [] where !dexes.contains(dex) {
                let species = Set((data.dexNumbers[dex] ?? [:]).keys)
                if !dexes.isEmpty && species.isSubset(of: covered) { continue }
                dexes.append(dex)
                covered.formUnion(species)
            }
        }
        if catalog.nationalDexUpTo != nil { dexes.append(PokeAPIData.nationalDex) }
        pokedexes = dexes
        // Legends: Z-A's version group names no region; its Pokédexes do.
        regions = groups.reduce(into: Set<Int>()) { $0.formUnion(data.versionGroupRegions[$1] ?? []) }
            .union(dexes.compactMap { data.pokedexRegions[$0] })
        if catalog.hasOnlyItsPokedexSpecies {
            let versionIds = Set(versions.map(\.id))
            ownSpecies = covered.union(data.encounters.lazy.filter { versionIds.contains($0.version) }.map(\.species))
        } else {
            ownSpecies = nil
        }
        universe = catalog.starters.isEmpty ? [Self.anyone] : Set(catalog.starters)
        lackingItems = try HeldItemGaps.items(lackedBy: catalog.slug, data: data)
    }

    /// The numbers of a dex of this game: the National Pokédex's only up to `nationalDexUpTo`.
    func numbers(in pokedex: Int, data: PokeAPIData) -> [Int: Int] {
        let numbers = data.dexNumbers[pokedex] ?? [:]
        guard pokedex == PokeAPIData.nationalDex, let last = catalog.nationalDexUpTo else { return numbers }
        return numbers.filter { $0.value <= last }
    }

    /// Whether `species` is in one of the game's regional dexes, not only in its National Pokédex section.
    func isRegional(_ species: Int, data: PokeAPIData) -> Bool {
        pokedexes.contains { $0 != PokeAPIData.nationalDex && data.dexNumbers[$0]?[species] != nil }
    }

    func exists(_ species: PokeAPIData.Species) -> Bool {
        species.generation <= generation && ownSpecies.map { $0.contains(species.id) } != false
            && catalog.nationalDexUpTo.map { species.id <= $0 } != false
    }
}

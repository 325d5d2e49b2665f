import DexModel

/// One version with what the rules ask of it: its generation, its version group's regions and release order,
/// and its starter choice.
struct GameContext {
    let catalog: GameCatalog.Game
    let version: PokeAPIData.Version
    let versionGroup: PokeAPIData.VersionGroup
    let regions: Set<Int>
    /// The species that exist in this generation: national numbers 1...highestSpecies.
    let highestSpecies: Int
    /// Who may obtain a species: each starter, or `anyone` in a game without a starter choice.
    let universe: Set<String>

    static let anyone = ""

    var generation: Int { versionGroup.generation }

    init(_ catalog: GameCatalog.Game, data: PokeAPIData) throws {
        guard let version = data.versions.values.first(where: { $0.identifier == catalog.slug }) else {
            throw ManifestBuildError.missingData("the version '\(catalog.slug)' in versions.csv")
        }
        guard let group = data.versionGroups[version.versionGroup] else {
            throw ManifestBuildError.missingData("version group \(version.versionGroup) of '\(catalog.slug)'")
        }
        self.catalog = catalog
        self.version = version
        versionGroup = group
        regions = data.versionGroupRegions[group.id] ?? []
        highestSpecies = data.species.values.filter { $0.generation <= group.generation }.map(\.id).max() ?? 0
        universe = catalog.starters.isEmpty ? [Self.anyone] : Set(catalog.starters)
    }

    func exists(_ species: PokeAPIData.Species) -> Bool { species.generation <= generation }
}

import FoundationEssentials

/// A game the player tracks: one row of `games`.
public struct Game: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var slug: String
    public var name: String
    public var generation: Int
    public var selectedStarter: String?
    public var dataVersion: String
    public var spriteURLTemplate: String
    public var createdAt: Date
    /// For a game numbered in several Pokédexes, their names in order ("galar", "isle-of-armor", "crown-tundra");
    /// empty for a game of one.
    public var regionalDexSections: [String] = []
    /// Whether it lists species, or forms and sexes (`dex add-game --forms`, `--genders`).
    public var entryKinds: EntryKinds = .species
    /// A shiny living dex (`dex add-game SLUG --shiny`): its progress counts the shiny ones.
    public var tracksShiny = false
    /// Whether `mark`, `import-save` and `import` download the sprites they bring in: off for a game added with
    /// `--no-sprites`, until a `dex sprites fetch` of it.
    public var downloadsSprites = true

    @inlinable public init(
        id: UUID = .random(), slug: String, name: String, generation: Int,
        selectedStarter: String?, dataVersion: String, spriteURLTemplate: String, createdAt: Date = Date()
    ) {
        self.id = id
        self.slug = slug
        self.name = name
        self.generation = generation
        self.selectedStarter = selectedStarter
        self.dataVersion = dataVersion
        self.spriteURLTemplate = spriteURLTemplate
        self.createdAt = createdAt
    }
}

// Public initializers for programs that write manifests (the generator behind `make manifest`). They take what
// identifies a value and leave the rest at its empty default, to be set through the public properties; the full
// memberwise initializers stay internal.

extension GameManifest {
    public init(version: String, games: [Entry]) {
        self.version = version
        self.attribution = nil
        self.games = games
    }
}

extension GameManifest.Entry {
    public init(slug: String, name: String, generation: Int, spriteFolder: String) {
        self.slug = slug
        self.name = name
        self.generation = generation
        self.spriteFolder = spriteFolder
        self.hasStarterChoice = false
        self.availableStarters = []
        self.regionalDex = nil
        self.regionalDexSections = nil
        self.pokemon = []
        self.choiceGroups = nil
        self.places = nil
    }
}

extension GameManifest.PokemonEntry {
    public init(dexNumber: Int, name: String, spriteSlug: String) {
        self.dexNumber = dexNumber
        self.regionalNumber = nil
        self.regionalDex = nil
        self.sectionNumbers = nil
        self.name = name
        self.notes = ""
        self.spriteSlug = spriteSlug
        self.excludedForStarters = []
        self.spriteFolders = nil
        self.ways = nil
        self.availability = nil
        self.forms = nil
        self.genderDifferences = nil
        self.shinyLocked = nil
        self.evolutions = nil
    }
}

/// What dex reads from a save: which game family wrote it, its Pokédex, and the Pokémon held now.
/// Every species is a national dex number; lists of species are sorted and without repeats.
public struct SaveContents: Sendable, Equatable {
    public var family: SaveFamily
    /// The game that wrote the save, as the bundled manifest's slug ("x", "scarlet"), where the save records it
    /// (generations 6–9); nil where the layout does not tell its versions apart.
    public var version: String?
    /// The Pokédex's "owned" flags as the game counts them: every species the player has caught (or received) in
    /// this save.
    public var owned: [Int]
    /// The Pokédex's "seen" flags as the game counts them.
    public var seen: [Int]
    /// The forms the Pokédex records as obtained, for layouts that keep a flag per form (generations 6–9): the species,
    /// the game's form number, and shiny where the Pokédex records a shiny one obtained. Sorted, each once.
    public var pokedexForms: [HeldPokemon]
    /// The party, in slot order (eggs and empty slots left out).
    public var party: [HeldPokemon]
    /// The Pokémon in the PC boxes (eggs left out), sorted, each kind once.
    public var boxes: [HeldPokemon]
    /// The Pokémon left at the Day Care (eggs left out), sorted, each kind once.
    public var dayCare: [HeldPokemon]
    /// Generations 3–5: the newest of the two copies in the file was damaged and the other one was read.
    public var readOlderCopy: Bool
    /// Generation 2 only: the main copy failed its checksum and the backup copy the game keeps was read, as the
    /// game itself loads it.
    public var readBackupCopy: Bool
    /// Generation 3 only: species whose flags disagree with their copies (the "owned" or "seen" flag set without
    /// the two copies of "seen" the game keeps elsewhere): the game counts them as neither caught nor seen, and so
    /// does dex.
    public var flagsInDisagreement: [Int]
    /// The starter the game records the player chose (its national number): generation 1's wPlayerStarter,
    /// generation 3's VAR_STARTER_MON, the starter a save of generations 6–9 records; nil where the layout keeps no record (generation 2) or none is chosen yet.
    public var starter: Int?

    public init(
        family: SaveFamily, owned: [Int], seen: [Int], party: [HeldPokemon], boxes: [HeldPokemon],
        dayCare: [HeldPokemon] = [], readOlderCopy: Bool = false, readBackupCopy: Bool = false,
        flagsInDisagreement: [Int] = [], starter: Int? = nil, version: String? = nil, pokedexForms: [HeldPokemon] = []
    ) {
        self.family = family
        self.version = version
        self.pokedexForms = Array(Set(pokedexForms)).sorted()
        self.owned = owned
        self.seen = seen
        self.party = party
        self.boxes = Array(Set(boxes)).sorted()
        self.dayCare = Array(Set(dayCare)).sorted()
        self.readOlderCopy = readOlderCopy
        self.readBackupCopy = readBackupCopy
        self.flagsInDisagreement = flagsInDisagreement
        self.starter = starter
    }

    /// The species the player holds now, in the party, a box or the Day Care.
    public var held: [Int] { Self.sortedSet((party + boxes + dayCare).map(\.species)) }

    /// The species the Pokédex has seen and not caught.
    public var seenNotCaught: [Int] {
        let owned = Set(owned)
        return seen.filter { !owned.contains($0) }
    }

    static func sortedSet(_ species: [Int]) -> [Int] {
        Array(Set(species)).sorted()
    }
}

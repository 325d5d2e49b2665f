/// What dex reads from a save: which game family wrote it, its Pokédex, and the Pokémon held now.
/// Every species is a national dex number; lists of species are sorted and without repeats.
public struct SaveContents: Sendable, Equatable {
    public var family: SaveFamily
    /// The Pokédex's "owned" flags: every species the player has caught (or received) in this save.
    public var owned: [Int]
    /// The Pokédex's "seen" flags.
    public var seen: [Int]
    /// The party, in slot order (eggs and empty slots left out).
    public var party: [HeldPokemon]
    /// The Pokémon in the PC boxes (eggs left out), sorted, each kind once.
    public var boxes: [HeldPokemon]
    /// Generations 3–5: the newest of the two copies in the file was damaged and the other one was read.
    public var readOlderCopy: Bool

    public init(
        family: SaveFamily, owned: [Int], seen: [Int], party: [HeldPokemon], boxes: [HeldPokemon], readOlderCopy: Bool = false
    ) {
        self.family = family
        self.owned = owned
        self.seen = seen
        self.party = party
        self.boxes = Array(Set(boxes)).sorted()
        self.readOlderCopy = readOlderCopy
    }

    /// The species the player holds now, in the party or a box.
    public var held: [Int] { Self.sortedSet((party + boxes).map(\.species)) }

    static func sortedSet(_ species: [Int]) -> [Int] {
        Array(Set(species)).sorted()
    }
}

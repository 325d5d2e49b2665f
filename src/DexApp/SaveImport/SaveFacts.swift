import DexSaves

/// What a save says of itself, for a front end to report beside what the import did with it.
public struct SaveFacts: Sendable, Equatable {
    /// The games that write its layout, as players name them: "FireRed/LeafGreen".
    public var family: String
    /// "a" or "an" before `family`.
    public var article: String
    /// Species its Pokédex counts as caught, and as seen.
    public var caught: Int
    public var seen: Int
    /// Species held now, in the party, the boxes or the Day Care.
    public var heldSpecies: Int
    public var holdsDayCare: Bool
    /// The newer of its two copies was damaged and the older one was read (generations 3–5).
    public var readOlderCopy: Bool
    /// The main copy was damaged and the backup copy the game keeps was read (generation 2).
    public var readBackupCopy: Bool
    /// Species whose Pokédex flags disagree with their copies, which the game counts as neither caught nor seen.
    public var flagsInDisagreement: [Int]

    init(_ save: SaveContents) {
        family = save.family.name
        article = save.family.article
        caught = save.owned.count
        seen = save.seen.count
        heldSpecies = save.held.count
        holdsDayCare = !save.dayCare.isEmpty
        readOlderCopy = save.readOlderCopy
        readBackupCopy = save.readBackupCopy
        flagsInDisagreement = save.flagsInDisagreement
    }
}

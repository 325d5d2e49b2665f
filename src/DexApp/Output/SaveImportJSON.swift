import DexModel
import DexSaves
import DexStore

/// `dex import-save --json`: what the save holds and what changed (or would change) in the game.
public struct SaveImportJSON: Encodable, Sendable {
    public struct Save: Encodable, Sendable {
        public var file: String
        /// "red-blue-yellow", "gold-silver", "crystal", "ruby-sapphire", "emerald", "firered-leafgreen".
        public var family: String
        public var familyName: String
        public var readOlderCopy: Bool
        /// Generation 2: the main copy was damaged and the backup copy read.
        public var readBackupCopy: Bool
        public var owned: [Int]
        public var seen: [Int]
        /// Seen and not caught.
        public var seenNotCaught: [Int]
        /// Generation 3: species whose Pokédex flags disagree with their copies, counted as neither caught nor seen.
        public var flagsInDisagreement: [Int]
        public var party: [Int]
        public var boxes: [Int]
        public var dayCare: [Int]
        /// Every kind of Pokémon held (party, boxes, Day Care) with its form and shininess, sorted.
        public var held: [Held]
        /// The starter the save records (its dex number), if the layout keeps it.
        @ExplicitNull public var starter: Int?
    }

    public struct Held: Encodable, Sendable {
        public var dexNumber: Int
        /// Unown's letter (0 for A … 25 for Z, 26 !, 27 ?); 0 for others.
        public var form: Int
        public var shiny: Bool
    }

    public struct Species: Encodable, Sendable {
        public var dexNumber: Int
        @ExplicitNull public var name: String?
        public var inPokedex: Bool
        /// Seen in the Pokédex and not caught.
        public var seenOnly: Bool
        public var inBoxes: Bool
        /// Before and after; null for a species the game's list lacks.
        @ExplicitNull public var wasCaught: Bool?
        @ExplicitNull public var caught: Bool?
    }

    public var dryRun: Bool
    /// "merge" or "replace".
    public var mode: String
    /// "pokedex" or "boxes" (`--owned`).
    public var source: String
    public var game: GameRefJSON
    public var save: Save
    /// Every species the save names (and, with --replace, every Pokémon it unmarks).
    public var species: [Species]
    public var marked: [Int]
    public var unmarked: [Int]
    /// What the source says the player has but the game's list lacks and its manifest cannot add: not recorded.
    public var notInGame: [Int]
    /// What the list lacked and was added as received in a trade (for a dry run: would be), then marked.
    public var addedAsTraded: [Int]
    /// What the game's data lacks and was added with the class "event" (for a dry run: would be), then marked.
    public var addedFromEvent: [Int]
    /// The starter the save shows when the game was added with another one, else null.
    @ExplicitNull public var otherStarter: String?
    public var caught: Int
    public var total: Int

    public init(_ result: SaveImport, file: String, dryRun: Bool) {
        self.dryRun = dryRun
        mode = result.mode == .replace ? "replace" : "merge"
        source = result.source.rawValue
        game = GameRefJSON(result.game)
        save = Save(
            file: file, family: result.save.family.rawValue, familyName: result.save.family.name,
            readOlderCopy: result.save.readOlderCopy, readBackupCopy: result.save.readBackupCopy, owned: result.save.owned,
            seen: result.save.seen, seenNotCaught: result.save.seenNotCaught,
            flagsInDisagreement: result.save.flagsInDisagreement,
            party: result.save.party.map(\.species), boxes: result.save.boxes.map(\.species),
            dayCare: result.save.dayCare.map(\.species),
            held: Array(Set(result.save.party + result.save.boxes + result.save.dayCare)).sorted().map {
                Held(dexNumber: $0.species, form: $0.form, shiny: $0.isShiny)
            },
            starter: result.save.starter)
        species = result.rows.map {
            Species(
                dexNumber: $0.dexNumber, name: $0.name, inPokedex: $0.inPokedex, seenOnly: $0.seenOnly, inBoxes: $0.inBoxes,
                wasCaught: $0.wasCaught, caught: $0.caught)
        }
        marked = result.marked.map(\.dexNumber)
        unmarked = result.unmarked.map(\.dexNumber)
        notInGame = result.notInGame.map(\.dexNumber)
        addedAsTraded = result.addedAsTraded.map(\.dexNumber)
        addedFromEvent = result.addedFromEvent.map(\.dexNumber)
        otherStarter = result.otherStarter
        caught = result.progress.caught
        total = result.progress.total
    }
}

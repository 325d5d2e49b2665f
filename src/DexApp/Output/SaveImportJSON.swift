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

    /// One entry: a species, or in a game tracked with forms one of its forms.
    public struct Species: Encodable, Sendable {
        public var dexNumber: Int
        /// PokeAPI's form identifier; "" for the species' default form (every entry of a game that lists species).
        public var form: String
        @ExplicitNull public var name: String?
        public var inPokedex: Bool
        /// Seen in the Pokédex and not caught.
        public var seenOnly: Bool
        public var inBoxes: Bool
        /// Before and after; null for a species the game's list lacks.
        @ExplicitNull public var wasCaught: Bool?
        @ExplicitNull public var caught: Bool?
        /// The save holds a shiny one of it.
        public var heldShiny: Bool
        /// Shiny before and after; null for a species the game's list lacks.
        @ExplicitNull public var wasShiny: Bool?
        @ExplicitNull public var shiny: Bool?
    }

    /// A species or form added to the list.
    public struct Added: Encodable, Sendable {
        public var dexNumber: Int
        public var form: String
        public var name: String
    }

    public var dryRun: Bool
    /// "merge" or "replace".
    public var mode: String
    /// "pokedex" or "boxes" (`--owned`).
    public var source: String
    public var game: GameRefJSON
    public var save: Save
    /// Every entry the save names (and, with --replace, every one it unmarks).
    public var species: [Species]
    /// One number per entry marked (or unmarked): a species' number once for each of its forms.
    public var marked: [Int]
    public var unmarked: [Int]
    /// One number per entry marked shiny (caught before or not).
    public var markedShiny: [Int]
    /// Marked shiny though the game never gives them shiny (the save is the truth).
    public var shinyLocked: [Int]
    /// What the source says the player has but the game's list lacks and its manifest cannot add: not recorded.
    public var notInGame: [Int]
    /// What the list lacked and was added as received in a trade (for a dry run: would be), then marked.
    public var addedAsTraded: [Int]
    /// What the game's data lacks and was added with the class "event" (for a dry run: would be), then marked.
    public var addedFromEvent: [Int]
    /// Both, with each one's form and name.
    public var added: [Added]
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
                dexNumber: $0.dexNumber, form: $0.form, name: $0.name, inPokedex: $0.inPokedex, seenOnly: $0.seenOnly,
                inBoxes: $0.inBoxes, wasCaught: $0.wasCaught, caught: $0.caught, heldShiny: $0.heldShiny,
                wasShiny: $0.wasShiny, shiny: $0.shiny)
        }
        marked = result.marked.map(\.dexNumber)
        unmarked = result.unmarked.map(\.dexNumber)
        markedShiny = result.markedShiny.map(\.dexNumber)
        shinyLocked = result.shinyLocked.map(\.dexNumber)
        added = result.added.map { Added(dexNumber: $0.dexNumber, form: $0.form, name: $0.name) }
        notInGame = result.notInGame.map(\.dexNumber)
        addedAsTraded = result.addedAsTraded.map(\.dexNumber)
        addedFromEvent = result.addedFromEvent.map(\.dexNumber)
        otherStarter = result.otherStarter
        caught = result.progress.caught
        total = result.progress.total
    }
}

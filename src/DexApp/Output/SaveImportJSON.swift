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
        public var owned: [Int]
        public var seen: [Int]
        public var party: [Int]
        public var boxes: [Int]
    }

    public struct Species: Encodable, Sendable {
        public var dexNumber: Int
        @ExplicitNull public var name: String?
        public var inPokedex: Bool
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
    public var caught: Int
    public var total: Int

    public init(_ result: SaveImport, file: String, dryRun: Bool) {
        self.dryRun = dryRun
        mode = result.mode == .replace ? "replace" : "merge"
        source = result.source.rawValue
        game = GameRefJSON(result.game)
        save = Save(
            file: file, family: result.save.family.rawValue, familyName: result.save.family.name,
            readOlderCopy: result.save.readOlderCopy, owned: result.save.owned, seen: result.save.seen,
            party: result.save.party.map(\.species), boxes: result.save.boxes.map(\.species))
        species = result.rows.map {
            Species(
                dexNumber: $0.dexNumber, name: $0.name, inPokedex: $0.inPokedex, inBoxes: $0.inBoxes,
                wasCaught: $0.wasCaught, caught: $0.caught)
        }
        marked = result.marked.map(\.dexNumber)
        unmarked = result.unmarked.map(\.dexNumber)
        notInGame = result.notInGame.map(\.dexNumber)
        addedAsTraded = result.addedAsTraded.map(\.dexNumber)
        caught = result.progress.caught
        total = result.progress.total
    }
}

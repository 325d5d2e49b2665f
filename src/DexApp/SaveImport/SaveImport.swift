import DexModel
import DexSaves
import DexStore

/// What `dex import-save` marks from: the Pokédex's "owned" flags (everything ever caught), or the Pokémon
/// held now in the party, the PC boxes and the Day Care (`--owned`, for a living dex).
public enum SaveImportSource: String, Sendable {
    case pokedex
    case boxes
}

/// What `dex import-save` changes (or, with `--dry-run`, would change) in one game. A dry run computes it exactly
/// as the import does, with the species it would add in the list, so that its counts are the import's.
public struct SaveImport: Sendable {
    /// One entry of the game the save names (a species caught, seen or held, or a form held), or that `--replace`
    /// unmarks.
    public struct Row: Sendable, Equatable {
        public var dexNumber: Int
        /// The entry's form (PokeAPI's identifier, as `Pokemon.form`): "" for the species' default form, and for every
        /// species of a game that lists species.
        public var form: String = ""
        /// The game's name for it; for a species the game lacks, another tracked game's or the manifest's.
        public var name: String?
        public var inPokedex: Bool
        /// Seen in the Pokédex and not caught.
        public var seenOnly: Bool
        public var inBoxes: Bool
        /// The save holds a shiny one of it now (in the party, a box or the Day Care).
        public var heldShiny: Bool = false
        /// The caught state before and after; both nil for a species the game's list lacks.
        public var wasCaught: Bool?
        public var caught: Bool?
        /// The shiny state before and after; both nil for a species the game's list lacks.
        public var wasShiny: Bool?
        public var shiny: Bool?

        public var isInGame: Bool { wasCaught != nil }
        public var key: EntryKey { EntryKey(dexNumber: dexNumber, form: form) }
        public var label: String { DexNumber.format(dexNumber) + (name.map { " \($0)" } ?? "") }
    }

    public var game: Game
    var save: SaveContents
    public var mode: ImportMode
    public var source: SaveImportSource
    /// In national dex order.
    public var rows: [Row]
    /// The game's counts after the import (as they would be, for a dry run).
    public var progress: GameProgress
    /// Species (and forms) the list lacked and the game's manifest has, added as received in a trade (for a dry run:
    /// to be added).
    public var addedAsTraded: [Species] = []
    /// Species (and forms) the game's manifest lacks (an event's, or transferred), added with the class `event`.
    public var addedFromEvent: [Species] = []
    /// The starter the save shows, when it is not the one the game was added with.
    public var otherStarter: String?
    /// Marked shiny where the game never gives one shiny (traded in from a game that does): the save is the truth.
    public var shinyLocked: [Row] = []

    /// A species, or one of its forms, by its national number and the manifest's name.
    public struct Species: Sendable, Equatable {
        public var dexNumber: Int
        /// "" for a species; the form's identifier for a form added to a list that had its species.
        public var form: String = ""
        public var name: String
        public var key: EntryKey { EntryKey(dexNumber: dexNumber, form: form) }
        public var label: String { "\(DexNumber.format(dexNumber)) \(name)" }
    }

    public var marked: [Row] { rows.filter { $0.wasCaught == false && $0.caught == true } }
    public var unmarked: [Row] { rows.filter { $0.wasCaught == true && $0.caught == false } }
    /// Marked shiny, whether caught before or not: a shiny catch is also a catch.
    public var markedShiny: [Row] { rows.filter { $0.wasShiny == false && $0.shiny == true } }
    /// Species the source says the player has that the list lacks and that no game of the manifest names, so that
    /// they cannot be added: reported, not recorded (only with a manifest of the player's own).
    public var notInGame: [Row] {
        rows.filter { row in !row.isInGame && (source == .pokedex ? row.inPokedex : row.inBoxes) }
    }
    /// Seen in the save's Pokédex and not caught.
    public var seenNotCaught: [Row] { rows.filter(\.seenOnly) }
    public var added: [Species] { addedAsTraded + addedFromEvent }
    public var isEmpty: Bool { marked.isEmpty && unmarked.isEmpty && markedShiny.isEmpty && added.isEmpty }
    public var saveFacts: SaveFacts { SaveFacts(save) }
}

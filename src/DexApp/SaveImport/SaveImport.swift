import DexModel
import DexSaves
import DexStore

/// What `dex import-save` marks from: the Pokédex's "owned" flags (everything ever caught), or the Pokémon
/// held now in the party and the PC boxes (`--owned`, for a living dex).
public enum SaveImportSource: String, Sendable {
    case pokedex
    case boxes
}

/// What `dex import-save` changes (or, with `--dry-run`, would change) in one game.
public struct SaveImport: Sendable {
    /// One species the save names, or that `--replace` unmarks.
    public struct Row: Sendable, Equatable {
        public var dexNumber: Int
        /// The game's name for it; for a species the game lacks, another tracked game's or the manifest's.
        public var name: String?
        public var inPokedex: Bool
        public var inBoxes: Bool
        /// The caught state before and after; both nil for a species the game's list lacks.
        public var wasCaught: Bool?
        public var caught: Bool?

        public var isInGame: Bool { wasCaught != nil }
        public var label: String { DexNumber.format(dexNumber) + (name.map { " \($0)" } ?? "") }
    }

    public var game: Game
    public var save: SaveContents
    public var mode: ImportMode
    public var source: SaveImportSource
    /// In national dex order.
    public var rows: [Row]
    /// The game's counts after the import (as they would be, for a dry run).
    public var progress: GameProgress
    /// Species the list lacked and the game's manifest has, added as received in a trade (for a dry run: to be added).
    public var addedAsTraded: [Species] = []

    /// A species by its national number and the manifest's name.
    public struct Species: Sendable, Equatable {
        public var dexNumber: Int
        public var name: String
        public var label: String { "\(DexNumber.format(dexNumber)) \(name)" }
    }

    public var marked: [Row] { rows.filter { $0.wasCaught == false && $0.caught == true } }
    public var unmarked: [Row] { rows.filter { $0.wasCaught == true && $0.caught == false } }
    /// Species the source says the player has, that the game's list lacks and that cannot be added as received in a
    /// trade (the game's manifest does not have them): reported, not recorded.
    public var notInGame: [Row] {
        rows.filter { row in
            !row.isInGame && (source == .pokedex ? row.inPokedex : row.inBoxes)
                && !addedAsTraded.contains { $0.dexNumber == row.dexNumber }
        }
    }
    public var isEmpty: Bool { marked.isEmpty && unmarked.isEmpty && addedAsTraded.isEmpty }
}

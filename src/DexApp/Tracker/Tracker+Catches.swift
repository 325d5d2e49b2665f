import DexModel
import DexStore

extension Tracker {
    // MARK: - Catches and notes (`dex mark`, `unmark`, `note`, `undo`; space and `n` in `dex browse`)

    /// Sets `refs` in `game` (else the active game) caught or not; with `shiny`, caught shiny (refused for a Pokémon
    /// the game never gives shiny), or for `caught: false`, only the shininess taken back. With `traded`, a Pokémon the game's list lacks
    /// is first added from the manifest, as received in a trade. A ref the list lacks is explained (`NotListed`).
    public func mark(
        _ refs: [PokemonRef], caught: Bool, shiny: Bool = false, game: String?, traded: Bool = false,
        allForms: Bool = false
    ) throws -> CatchChange {
        try CatchUpdate.apply(
            caught: caught, shiny: shiny, refs: refs, game: game, traded: traded, allForms: allForms, in: database,
            manifestPath: ManifestChoice(explicit: nil).path)
    }

    /// The one Pokémon `ref` names in `game` (else the active game).
    public func pokemon(_ ref: PokemonRef, game: String?) throws -> (game: Game, pokemon: Pokemon) {
        try database.catalog.pokemon(ref, game: game)
    }

    /// Sets (or with nil, clears) the note of one Pokémon.
    public func setNote(_ note: String?, on ref: PokemonRef, game: String?) throws -> Pokemon {
        try database.catches.setNote(note, ref: ref, game: game)
    }

    /// Reverts the newest command in the journal; the games it brings back take back their kept sprites.
    public func undo() throws -> UndoResult { movingSprites(of: try database.journal.undo()) }

    /// Applies again what the last `undo` reverted, until a new change.
    public func redo() throws -> UndoResult { movingSprites(of: try database.journal.redo()) }

    /// The journal: what `redo` and `undo` can apply, newest first.
    public func journal() throws -> [JournalEntry] { try database.journal.entries() }

    /// How many commands `dex undo` can go back.
    public static let undoDepth = Journal.depth
}

import DexModel

/// What the tracked games cannot do as asked: a game or Pokémon that is not there, nothing to undo, a save of another
/// game. Facts only: the words are `ErrorMessage`'s (DexApp).
public enum StoreError: Error, Equatable {
    case gameNotTracked(String, suggestion: String?)
    case gameAlreadyTracked(String)
    case noActiveGame
    /// No game is tracked in the data folder `folder`.
    case noGamesTracked(folder: String)
    case unknownPokemon(String, game: String, suggestion: String?)
    /// Several refs of one call name nothing in the game; each keeps its own suggestion.
    case unknownPokemons([UnknownRef], game: String)
    /// A ref names nothing, for a command that changes nothing anyway (`dex show`).
    case pokemonNotInGame(String, game: String, suggestion: String?)
    /// A ref the run's list lacks, and why.
    case notInRun(String, game: String, reason: NotInRunReason)
    /// A command that acts on one Pokémon (`use`) got a range, or a name of several.
    case needsOnePokemon(String, use: OnePokemonUse)
    case rangeOutsideGame(String, game: String)
    /// A number of the game's own Pokédex (`R999`) that names nothing: `section` is the name of the section looked in
    /// (nil in a game of one Pokédex), `highest` its last number (nil: the game has no regional numbers), and
    /// `inEarlierSection` says the number is within a later section's but its Pokémon is numbered in an earlier one.
    case unknownRegionalNumber(String, game: String, section: String?, highest: Int?, inEarlierSection: Bool)
    /// `kitakami:R1` naming a section the game does not have; `sections` are its own (empty: it has one Pokédex).
    case unknownDexSection(String, game: String, sections: [String])
    /// `dex show R25 --all-games`: a regional number names another Pokémon in each game.
    case regionalRefInEveryGame(String)
    /// `mark --shiny` of Pokémon (`labels`) the game never gives shiny: every way to get them there is shiny-locked.
    case shinyLocked([String], game: String)
    /// `mark --shiny` or `add-game --shiny` in a generation 1 game, which has no shiny Pokémon.
    case noShiniesInGeneration1(game: String)
    /// No way of the game is at a place matching the text.
    case unknownPlace(String, game: String, suggestion: String?)
    /// `dex where` in a game whose ways name no place (the National Pokédex: its Pokémon come from every game).
    /// `suggestion`: a tracked game whose ways do, if any.
    case gameHasNoPlaces(game: String, suggestion: String?)
    case nothingToUndo(journalDepth: Int)
    /// `dex redo` with no undo since the last change.
    case nothingToRedo
    /// Undoing would bring back a game removed by `summary`'s change, but a game with its slug is tracked again.
    case undoBlocked(summary: String, slug: String)
    /// The save's games (`saveSlugs`) do not include the game it would go into (`chosen`: named by the caller, not
    /// the active game).
    case saveFromAnotherGame(save: String, game: String, chosen: Bool, tracked: [String], saveSlugs: [String])
    /// A save's Pokédex given to the national game, which takes what a save holds (`--owned`), not its Pokédex.
    case saveDexIntoNational(save: String)
}

/// What is done with the one Pokémon a ref must name, for the message to show the right form.
public enum OnePokemonUse: Sendable, Equatable {
    /// Shown, in one game.
    case show
    /// Shown, in every tracked game.
    case showInEveryGame
    /// Given a note.
    case note
}

/// Why a Pokémon the manifest knows is not in a tracked game's list.
public enum NotInRunReason: Sendable, Equatable {
    /// The starter chosen (`starterName`) rules it out; it can still be received in a trade.
    case ruledOutByStarter(starterName: String)
    /// The game has it, but this run's list does not; it can still be received in a trade.
    case notInRunList
    /// Not in the game's Pokédex, and no way to get it there.
    case notInPokedex
}

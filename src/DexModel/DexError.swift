import FoundationEssentials

/// Everything a user can get wrong, each with a one-line message that says what to do next.
public enum DexError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// `available`: the manifest's slugs, listed in the message.
    case unknownGame(String, suggestion: String?, available: [String] = [])
    case gameNotTracked(String, suggestion: String?)
    case gameAlreadyTracked(String)
    case noActiveGame
    case noGamesTracked
    case starterRequired(game: String, valid: [String])
    case invalidStarter(String, game: String, valid: [String])
    case starterNotOffered(game: String)
    case unknownPokemon(String, game: String, suggestion: String?)
    case invalidRange(String)
    /// A command that acts on one Pokémon got a range; `example` shows the right form.
    case needsOnePokemon(String, example: String)
    case rangeOutsideGame(String, game: String)
    case invalidManifest(file: String, path: String, problem: String)
    case unreadableManifest(file: String, reason: String)
    case newerDatabase(path: String, unknownMigrations: [String])
    case notADatabase(path: String)
    case unusableDataFolder(path: String, reason: String)
    case confirmationRequired(action: String)
    case invalidSettingValue(key: String, value: String, expected: String)
    case invalidSpriteURLTemplate(String, problem: String)
    case spriteCacheUnwritable(path: String, reason: String)
    /// `dex import-save`: the save's games (`saveSlugs`) do not include the game it would go into.
    case saveFromAnotherGame(save: String, game: String, chosen: Bool, tracked: [String], saveSlugs: [String])
    /// Several refs of one call name nothing in the game; each keeps its own suggestion.
    case unknownPokemons([UnknownRef], game: String)
    /// A ref names nothing, for a command that changes nothing anyway (`dex show`).
    case pokemonNotInGame(String, game: String, suggestion: String?)
    case nothingToUndo(journalDepth: Int)
    case unknownCommand(String, suggestion: String?)
    /// Undoing would bring back a game removed by `summary`'s command, but a game with its slug is tracked again.
    case undoBlocked(summary: String, slug: String)
    /// Another connection held the database's lock for the whole busy timeout.
    case databaseBusy(path: String, seconds: Double)
    /// SQLite reports damage, or a result that cannot be right made the integrity check fail.
    case databaseDamaged(path: String, problem: String)
    case diskFull(path: String)
    case databaseUnopenable(path: String, reason: String)
    /// A change was asked for in a data folder dex may only read.
    case dataFolderReadOnly(path: String)
    case databaseIOError(path: String, reason: String)
    /// The file says WAL mode yet holds no tables: what it held was in a write-ahead log that is gone or unreadable.
    case writeAheadLogLost(path: String)
    /// `dex db backup FILE` could not write FILE.
    case databaseCopyUnwritable(file: String, reason: String)
    /// A ref the run's list lacks, with why (issue 10): ruled out by the starter, not in the game's Pokédex.
    case notInRun(String, game: String, reason: String)
    /// `dex where`: no way of the game is at a place matching the text.
    case unknownPlace(String, game: String, suggestion: String?)

    public var description: String {
        switch self {
        case .unknownGame(let slug, let suggestion, let available):
            "no game called '\(slug)' in the manifest\(Self.didYouMean(suggestion)); "
                + (available.isEmpty ? "run 'dex games --available' to list them" : "it has \(available.joined(separator: ", "))")
                + "; for another game, pass your own games.json with --manifest FILE"
        case .gameNotTracked(let slug, let suggestion):
            "you are not tracking '\(slug)'\(Self.didYouMean(suggestion)); run 'dex games' to list yours or 'dex add-game \(slug)' to start"
        case .gameAlreadyTracked(let slug):
            "you already track '\(slug)'; run 'dex use \(slug)' to switch to it, or 'dex remove-game \(slug)' first to start over"
        case .noActiveGame:
            "no active game; run 'dex use SLUG' or pass --game SLUG"
        case .noGamesTracked:
            "you are not tracking any game yet; run 'dex add-game SLUG' (see 'dex games --available')"
        case .starterRequired(let game, let valid):
            "\(game) needs a starter: pass --starter with one of \(valid.joined(separator: ", "))"
        case .invalidStarter(let starter, let game, let valid):
            "'\(starter)' is not a starter in \(game); choose one of \(valid.joined(separator: ", "))"
        case .starterNotOffered(let game):
            "\(game) has no starter choice; drop --starter"
        case .unknownPokemon(let ref, let game, let suggestion):
            "no Pokémon '\(ref)' in \(game)\(Self.didYouMean(suggestion)); nothing was changed"
        case .invalidRange(let ref):
            "'\(ref)' is not a valid range; write it as FIRST-LAST with FIRST <= LAST, e.g. 1-9"
        case .needsOnePokemon(let ref, let example):
            "'\(ref)' names more than one Pokémon; name one at a time, e.g. '\(example)'"
        case .rangeOutsideGame(let ref, let game):
            "no Pokémon of \(game) is in the range \(ref); nothing was changed"
        case .invalidManifest(let file, let path, let problem):
            "\(file): \(path): \(problem); fix the manifest and try again"
        case .unreadableManifest(let file, let reason):
            "cannot read manifest \(file): \(reason)"
        case .newerDatabase(let path, let unknown):
            "\(path) was written by a newer dex (unknown migrations: \(unknown.joined(separator: ", "))); upgrade dex to use it — the file was left untouched"
        case .notADatabase(let path):
            "\(path) is not a dex database (not SQLite); move it aside or pass --home with another folder"
        case .unusableDataFolder(let path, let reason):
            "cannot use data folder \(path): \(reason); pass --home DIR or set DEX_HOME"
        case .confirmationRequired(let action):
            "\(action) needs confirmation: pass --yes"
        case .invalidSettingValue(let key, let value, let expected):
            "'\(value)' is not a valid value for \(key); expected \(expected)"
        case .invalidSpriteURLTemplate(let template, let problem):
            "'\(template)' is not a usable sprite URL template: \(problem); give one like https://host/sprites/{folder}/{sprite}.png"
        case .spriteCacheUnwritable(let path, let reason):
            "cannot write the sprite cache at \(path): \(reason); check the folder's permissions and free space"
        case .saveFromAnotherGame(let save, let game, let chosen, let tracked, let saveSlugs):
            "this save is from \(save); \(chosen ? "the game you chose" : "the active game") is \(game): "
                + (tracked.isEmpty
                    ? "track its game first with " + saveSlugs.map { "'dex add-game \($0)'" }.joined(separator: " or ")
                    : "pass " + tracked.map { "--game \($0)" }.joined(separator: " or "))
        case .unknownPokemons(let refs, let game):
            "no Pokémon \(Self.listed(refs.map { "'\($0.ref)'\(Self.didYouMean($0.suggestion))" })) in \(game); nothing was changed"
        case .pokemonNotInGame(let ref, let game, let suggestion):
            "no Pokémon '\(ref)' in \(game)\(Self.didYouMean(suggestion)); run 'dex list' to see its Pokémon"
        case .nothingToUndo(let depth):
            "nothing to undo: the last \(depth) changes to catches and notes are undone already, or none was made"
        case .unknownCommand(let name, let suggestion):
            "'\(name)' is not a dex command\(Self.didYouMean(suggestion)); run 'dex --help' to list them"
        case .undoBlocked(let summary, let slug):
            "cannot undo '\(summary)': it removed \(slug), which you track again; remove it with 'dex remove-game \(slug)' first"
        case .databaseBusy(let path, let seconds):
            "\(path) is locked by another program (waited \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s): close the other dex or sqlite3 that holds it and run the command again; nothing was changed"
        case .databaseDamaged(let path, let problem):
            "\(path) is damaged (\(problem)): save what can still be read with 'dex export -o dex-backup.json' or 'dex db backup FILE', move the file aside and 'dex import dex-backup.json'; nothing was changed"
        case .diskFull(let path):
            "the disk holding \(path) is full: free space and run the command again; nothing was changed"
        case .databaseUnopenable(let path, let reason):
            "cannot open \(path): \(reason); make it a database file you may read and write, or pass --home DIR"
        case .dataFolderReadOnly(let path):
            "the data folder \(path) is read-only: list, progress, show, games and export work, changes need a folder dex may write (copy it and pass --home DIR); nothing was changed"
        case .databaseIOError(let path, let reason):
            "cannot read or write \(path) (\(reason)): check the disk, then run the command again"
        case .writeAheadLogLost(let path):
            "\(path) is in WAL mode but holds no tables: its data was in \(PathText.lastComponent(path))-wal, which is missing, damaged or unreadable here; bring that file back next to it, or move \(path) aside and restore a backup with 'dex import'"
        case .databaseCopyUnwritable(let file, let reason):
            "cannot write \(file): \(reason); choose another file"
        case .notInRun(let ref, let game, let reason):
            "no Pokémon '\(ref)' in \(game): \(reason)"
        case .unknownPlace(let place, let game, let suggestion):
            "no way to get a Pokémon in \(game) is at a place matching '\(place)'\(Self.didYouMean(suggestion)); run 'dex show REF' to see a Pokémon's places"
        }
    }

    public var errorDescription: String? { description }

    /// "'a'", "'a' or 'b'", "'a', 'b' or 'c'"
    private static func listed(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}

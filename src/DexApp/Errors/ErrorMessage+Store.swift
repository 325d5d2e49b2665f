import DexModel
import DexStore

extension ErrorMessage {
    static func words(_ error: StoreError) -> String {
        switch error {
        case .gameNotTracked(let slug, let suggestion):
            "you are not tracking '\(slug)'\(didYouMean(suggestion)); run 'dex games' to list yours or 'dex add-game \(slug)' to start"
        case .gameAlreadyTracked(let slug):
            "you already track '\(slug)'; run 'dex use \(slug)' to switch to it, or 'dex remove-game \(slug)' first to start over"
        case .noActiveGame:
            "no active game; run 'dex use SLUG' or pass --game SLUG"
        case .noGamesTracked(let folder):
            "you are not tracking any game yet in \(folder); run 'dex add-game SLUG' (see 'dex games --available')"
        case .unknownPokemon(let ref, let game, let suggestion):
            "no Pokémon '\(ref)' in \(game)\(didYouMean(suggestion)); nothing was changed"
        case .unknownPokemons(let refs, let game):
            "no Pokémon \(listed(refs.map { "'\($0.ref)'\(didYouMean($0.suggestion))" })) in \(game); nothing was changed"
        case .pokemonNotInGame(let ref, let game, let suggestion):
            "no Pokémon '\(ref)' in \(game)\(didYouMean(suggestion)); run 'dex list' to see its Pokémon"
        case .notInRun(let ref, let game, let reason):
            "no Pokémon \(listed(ref.split(separator: ",").map { "'\($0)'" })) in \(game): \(words(reason, ref: ref))"
        case .needsOnePokemon(let ref, let use):
            "'\(ref)' names more than one Pokémon; name one at a time, e.g. '\(example(use))'"
        case .rangeOutsideGame(let ref, let game):
            "no Pokémon of \(game) is in the range \(ref); nothing was changed"
        case .unknownRegionalNumber(let ref, let game, let section, let highest, let inEarlierSection):
            words(unknownRegionalNumber: ref, game: game, section: section, highest: highest, inEarlierSection: inEarlierSection)
        case .unknownDexSection(let section, let game, let sections):
            sections.isEmpty
                ? "\(game) has one Pokédex, so '\(section)' names no section of it; write the number alone, e.g. R1"
                : "\(game) has no Pokédex section '\(section)'; name one of \(sections.joined(separator: ", ")), e.g. '\(sections.last ?? ""):R1'"
        case .regionalRefInEveryGame(let ref):
            "'\(ref)' is a number of one game's own Pokédex, another Pokémon in each game; with --all-games name it by its national number or name"
        case .shinyLocked(let labels, let game):
            labels.count == 1
                ? "\(labels[0]) is never shiny in \(game): every way to get it there is shiny-locked; mark it without --shiny; nothing was changed"
                : "\(labels.dropLast().joined(separator: ", ")) and \(labels.last ?? "") are never shiny in \(game): every way to get them there is shiny-locked; mark them without --shiny; nothing was changed"
        case .noShiniesInGeneration1(let game):
            "\(game) has no shiny Pokémon: shinies begin with generation 2 (Gold and Silver); leave out --shiny; nothing was changed"
        case .unknownPlace(let place, let game, let suggestion):
            "no way to get a Pokémon in \(game) is at a place matching '\(place)'\(didYouMean(suggestion)); run 'dex show REF' to see a Pokémon's places"
        case .nothingToUndo(let depth):
            "nothing to undo: the last \(depth) changes to catches and notes are undone already, or none was made"
        case .gameHasNoPlaces(let game, let suggestion):
            "\(game) has no places: its Pokémon come from every game; "
                + (suggestion.map { "run 'dex where PLACE --game \($0)' to look in a game that has" }
                    ?? "add a game that has with 'dex add-game SLUG' and run 'dex where PLACE --game SLUG'")
        case .nothingToRedo:
            "nothing to redo: 'dex redo' applies again what 'dex undo' reverted, until the next change; run 'dex undo --list' to see the journal"
        case .undoBlocked(let summary, let slug):
            "cannot undo '\(summary)': it removed \(slug), which you track again; remove it with 'dex remove-game \(slug)' first"
        case .saveDexIntoNational(let save):
            "the National Pokédex takes what a save holds, not its Pokédex, which goes into its own game (\(save)): run the same 'dex import-save' with --owned to mark the party, boxes and Day Care"
        case .saveFromAnotherGame(let save, let game, let chosen, let tracked, let saveSlugs):
            "this save is from \(save); \(chosen ? "the game you chose" : "the active game") is \(game): "
                + (tracked.isEmpty
                    ? "track its game first with " + saveSlugs.map { "'dex add-game \($0)'" }.joined(separator: " or ")
                    : "pass " + tracked.map { "--game \($0)" }.joined(separator: " or "))
        }
    }

    private static func example(_ use: OnePokemonUse) -> String {
        switch use {
        case .show: "dex show 25"
        case .showInEveryGame: "dex show 25 --all-games"
        case .note: "dex note 25 TEXT"
        }
    }

    /// Why `ref` (one ref, or a comma list of them, as `NotListed` gives it) is not in the run, and the command
    /// that adds it, written to be pasted into a shell.
    private static func words(_ reason: NotInRunReason, ref: String) -> String {
        let refs = ref.split(separator: ",").map { (try? PokemonRef(parsing: String($0))) ?? .name(String($0)) }
        let traded =
            "to record \(refs.flatMap(\.singles).count == 1 ? "one" : "them") received in a trade, run 'dex mark \(refs.map(\.argument).joined(separator: " ")) --traded'"
        return switch reason {
        case .ruledOutByStarter(let starterName): "ruled out by your starter choice (\(starterName)); \(traded)"
        case .notInRunList: "not in this run's list; \(traded)"
        case .notInPokedex: "not in this game's Pokédex, and no way to get it there"
        }
    }

    private static func words(
        unknownRegionalNumber ref: String, game: String, section: String?, highest: Int?, inEarlierSection: Bool
    ) -> String {
        guard let highest else {
            return
                "no Pokémon '\(ref)' in \(game): its list has no numbers of its own Pokédex; name it by its national number or name"
        }
        if inEarlierSection {
            return
                "no Pokémon '\(ref)' in \(game): a Pokémon \(section ?? "this section") shares with an earlier Pokédex keeps that one's number; name it by its name or national number"
        }
        let dex = section.map { "the \($0) Pokédex" } ?? "its Pokédex"
        return "no Pokémon '\(ref)' in \(game): \(dex) runs to \(DexNumber.regional(highest)); run 'dex list' to see the numbers"
    }

    static func words(_ error: DatabaseError) -> String {
        switch error {
        case .newerDatabase(let path, let unknown):
            "\(path) was written by a newer dex (unknown migrations: \(unknown.joined(separator: ", "))); upgrade dex to use it — the file was left untouched"
        case .notADatabase(let path):
            "\(path) is not a dex database (not SQLite); move it aside or pass --home with another folder"
        case .notAFile(let path, let kind):
            "\(path) is \(kind), not a database file; move it aside or pass --home with another folder"
        case .databaseBusy(let path, let seconds):
            "\(path) is locked by another program (waited \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s): close the other dex or sqlite3 that holds it and run the command again; nothing was changed"
        case .databaseDamaged(let path, let problem):
            "\(path) is damaged (\(problem)): save what can still be read with 'dex db backup FILE', which lists what is lost, then move \(PathText.lastComponent(path)) aside and put FILE in its place; nothing was changed"
        case .schemaDamaged(let path, let problem):
            "\(path) does not hold the tables dex made (\(problem)): restore a copy made with 'dex db backup', or move it aside and 'dex import' a backup made with 'dex export'; nothing was changed"
        case .migrationRecordLost(let path, let migration, let problem):
            "\(path) does not record that its upgrade \(migration) was made, yet holds what it adds (\(problem)): another program changed the table grdb_migrations; record it with sqlite3 \(path) \"INSERT INTO grdb_migrations VALUES ('\(migration)')\", or restore a copy made with 'dex db backup'"
        case .diskFull(let path):
            diskFull(path)
        case .databaseUnopenable(let path, let reason):
            "cannot open \(path): \(reason); make it a database file you may read and write, or pass --home DIR"
        case .dataFolderReadOnly(let path):
            "the data folder \(path) is read-only: list, progress, show, games and export work, changes need a folder dex may write (copy it and pass --home DIR); nothing was changed"
        case .databaseIOError(let path, let reason):
            "cannot read or write \(path) (\(reason)): check the disk, then run the command again"
        case .writeAheadLogLost(let path):
            "\(path) is in WAL mode but holds no tables: its data was in \(PathText.lastComponent(path))-wal, which is missing, damaged or unreadable here; bring that file back next to it, or move \(path) aside and restore a backup with 'dex import'"
        case .nothingRescued(let path, let problem):
            "nothing can be read from \(path) (\(problem)): restore a copy made with 'dex db backup', or move it aside and 'dex import' a backup made with 'dex export'"
        case .databaseCopyUnwritable(let file, let reason):
            "cannot write \(file): \(reason); choose another file"
        }
    }

    static func words(_ error: SyncError) -> String {
        switch error {
        case .folderMissing(let path):
            "no folder \(path) to sync through; create it, or name the folder the machines share"
        case .notAFolder(let path):
            "\(path) is not a folder; name the folder the machines share"
        case .foreignFile(let path, let machine):
            "\(path) holds the changes of \(machine), not this machine's (was this data folder copied?); move the file away and sync again; nothing was changed"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason); check the file and sync again"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason); check the folder's permissions and free space, and sync again; nothing was changed"
        case .notARegularFile(let path, let kind):
            "\(path) is \(kind), not a sync file; move it out of the folder and sync again; nothing was changed"
        case .invalidMachineName(let name, let problem):
            "'\(name)' cannot name this machine: \(problem); choose a name of 1 to \(SyncMachineName.maximumLength) letters, digits, spaces or punctuation"
        }
    }
}

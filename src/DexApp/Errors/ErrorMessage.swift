import DexModel
import DexSaves
import DexSprites
import DexStore
import DexSystem

/// The one place that words dex's errors: each layer throws facts (a file, a game, a ref, a cause), and this turns
/// them into the one line the command line prints after `Error: ` and `dex browse` shows in its status line, with
/// what to do next ("run 'dex …'", "pass --home DIR").
///
/// ```swift
/// ErrorMessage.line(for: StoreError.noActiveGame)   // "no active game; run 'dex use SLUG' or pass --game SLUG"
/// ```
public enum ErrorMessage {
    /// The line for any error: dex's words for one its layers threw, the error's own description for any other.
    public static func line(for error: any Error) -> String {
        words(for: error) ?? String(describing: error)
    }

    /// dex's words for an error one of its layers threw; nil for any other (ArgumentParser's, SQLite's, libcurl's).
    public static func words(for error: any Error) -> String? {
        switch error {
        case let error as StoreError: words(error)
        case let error as DatabaseError: words(error)
        case let error as ManifestError: words(error)
        case let error as StarterError: words(error)
        case let error as RefError: words(error)
        case let error as SettingError: words(error)
        case let error as BackupError: words(error)
        case let error as DataFolderError: words(error)
        case let error as FileError: words(error)
        case let error as SpriteCacheError: words(error)
        case let error as CommandLineError: words(error)
        case let error as SyncError: words(error)
        case let error as SaveGameError: words(error)
        // A save's problems are facts about the file and what to do with it in the game; DexSaves words them.
        case let error as SaveFileError: error.description
        default: nil
        }
    }

    static func words(_ error: CommandLineError) -> String {
        switch error {
        case .unknownCommand(let name, let suggestion):
            "'\(name)' is not a dex command\(didYouMean(suggestion)); run 'dex --help' to list them"
        case .negativeNumberRef(let word, let command):
            "'\(word)' is neither a dex number (those start at 1) nor an option of 'dex \(command)'; to pass a ref that starts with '-', put it after '--': dex \(command) -- \(word)"
        case .repeatedOption(let spelling):
            "\(spelling) is given twice; give it once"
        case .confirmationRequired(let action):
            "\(action) needs confirmation: pass --yes"
        case .pageToTerminal:
            "an HTML page is not for a terminal: give -o FILE, or redirect it (dex export --format html > dex.html)"
        }
    }

    static func words(_ error: SaveGameError) -> String {
        switch error {
        case .gameNotNamed(let file, let family, let slugs):
            "\(file) is \(SaveFamily.article(for: family)) \(family) save, which does not say which of its games (\(listed(slugs))) wrote it; name the game: \(addFromSave(slugs, file))"
        case .notThisFamily(let file, let family, let game, let slugs):
            "\(file) is \(SaveFamily.article(for: family)) \(family) save, which '\(game)' does not write; name one of its games: \(addFromSave(slugs, file))"
        case .starterNotShown(let file, let game, let starters):
            "\(file) does not show which starter was chosen in \(game) (the save records none and holds no starter's line, or several); give it with --starter \(starters.joined(separator: "|"))"
        }
    }

    /// "'a'", "'a' or 'b'", "'a', 'b' or 'c'"
    /// "'dex add-game firered --from-save fr.sav' or 'dex add-game leafgreen --from-save fr.sav'": one command for
    /// each game the save may be of, each to paste into a shell.
    static func addFromSave(_ slugs: [String], _ file: String) -> String {
        listed((slugs.isEmpty ? ["GAME"] : slugs).map { "'dex add-game \($0) --from-save \(ShellWord.quoted(file))'" })
    }

    static func listed(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }

    /// " (did you mean 'Pikachu'?)"; a suggestion of several names (`Suggestion.names`) quotes each:
    /// " (did you mean 'Nidoran♀' or 'Nidoran♂'?)".
    static func didYouMean(_ suggestion: String?) -> String {
        guard let suggestion else { return "" }
        return " (did you mean \(listed(suggestion.split(separator: Suggestion.separator).map { "'\($0)'" }))?)"
    }
}

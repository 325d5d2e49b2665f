import DexModel

/// What each setting does, as `dex help config set` explains it.
extension Setting {
    var effect: String {
        switch self {
        case .activeGame:
            "the game every command uses without --game: a tracked game's slug (dex use SLUG sets it too)."
        case .showPercentage:
            "true or false: mark and unmark add the percentage caught to their progress line (20/198 (10.1%) caught)."
        case .showOnlyMissing:
            "true or false: dex list lists only what is still missing; list --all shows everything."
        }
    }

    /// One line per setting, "name: what it does", for a command's discussion.
    static var effects: String {
        allCases.map { "\($0.rawValue): \($0.effect)" }.joined(separator: "\n")
    }
}

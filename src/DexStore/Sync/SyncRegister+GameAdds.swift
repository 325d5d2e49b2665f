import SQLiteStore

/// Two adds of one game compared: which options a game was added with.
extension SyncRegister {
    /// Whether this register and `other` are two adds of the game with different options (a starter, forms,
    /// genders or a shiny dex), which the earlier's wins.
    func addsDifferently(from other: SyncRegister) -> Bool {
        guard field == Self.game, machine != other.machine, let mine = SyncGameOptions(value),
            let theirs = SyncGameOptions(other.value)
        else { return false }
        return !mine.seedsAlike(theirs)
    }
}

/// What `dex undo` reverted, or `dex redo` applied again.
public struct UndoResult: Sendable {
    /// What the command had done, in words.
    public var summary: String
    /// Games it brought back (removed by the command undone, or added by the command redone): their sprites must be
    /// fetched again.
    public var restoredGames: [(slug: String, name: String)]
    /// How many commands are left to undo (after `undo`) or to redo (after `redo`).
    public var remaining: Int

    public init(summary: String, restoredGames: [(slug: String, name: String)], remaining: Int) {
        self.summary = summary
        self.restoredGames = restoredGames
        self.remaining = remaining
    }
}

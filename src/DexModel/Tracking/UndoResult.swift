import FoundationEssentials

/// What `dex undo` reverted, or `dex redo` applied again.
public struct UndoResult: Sendable {
    /// A game the journal brought back or deleted.
    public struct Game: Sendable, Equatable {
        public var id: UUID
        public var slug: String
        public var name: String

        public init(id: UUID, slug: String, name: String) {
            self.id = id
            self.slug = slug
            self.name = name
        }
    }

    /// What the command had done, in words.
    public var summary: String
    /// Games it brought back (removed by the command undone, or added by the command redone).
    public var restoredGames: [Game]
    /// Games it deleted (added by the command undone, or removed by the command redone).
    public var deletedGames: [Game]
    /// The slugs of the restored games whose sprites came back with them (see `RemovedSprites`); the others' sprites
    /// must be fetched again.
    public var restoredSprites: Set<String> = []
    /// How many commands are left to undo (after `undo`) or to redo (after `redo`).
    public var remaining: Int

    public init(summary: String, restoredGames: [Game], deletedGames: [Game], remaining: Int) {
        self.summary = summary
        self.restoredGames = restoredGames
        self.deletedGames = deletedGames
        self.remaining = remaining
    }
}

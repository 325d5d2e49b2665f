import FoundationEssentials

/// One command the journal holds, as `dex undo --list` shows it.
public struct JournalEntry: Sendable, Equatable {
    /// What the command did, in words: "marked #025 Pikachu caught in Pokémon FireRed".
    public var summary: String
    public var createdAt: Date
    /// Reverted by `dex undo`: `dex redo` applies it again.
    public var isUndone: Bool

    public init(summary: String, createdAt: Date, isUndone: Bool) {
        self.summary = summary
        self.createdAt = createdAt
        self.isUndone = isUndone
    }
}

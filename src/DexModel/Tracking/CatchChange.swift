/// What `dex mark` / `dex unmark` did.
public struct CatchChange: Sendable, Equatable {
    /// Pokémon whose state changed.
    public var changed: [Pokemon]
    /// Pokémon that already were in the requested state.
    public var unchanged: [Pokemon]
    public var progress: GameProgress
    public var showPercentage: Bool
    /// Set when this mark caught the last Pokémon this run can reach: what is left.
    public var runCompleted: RunRemainder?

    public init(
        changed: [Pokemon], unchanged: [Pokemon], progress: GameProgress, showPercentage: Bool,
        runCompleted: RunRemainder? = nil
    ) {
        self.changed = changed
        self.unchanged = unchanged
        self.progress = progress
        self.showPercentage = showPercentage
        self.runCompleted = runCompleted
    }
}

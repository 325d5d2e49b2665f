/// What is left in a game once this run has caught everything it can reach: the `dex mark` that does it says so.
public struct RunRemainder: Sendable, Equatable {
    /// Not caught, and taking a trade (`RunReach.needsTrade`).
    public var needsTrade: Int
    /// Not caught, and taking an event (or not obtainable at all).
    public var event: Int

    public init(needsTrade: Int, event: Int) {
        self.needsTrade = needsTrade
        self.event = event
    }
}

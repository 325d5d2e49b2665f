/// The settings `dex config` reads and writes, by their command-line names.
public enum Setting: String, CaseIterable, Sendable {
    case activeGame = "active-game"
    case showPercentage = "show-percentage"
    case showOnlyMissing = "show-only-missing"
}

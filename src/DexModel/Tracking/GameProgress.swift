/// How far the player is in one game.
public struct GameProgress: Sendable, Equatable {
    public var game: Game
    public var caught: Int
    public var total: Int
    /// What this run can still complete: the caught, and the not caught that are obtainable in this version and
    /// not passed over by a choice (only `dex progress` and `dex games` count it).
    public var reachable: Int?

    public var fraction: Double { total == 0 ? 0 : Double(caught) / Double(total) }

    /// 0–100 with one decimal, as `--json` gives it: 9.6 for 37 of 386.
    public var percent: Double { Double(tenthsOfAPercent) / 10 }

    /// "9.6%", "0.0%", "100.0%": always one decimal.
    public var percentText: String { "\(tenthsOfAPercent / 10).\(tenthsOfAPercent % 10)%" }

    private var tenthsOfAPercent: Int { Int((fraction * 1000).rounded()) }

    /// "37/386", or with the percentage too: "37/386 (9.6%)".
    public func formatted(asPercentage: Bool) -> String {
        asPercentage ? "\(caught)/\(total) (\(percentText))" : "\(caught)/\(total)"
    }

    public init(game: Game, caught: Int, total: Int) {
        self.game = game
        self.caught = caught
        self.total = total
    }
}

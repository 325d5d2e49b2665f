/// How far the player is in one game.
public struct GameProgress: Sendable, Equatable {
    public var game: Game
    public var caught: Int
    public var total: Int
    /// How many of the caught are shiny.
    public var shiny = 0
    /// What this run can still complete: the caught, and the not caught that are obtainable in this version and
    /// not passed over by a choice (only `dex progress` and `dex games` count it).
    public var reachable: Int?

    /// What the progress counts: the shiny ones in a shiny living dex (`Game.tracksShiny`), else the caught.
    public var counted: Int { game.tracksShiny ? shiny : caught }

    /// "caught", or "shiny" in a shiny living dex: the word after the count.
    public var countedWord: String { game.tracksShiny ? "shiny" : "caught" }

    public var fraction: Double { total == 0 ? 0 : Double(counted) / Double(total) }

    /// 0–100 with one decimal, as `--json` gives it: 9.6 for 37 of 386.
    public var percent: Double { Double(tenthsOfAPercent) / 10 }

    /// "9.6%", "0.0%", "100.0%": always one decimal.
    public var percentText: String { "\(tenthsOfAPercent / 10).\(tenthsOfAPercent % 10)%" }

    private var tenthsOfAPercent: Int { Int((fraction * 1000).rounded()) }

    /// "37/386", or with the percentage too: "37/386 (9.6%)"; the shiny ones in a shiny living dex.
    public func formatted(asPercentage: Bool) -> String {
        asPercentage ? "\(counted)/\(total) (\(percentText))" : "\(counted)/\(total)"
    }

    public init(game: Game, caught: Int, total: Int, shiny: Int = 0) {
        self.game = game
        self.caught = caught
        self.total = total
        self.shiny = shiny
    }
}

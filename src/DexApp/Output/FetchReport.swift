/// `dex sprites fetch --json`.
public struct FetchReport: Encodable {
    let complete: Bool
    let total: Int
    let cached: Int
    let downloaded: Int
    let seconds: Double
    let unreachable: [String]
    let games: [SpriteFetchSummary.GameResult]

    public init(_ summary: SpriteFetchSummary) {
        complete = summary.isComplete
        total = summary.total
        cached = summary.cached
        downloaded = summary.downloaded
        seconds = (summary.seconds * 1000).rounded() / 1000
        unreachable = summary.unreachable
        games = summary.games
    }
}

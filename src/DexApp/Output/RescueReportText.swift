import DexStore

/// What `dex db backup` says after rescuing a damaged database: one line per table that lost rows, or that
/// nothing was lost.
public struct RescueReportText: Sendable, Equatable {
    public let lines: [String]
    public let lostSomething: Bool

    init(_ report: RescueReport, file: String) {
        lostSomething = !report.lostNothing
        let heading = "Wrote \(file) from a damaged database, with every row that could still be read"
        guard lostSomething else {
            lines = [heading + ": nothing lost."]
            return
        }
        lines =
            [heading + "; lost:"]
            + report.losses.map { loss in
                let rows = loss.rows == 1 ? "1 row" : "\(loss.rows) rows"
                return loss.mayBeMore
                    ? "  \(loss.table): \(loss.rows == 0 ? "some rows" : "at least " + rows) (how many cannot be told)"
                    : "  \(loss.table): \(rows)"
            }
    }
}

import DexModel
import Testing

extension DexProcess {
    /// The columns of a CSV export that each machine keeps for itself, which `dex sync` does not share.
    static let machineColumns: Set<String> = ["active", "downloadsSprites", "spriteURLTemplate"]

    /// The CSV export without `machineColumns`: what machines that sync must agree on.
    func sharedCatchesCSV() async throws -> String {
        let records = try CSVText.records(in: try await succeed(["export", "--format", "csv"]))
        let kept = (records.first?.fields ?? []).indices.filter {
            !Self.machineColumns.contains(records[0].fields[$0])
        }
        return records.map { record in CSVText.record(kept.map { record.fields[$0] }) }.joined(separator: "\n")
    }
}

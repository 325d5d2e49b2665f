/// The file formats `dex export` writes.
public enum BackupFormat: String, CaseIterable, Sendable {
    case json, csv

    /// `.json` / `.csv` by extension, else by content: JSON starts with `{`.
    public static func detect(path: String, data: [UInt8]) -> BackupFormat {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".csv") { return .csv }
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "{") ? .json : .csv
    }
}

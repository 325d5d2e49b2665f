import Foundation

/// How dex writes JSON, for `--json` and for backups: pretty-printed with sorted keys, so the text is stable
/// from run to run. Optional fields are `@ExplicitNull`: written as `null`, never left out.
public enum JSONOutput {
    public static func data(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    public static func string(_ value: some Encodable) throws -> String {
        String(decoding: try data(value), as: UTF8.self)
    }
}

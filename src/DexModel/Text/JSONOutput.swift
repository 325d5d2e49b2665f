import FoundationEssentials

/// How dex writes JSON, for `--json` and for backups: pretty-printed with sorted keys, so the text is stable
/// from run to run. Optional fields are `@ExplicitNull`: written as `null`, never left out.
public enum JSONOutput {
    public static func data(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return escapingDELAndC1(try encoder.encode(value))
    }

    public static func string(_ value: some Encodable) throws -> String {
        String(decoding: try data(value), as: UTF8.self)
    }

    /// `JSONEncoder` escapes the C0 controls, as JSON requires, but leaves DEL and the C1 controls
    /// (U+0080–U+009F) raw, as JSON allows. Escaping them too (`\u007f`, `\u009b`) leaves no raw control
    /// character in the output for a terminal to obey. They can only stand inside strings, so the JSON reads
    /// back as the same text.
    static func escapingDELAndC1(_ json: Data) -> Data {
        // In UTF-8, C1 is 0xC2 followed by 0x80–0x9F; 0xC2 only ever starts a character.
        guard json.contains(where: { $0 == 0x7F || $0 == 0xC2 }) else { return json }
        let bytes = [UInt8](json)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count + 32)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x7F || byte == 0xC2 && i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1]) {
                let scalar = byte == 0x7F ? 0x7F : bytes[i + 1]
                out += Array("\\u00\(String(scalar, radix: 16))".utf8)
                i += byte == 0x7F ? 1 : 2
            } else {
                out.append(byte)
                i += 1
            }
        }
        return Data(out)
    }
}

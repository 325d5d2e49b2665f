import DexModel

/// Text from the database (names, notes, slugs) made safe to put in an HTML page: the one escaping function for
/// text and attribute values alike, so a note such as `<script>` or `" onload="` is shown as typed and never read as
/// markup.
///
/// `&`, `<`, `>`, `"` and `'` become character references, which is enough for element text and for attribute values
/// in either kind of quotes; control characters become their visible stand-ins (`InertText`), as on a terminal,
/// with line breaks kept as LF.
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        let inert = InertText.lines(text)
        guard inert.utf8.contains(where: needsReference) else { return inert }
        var out = ""
        out.reserveCapacity(inert.utf8.count + 16)
        for character in inert.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    private static func needsReference(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }
}

/// Text that did not come from dex itself — names and notes from a backup or a manifest, refs typed on the
/// command line, file paths — made inert before it is printed, so that an escape sequence in a note is shown,
/// never obeyed by the terminal.
///
/// Every control character is replaced by a visible stand-in: C0 (U+0000–U+001F) by its Unicode control
/// picture (ESC as `␛`, BEL as `␇`, TAB as `␉`), DEL by `␡`, and C1 (U+0080–U+009F), which has no pictures,
/// by `<U+009B>` as `less` shows it.
public enum InertText {
    /// For one line: line breaks are shown too.
    public static func line(_ text: String) -> String { inert(text, keepingLineBreaks: false) }

    /// For text shown over several lines: each line break (LF, CRLF or a lone CR) stays, as LF.
    public static func lines(_ text: String) -> String { inert(text, keepingLineBreaks: true) }

    private static func inert(_ text: String, keepingLineBreaks: Bool) -> String {
        // Nearly all text has no control character: one pass over its bytes (C1 is encoded 0xC2 0x80–0x9F).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        var out = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            let value = scalar.value
            if keepingLineBreaks, scalar == "\n" || scalar == "\r" {
                if !(scalar == "\n" && afterCR) { out.append("\n") }
            } else if value < 0x20 || value == 0x7F {
                out.append(Unicode.Scalar(value == 0x7F ? 0x2421 : 0x2400 + value) ?? "?")
            } else if (0x80...0x9F).contains(value) {
                out.append(contentsOf: "<U+00\(String(value, radix: 16, uppercase: true))>".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}

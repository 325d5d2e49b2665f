/// Text as one word a POSIX shell reads back unchanged, for the commands dex suggests: `mr-mime` as it is,
/// `'Mr. Mime'` and `"Farfetch'd"` quoted.
public enum ShellWord {
    public static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "-_.,:/+=@%’".contains($0) }
        if plain { return text }
        if !text.contains("'") { return "'" + text + "'" }
        var escaped = ""
        for character in text {
            if "\"\\$`".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}

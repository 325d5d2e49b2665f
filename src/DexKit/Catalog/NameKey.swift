import Foundation

/// Folds a Pokémon name to the form names are compared in: lowercase ASCII letters and digits only.
///
/// "Mr. Mime", "mr-mime" → "mrmime"; "Farfetch’d" → "farfetchd"; "Nidoran♀", "nidoran-f" → "nidoranf";
/// "Flabébé" → "flabebe".
public enum NameKey {
    public static func key(_ name: String) -> String {
        var key = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "♀": key += "f"
            case "♂": key += "m"
            default:
                for folded in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
                where folded.isASCII && (folded.properties.isAlphabetic || ("0"..."9").contains(folded)) {
                    key.unicodeScalars.append(contentsOf: String(folded).lowercased().unicodeScalars)
                }
            }
        }
        return key
    }

    /// A file-name slug for a name, for rows that predate stored sprite slugs: "Mr. Mime" → "mr-mime".
    public static func slug(_ name: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            let piece: String
            switch scalar {
            case "♀": piece = "-f"
            case "♂": piece = "-m"
            case "’", "'": continue
            default: piece = key(String(scalar))
            }
            if piece.isEmpty {
                pendingDash = !slug.isEmpty
                continue
            }
            if pendingDash && !piece.hasPrefix("-") { slug += "-" }
            slug += piece
            pendingDash = false
        }
        return slug
    }
}

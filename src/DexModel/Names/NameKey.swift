import Foundation

/// Folds a Pokémon name to the form names are compared in: lowercase ASCII letters and digits only.
///
/// "Mr. Mime", "mr-mime" → "mrmime"; "Farfetch’d" → "farfetchd"; "Nidoran♀", "nidoran-f" → "nidoranf";
/// "Flabébé" → "flabebe".
public enum NameKey {
    public static func key(_ name: String) -> String {
        // Names are nearly always ASCII, which needs no decomposition: folded byte by byte, as decomposing each
        // scalar through Foundation costs more than all the rest of validating a manifest's names.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
                var count = 0
                for byte in name.utf8 {
                    switch byte {
                    case 0x41...0x5A: buffer[count] = byte | 0x20
                    case 0x61...0x7A, 0x30...0x39: buffer[count] = byte
                    default: continue
                    }
                    count += 1
                }
                return count
            }
        }
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

/// Folds a Pokémon name to the form names are compared in: lowercase ASCII letters and digits only.
///
/// "Mr. Mime", "mr-mime" → "mrmime"; "Farfetch’d" → "farfetchd"; "Nidoran♀", "nidoran-f" → "nidoranf";
/// "Flabébé" → "flabebe"; "Type: Null" → "typenull"; "Jangmo-o" → "jangmoo"; "Sirfetch’d" → "sirfetchd".
public enum NameKey {
    public static func key(_ name: String) -> String {
        // Names are nearly always ASCII: folded byte by byte.
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
                if scalar.isASCII {
                    if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                        key.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                    }
                } else if let folded = LatinLetters.folded[scalar] {
                    key += folded
                }
            // Anything else (punctuation, combining accents, other scripts) has no ASCII letter to keep.
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

/// The Latin letters with diacritics (U+00C0–U+024F, U+1E00–U+1EFF) and the ASCII letters their canonical
/// decomposition keeps, lowercased: what Foundation's `decomposedStringWithCanonicalMapping` gave NameKey before it
/// dropped Foundation. Other scalars fold to nothing, as they did then (Æ, Ø, ß have no decomposition).
enum LatinLetters {
    static let folded: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = [:]
        for (ascii, letters) in lettersByASCII {
            for scalar in letters.unicodeScalars { table[scalar] = ascii }
        }
        return table
    }()

    private static let lettersByASCII: KeyValuePairs<String, String> = [
        "a": "ÀÁÂÃÄÅàáâãäåĀāĂăĄąǍǎǞǟǠǡǺǻȀȁȂȃȦȧḀḁẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặ",
        "b": "ḂḃḄḅḆḇ",
        "c": "ÇçĆćĈĉĊċČčḈḉ",
        "d": "ĎďḊḋḌḍḎḏḐḑḒḓ",
        "e": "ÈÉÊËèéêëĒēĔĕĖėĘęĚěȄȅȆȇȨȩḔḕḖḗḘḙḚḛḜḝẸẹẺẻẼẽẾếỀềỂểỄễỆệ",
        "f": "Ḟḟ",
        "g": "ĜĝĞğĠġĢģǦǧǴǵḠḡ",
        "h": "ĤĥȞȟḢḣḤḥḦḧḨḩḪḫẖ",
        "i": "ÌÍÎÏìíîïĨĩĪīĬĭĮįİǏǐȈȉȊȋḬḭḮḯỈỉỊị",
        "j": "Ĵĵǰ",
        "k": "ĶķǨǩḰḱḲḳḴḵ",
        "l": "ĹĺĻļĽľḶḷḸḹḺḻḼḽ",
        "m": "ḾḿṀṁṂṃ",
        "n": "ÑñŃńŅņŇňǸǹṄṅṆṇṈṉṊṋ",
        "o": "ÒÓÔÕÖòóôõöŌōŎŏŐőƠơǑǒǪǫǬǭȌȍȎȏȪȫȬȭȮȯȰȱṌṍṎṏṐṑṒṓỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợ",
        "p": "ṔṕṖṗ",
        "r": "ŔŕŖŗŘřȐȑȒȓṘṙṚṛṜṝṞṟ",
        "s": "ŚśŜŝŞşŠšȘșṠṡṢṣṤṥṦṧṨṩ",
        "t": "ŢţŤťȚțṪṫṬṭṮṯṰṱẗ",
        "u": "ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųƯưǓǔǕǖǗǘǙǚǛǜȔȕȖȗṲṳṴṵṶṷṸṹṺṻỤụỦủỨứỪừỬửỮữỰự",
        "v": "ṼṽṾṿ",
        "w": "ŴŵẀẁẂẃẄẅẆẇẈẉẘ",
        "x": "ẊẋẌẍ",
        "y": "ÝýÿŶŷŸȲȳẎẏẙỲỳỴỵỶỷỸỹ",
        "z": "ŹźŻżŽžẐẑẒẓẔẕ",
    ]
}

/// The names a form answers to, beside its own ("Alolan Vulpix", "Wash Rotom", "Unown B"): its species' name with the
/// form's identifier, in either order (`vulpix-alola`, `Vulpix (Alola)`, `rotom wash`, `wash rotom`, `unown b`,
/// `flabebe red`). Compared as `NameKey` folds them, with `?` and `!` spelt out (`unown ?`, Unown's question mark form).
public enum FormNames {
    /// What the user typed, or a name, folded for comparing.
    public static func key(_ text: String) -> String {
        guard text.contains("?") || text.contains("!") else { return NameKey.key(text) }
        return NameKey.key(text.replacing("?", with: " question ").replacing("!", with: " exclamation "))
    }

    /// Every key a Pokémon of a game answers to: its name's, and for a form (`form` not "", or a name that is not its
    /// species') its species' name with the form's identifier and with the rest of its name, either way round
    /// (Red Flower Flabébé: `redflowerflabebe`, `flabeberedflower`).
    public static func keys(name: String, speciesName: String?, form: String) -> [String] {
        let own = key(name)
        guard isForm(speciesName: speciesName, form: form) else { return [own] }
        let species = NameKey.key(speciesName ?? name), formKey = NameKey.key(form)
        let rest = removingFirst(species, from: own)
        return [own, species + formKey, formKey + species, species + rest, rest + species]
    }

    /// `key` without the first `part` in it, compared byte by byte: `replacing` would bring in the string-processing
    /// library's searcher, whose set-up in a fresh process cost a `mark` of a form's name 6% of its instructions.
    private static func removingFirst(_ part: String, from key: String) -> String {
        let bytes = Array(key.utf8), wanted = Array(part.utf8)
        guard !wanted.isEmpty, wanted.count <= bytes.count else { return key }
        for start in 0...(bytes.count - wanted.count) where bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
            return String(decoding: bytes[..<start] + bytes[(start + wanted.count)...], as: UTF8.self)
        }
        return key
    }

    /// The words of `text`, each folded as `key` folds a name (`Paldean Tauros (Blaze Breed)`: paldean, tauros,
    /// blaze, breed; `paldea-blaze-breed`: paldea, blaze, breed).
    public static func words(_ text: String) -> Set<String> {
        let spelt = text.replacing("?", with: " question ").replacing("!", with: " exclamation ")
        return Set(spelt.split { $0 == " " || $0 == "-" || $0 == "(" || $0 == ")" || $0 == "," }.map { NameKey.key(String($0)) })
            .subtracting([""])
    }

    /// Whether a Pokémon is one form among others: a form other than the default, or a name other than its species'.
    public static func isForm(speciesName: String?, form: String) -> Bool { !form.isEmpty || speciesName != nil }
}

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
        let rest = own.replacing(species, with: "", maxReplacements: 1)
        return [own, species + formKey, formKey + species, species + rest, rest + species]
    }

    /// Whether a Pokémon is one form among others: a form other than the default, or a name other than its species'.
    public static func isForm(speciesName: String?, form: String) -> Bool { !form.isEmpty || speciesName != nil }
}

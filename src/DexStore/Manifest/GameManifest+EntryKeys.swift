import DexModel

extension GameManifest.Entry {
    /// Every entry this game lists when tracked with forms: each species' forms, or the species alone.
    package var entryKeysWithForms: Set<EntryKey> {
        Set(
            pokemon.flatMap { species in
                (species.forms ?? []).isEmpty
                    ? [EntryKey(dexNumber: species.dexNumber)]
                    : (species.forms ?? []).map { EntryKey(dexNumber: species.dexNumber, form: $0.form) }
            })
    }
}

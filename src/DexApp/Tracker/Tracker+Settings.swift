import DexModel
import DexStore

extension Tracker {
    // MARK: - Settings (`dex config`)

    /// Every setting with its current value.
    public func settings() throws -> [(Setting, String)] { try database.settings.all() }

    public func setting(_ setting: Setting) throws -> String { try database.settings.value(of: setting) }

    /// Changes one setting; `active-game` takes a tracked game's slug, the others `true` or `false`. Returns the
    /// value stored, as `setting(_:)` reads it.
    @discardableResult
    public func set(_ setting: Setting, to value: String) throws -> String {
        try database.settings.set(setting, to: value)
        return try database.settings.value(of: setting)
    }

    /// The show-only-missing setting: whether a list (and `dex browse`) starts with only the Pokémon not caught yet.
    public func showsOnlyMissing() throws -> Bool { try database.settings.preferences().showOnlyMissing }
}

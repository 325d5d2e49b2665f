import DexModel
import SQLiteStore

/// The player's settings (`preferences` table): the active game, and how lists and counts are shown.
public struct Settings: Sendable {
    let writer: DatabaseAccess

    /// Every setting with its current value, as `dex config list` prints them.
    public func all() throws -> [(Setting, String)] {
        try writer.read { db in
            let preferences = try Preferences.fetch(db)
            let active = try preferences.activeGame(in: db)?.slug ?? ""
            return Setting.allCases.map { setting in
                switch setting {
                case .activeGame: (setting, active)
                case .showPercentage: (setting, String(preferences.showPercentage))
                case .showOnlyMissing: (setting, String(preferences.showOnlyMissing))
                }
            }
        }
    }

    public func value(of setting: Setting) throws -> String {
        try all().first { $0.0 == setting }?.1 ?? ""
    }

    /// Changes one setting; `active-game` takes a tracked game's slug, the others `true` or `false`.
    public func set(_ setting: Setting, to value: String) throws {
        try writer.write { db in
            var preferences = try Preferences.fetch(db)
            switch setting {
            case .activeGame:
                preferences.activeGameId = try Game.tracked(value, in: db).id
            case .showPercentage:
                preferences.showPercentage = try Self.parseBool(value, for: setting)
            case .showOnlyMissing:
                preferences.showOnlyMissing = try Self.parseBool(value, for: setting)
            }
            try preferences.upsert(db)
        }
    }

    public func preferences() throws -> Preferences {
        try writer.read { db in try Preferences.fetch(db) }
    }

    private static func parseBool(_ value: String, for setting: Setting) throws -> Bool {
        switch value.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw SettingError.invalidSettingValue(key: setting.rawValue, value: value, expected: "true or false")
        }
    }
}

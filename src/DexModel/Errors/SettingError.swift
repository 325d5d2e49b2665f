/// A value a setting cannot take: a preference, or a sprite URL template from the command line, the environment,
/// the database or a backup.
public enum SettingError: Error, Equatable {
    case invalidSettingValue(key: String, value: String, expected: String)
    case invalidSpriteURLTemplate(String, problem: String)
}

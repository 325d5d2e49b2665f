/// The running command's environment variables (`Console.current`), read one at a time.
public enum Environment {
    public static func value(_ name: String) -> String? {
        Console.current.environment(name)
    }
}

extension String {
    /// nil for "", the string otherwise: an empty variable, option or CSV field means "not given".
    public var nonEmpty: String? { isEmpty ? nil : self }
}

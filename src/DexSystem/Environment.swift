#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads environment variables one at a time: `ProcessInfo.environment` copies them all into a
/// dictionary, which costs more than some whole `dex` commands.
public enum Environment {
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

extension String {
    /// nil for "", the string otherwise: an empty variable, option or CSV field means "not given".
    public var nonEmpty: String? { isEmpty ? nil : self }
}

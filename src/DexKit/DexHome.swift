import Foundation

/// The folder that holds the database and the sprite cache.
///
/// Chosen as `--home DIR`, else `$DEX_HOME`, else `$XDG_DATA_HOME/dex`, else `~/.local/share/dex`.
public struct DexHome: Sendable, Equatable {
    public let url: URL

    public init(url: URL) {
        self.url = url.standardizedFileURL
    }

    public static func resolve(explicit: String?, environment: (String) -> String? = Environment.value) -> DexHome {
        if let explicit = explicit?.nonEmpty { return DexHome(url: URL(fileURLWithPath: explicit)) }
        if let home = environment("DEX_HOME")?.nonEmpty { return DexHome(url: URL(fileURLWithPath: home)) }
        if let xdg = environment("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            return DexHome(url: URL(fileURLWithPath: xdg).appendingPathComponent("dex"))
        }
        let userHome = environment("HOME")?.nonEmpty ?? NSHomeDirectory()
        return DexHome(url: URL(fileURLWithPath: userHome).appendingPathComponent(".local/share/dex"))
    }

    public var databaseURL: URL { url.appendingPathComponent("dex.sqlite") }
    public var spritesURL: URL { url.appendingPathComponent("sprites") }

    /// Creates the folder on first use.
    public func create() throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw DexError.unusableDataFolder(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }
}

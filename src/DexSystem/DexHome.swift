import DexModel
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let userHome = environment("HOME")?.nonEmpty ?? FileManager.default.homeDirectoryForCurrentUser.path
        return DexHome(url: URL(fileURLWithPath: userHome).appendingPathComponent(".local/share/dex"))
    }

    public var databaseURL: URL { url.appendingPathComponent("dex.sqlite") }

    /// True when there is no `dex.sqlite` here: the file, or the folder itself, does not exist. False when there is
    /// one, and when something else stands in the way (a file where a folder should be, a folder that may not be
    /// read), for opening it to report.
    public var hasNoDatabase: Bool {
        var info = stat()
        return stat(databaseURL.path, &info) != 0 && errno == ENOENT
    }

    public var spritesURL: URL { url.appendingPathComponent("sprites") }

    /// Where the sprite folders of removed games wait while `dex undo` can bring the games back (`RemovedSprites`).
    public var removedSpritesURL: URL { url.appendingPathComponent("removed-sprites", isDirectory: true) }

    /// Creates the folder, and any missing parent, on first use.
    public func create() throws {
        let path = url.path
        if Self.isFolder(path) { return }
        switch Self.makeFolder(path) {
        case nil: return
        case ENOSPC?: throw DataFolderError.diskFull(path: path)
        case let error?: throw DataFolderError.unusableDataFolder(path: path, reason: Self.reason(error, creating: path))
        }
    }

    /// `mkdir -p`: nil once `path` is a folder, else the errno of the `mkdir` that failed.
    private static func makeFolder(_ path: String) -> Int32? {
        if mkdir(path, 0o777) == 0 { return nil }
        let error = errno
        if error == EEXIST, isFolder(path) { return nil }
        let parent = PathText.parent(path)
        guard error == ENOENT, parent != path else { return error }
        if let problem = makeFolder(parent) { return problem }
        return mkdir(path, 0o777) == 0 || isFolder(path) ? nil : errno
    }

    /// Why `path` could not be made, naming the file or folder in the way.
    private static func reason(_ error: Int32, creating path: String) -> String {
        var ancestor = path
        while !FileManager.default.fileExists(atPath: ancestor), ancestor != "/" {
            ancestor = PathText.parent(ancestor)
        }
        if !isFolder(ancestor) { return "\(ancestor) is a file, not a folder" }
        switch error {
        case EACCES, EPERM: return "you may not create folders in \(ancestor)"
        case EROFS: return "\(ancestor) is on a read-only file system"
        default: return String(cString: strerror(error))
        }
    }

    package static func isFolder(_ path: String) -> Bool {
        var isFolder = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder
    }
}

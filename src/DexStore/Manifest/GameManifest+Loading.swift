import DexModel
import DexSystem
import FoundationEssentials

/// Where a manifest comes from: the file `--manifest` names, or the `games.json` compiled into the binary.
extension GameManifest {
    /// The manifest file to read: `explicit` (`--manifest`), else `$DEX_MANIFEST`; nil for the bundled one. Resolved
    /// here for every command, as `DexHome.resolve` resolves `--home` and `$DEX_HOME`.
    public static func chosenPath(explicit: String? = nil, environment: (String) -> String? = Environment.value) -> String? {
        explicit ?? environment("DEX_MANIFEST")?.nonEmpty
    }

    /// The label used in error messages for the bundled file.
    public static let bundledName = "games.json (bundled)"

    /// Loads and validates a manifest: the file at `path`, or the bundled one when `path` is nil.
    public static func load(path: String? = nil) throws -> GameManifest {
        let (data, file) = try read(path: path)
        return try decode(data, file: file)
    }

    /// The manifest's bytes and the name that error messages give it.
    static func read(path: String?) throws -> (data: Data, file: String) {
        guard let path else { return (try bundledData, bundledName) }
        return (try ManifestFile.contents(of: path), path)
    }

    /// The bytes of Resources/games.json as they were when this binary was built, inflated from its container.
    public static var bundledData: Data {
        get throws { try EmbeddedManifest.data() }
    }
}

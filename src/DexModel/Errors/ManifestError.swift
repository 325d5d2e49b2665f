/// A games.json that cannot be used, or a game it does not have. Facts only: the words are `ErrorMessage`'s (DexApp).
public enum ManifestError: Error, Equatable {
    /// `available`: the manifest's slugs, for the message to list.
    case unknownGame(String, suggestion: String?, available: [String] = [])
    /// The file is wrong at `path` (a JSON path such as `games[1].slug`).
    case invalidManifest(file: String, path: String, problem: String)
    case unreadableManifest(file: String, reason: String)
}

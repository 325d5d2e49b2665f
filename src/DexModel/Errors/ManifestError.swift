/// A games.json that cannot be used, or a game it does not have. Facts only: the words are `ErrorMessage`'s (DexApp).
public enum ManifestError: Error, Equatable {
    /// `available`: the manifest's slugs, for the message to list.
    case unknownGame(String, suggestion: String?, available: [String] = [])
    /// The file is wrong at `path` (a JSON path such as `games[1].slug`).
    case invalidManifest(file: String, path: String, problem: String)
    /// The name at `path` has no letter or digit, so that no ref can name it. `isForm`: a name of a species' forms.
    case nameWithNothingToMatch(file: String, path: String, name: String, isForm: Bool)
    /// The name at `path` is matched as `other`'s at `otherPath` (`NameKey` folds them alike): no ref tells them apart.
    case namesMatchedAlike(file: String, path: String, name: String, other: String, otherPath: String)
    case unreadableManifest(file: String, reason: String)
}

/// A sprite cache folder or file that could not be made, written or removed.
public enum SpriteCacheError: Error, Equatable {
    case spriteCacheUnwritable(path: String, reason: String)
}

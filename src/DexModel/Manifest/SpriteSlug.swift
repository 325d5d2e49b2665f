/// A sprite file name (and game slug) is never trusted as a path: lowercase ASCII, digits and '-' only.
public enum SpriteSlug {
    public static func isValid(_ slug: String) -> Bool {
        !slug.isEmpty && slug.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// The sprite of a female whose look differs (`dex add-game --genders`): the host names no female sprites that
    /// public code uses, so she is drawn with the species' sprite.
    public static func female(of slug: String) -> String { slug }
}

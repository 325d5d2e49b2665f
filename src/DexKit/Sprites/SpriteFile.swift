import Foundation

/// Where the sprite cache (issue 4) keeps a sprite: `<data folder>/sprites/<game slug>/<sprite slug>.png`.
public enum SpriteFile {
    /// nil when either slug is not safe as a file name (anything but lowercase ASCII, digits and '-').
    public static func url(home: DexHome, gameSlug: String, spriteSlug: String) -> URL? {
        guard SpriteSlug.isValid(gameSlug), SpriteSlug.isValid(spriteSlug) else { return nil }
        return home.spritesURL.appendingPathComponent(gameSlug).appendingPathComponent(spriteSlug + ".png")
    }
}

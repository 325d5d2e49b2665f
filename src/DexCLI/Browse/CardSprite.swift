import DexApp
import DexModel
import DexSprites
import DexSystem

/// A cached sprite as screen cells for the card: two pixels per cell with `▀`/`▄`, in the 256-colour palette,
/// or as a silhouette without colour. 24-bit colour is not used here: ncurses draws from colour pairs of the
/// terminal's palette (see the README, `dex browse`).
enum CardSprite {
    /// The sprite of `pokemon` from the cache, or nil when none is cached (or the file is not a valid sprite).
    static func load(
        home: DexHome, game: Game, pokemon: Pokemon, colored: Bool,
        fitting pixels: (width: Int, height: Int) = (BrowseView.spritePixels, BrowseView.spritePixels)
    ) -> [[ScreenBuffer.Cell]]? {
        guard let image = try? SpriteState(of: pokemon, in: game, home: home).image() else { return nil }
        return cells(for: image.scaledToFit(maxWidth: pixels.width, maxHeight: pixels.height), colored: colored)
    }

    static func cells(for image: RGBAImage, colored: Bool) -> [[ScreenBuffer.Cell]] {
        stride(from: 0, to: image.height, by: 2).map { y in
            (0..<image.width).map { x in
                let upper = image.color(x: x, y: y), lower = image.color(x: x, y: y + 1)
                guard colored else {
                    return ScreenBuffer.Cell(
                        character: Character(SpriteRenderer.silhouette(upper: upper != nil, lower: lower != nil)))
                }
                let top = upper.map(Palette256.index), bottom = lower.map(Palette256.index)
                switch (top, bottom) {
                case (nil, nil): return ScreenBuffer.Cell()
                case (let top?, nil): return ScreenBuffer.Cell(character: "▀", style: .sprite(foreground: top, background: nil))
                case (nil, let bottom?):
                    return ScreenBuffer.Cell(character: "▄", style: .sprite(foreground: bottom, background: nil))
                case (let top?, let bottom?):
                    return ScreenBuffer.Cell(character: "▀", style: .sprite(foreground: top, background: bottom))
                }
            }
        }
    }
}

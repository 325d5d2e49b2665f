import DexApp
import DexModel
import DexSprites
import DexSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dex list --sprites`: each row of the list beside a small sprite.
///
/// "Small" is the cropped sprite shrunk by a whole factor to fit 16×16 pixels, so at most 16 columns × 8 lines.
/// The layout is used only when stdout is a terminal at least as wide as the sprite column, a two-space gap, the
/// row's columns before the hint and a few characters of the hint; longer hints are cut with "…". Otherwise `dex list`
/// prints its plain table.
struct SpriteList {
    static let maxPixels = (width: 16, height: 16)
    static let gap = "  "
    /// The fewest characters of a hint the list keeps beside the sprites.
    static let shortestHint = 8

    let rendered: String

    /// Why the list is printed without sprites, in words for stderr.
    struct Unavailable: Error {
        let reason: String
    }

    /// Throws `Unavailable` when stdout is not a terminal or is too narrow. `table` may be coloured: widths are
    /// counted in visible cells.
    init(home: DexHome, game: Game, pokemon: [Pokemon], table: Table) throws(Unavailable) {
        guard Terminal.isTTY(.output) else {
            throw Unavailable(reason: "stdout is not a terminal; they are drawn only on one")
        }
        guard let columns = Terminal.columns() else {
            throw Unavailable(reason: "the terminal's width is unknown; set COLUMNS, or drop --sprites")
        }
        // The sprites take their column; the hints are cut with "…" to leave it, down to their first few characters.
        let needed = Self.maxPixels.width + Self.gap.count + table.leadingWidth + Self.shortestHint
        guard columns >= needed else {
            throw Unavailable(
                reason: "the terminal is \(columns) columns wide and the list needs \(needed) with them; "
                    + "widen it, or drop --sprites")
        }
        var table = table
        table.width = columns - Self.maxPixels.width - Self.gap.count
        let tableLines = table.rowLines

        let depth = ColorDepth.resolve(.auto, stdoutIsTTY: true)
        var out: [String] = []
        for (row, (entry, line)) in zip(pokemon, tableLines).enumerated() {
            if let heading = table.heading(before: row) {
                out += heading.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            let sprite = Self.sprite(of: entry, in: game, home: home, depth: depth)
            let middle = max(0, (sprite.count - 1) / 2)
            for i in 0..<max(1, sprite.count) {
                let picture = i < sprite.count ? sprite[i] : ""
                let padding = String(repeating: " ", count: Self.maxPixels.width - Self.cellCount(picture))
                out.append(picture + padding + Self.gap + (i == middle ? line : ""))
            }
        }
        rendered = out.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n")
    }

    /// The small sprite's lines; none when it is not cached or cannot be read (the list stays usable).
    private static func sprite(of pokemon: Pokemon, in game: Game, home: DexHome, depth: ColorDepth) -> [String] {
        guard let image = try? SpriteState(of: pokemon, in: game, home: home).image() else { return [] }
        return SpriteRenderer(depth: depth).lines(for: image.scaledToFit(maxWidth: maxPixels.width, maxHeight: maxPixels.height))
    }

    /// Visible cells in a rendered sprite line: its characters minus the escape sequences.
    static func cellCount(_ line: String) -> Int {
        var count = 0, inEscape = false
        for scalar in line.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }
}

/// Nearest colour of the xterm 256-colour palette.
///
/// Only indexes 16–255 are used: the 6×6×6 cube and the 24 greys have fixed values on every terminal,
/// while 0–15 are themed and could be anything.
public enum Palette256 {
    /// The cube's six channel levels.
    static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    public static func index(of color: RGBAImage.Color) -> Int {
        let (r, g, b) = (Int(color.red), Int(color.green), Int(color.blue))
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = (index: 16 + 36 * ri + 6 * gi + bi, distance: distance(r, g, b, levels[ri], levels[gi], levels[bi]))

        // Grey ramp 232–255 is 8, 18, …, 238.
        let mean = (r + g + b) / 3
        let step = max(0, min(23, (mean - 3) / 10))
        let greyValue = 8 + 10 * step
        let grey = (index: 232 + step, distance: distance(r, g, b, greyValue, greyValue, greyValue))
        return grey.distance < cube.distance ? grey.index : cube.index
    }

    /// The colour a cube or grey index (16–255) stands for.
    public static func color(at index: Int) -> RGBAImage.Color {
        if index >= 232 {
            let grey = UInt8(8 + 10 * (index - 232))
            return RGBAImage.Color(grey, grey, grey)
        }
        let cube = max(0, index - 16)
        return RGBAImage.Color(UInt8(levels[cube / 36 % 6]), UInt8(levels[cube / 6 % 6]), UInt8(levels[cube % 6]))
    }

    static func nearestLevel(_ value: Int) -> Int {
        var best = 0
        for (i, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) { best = i }
        return best
    }

    private static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        (r1 - r2) * (r1 - r2) + (g1 - g2) * (g1 - g2) + (b1 - b2) * (b1 - b2)
    }
}

/// A decoded picture: 8-bit RGBA pixels, row by row, top to bottom.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public let bytes: [UInt8]

    /// A colour with no alpha; what a terminal can show.
    public struct Color: Sendable, Hashable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// Pixels at least this opaque are drawn; the rest count as transparent (sprites are nearly all 0 or 255).
    public static let opaqueThreshold: UInt8 = 128

    /// Returns nil when `bytes` does not hold exactly `width * height` pixels.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel's colour, or nil where it is transparent or outside the image.
    public func color(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        guard bytes[i + 3] >= Self.opaqueThreshold else { return nil }
        return Color(bytes[i], bytes[i + 1], bytes[i + 2])
    }

    /// The image without its fully transparent border; an empty image when nothing is opaque.
    public func croppedToContent() -> RGBAImage {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where color(x: x, y: y) != nil {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= minX, maxY >= minY else { return .empty }
        return region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Shrinks the image by a whole factor so that it fits in `maxWidth` × `maxHeight` pixels.
    /// Each new pixel stands for a block: opaque when at least half the block is, in the block's most frequent
    /// opaque colour (not the mean, which would blur pixel art's outlines into muddy in-between colours).
    public func scaledToFit(maxWidth: Int, maxHeight: Int) -> RGBAImage {
        guard maxWidth > 0, maxHeight > 0 else { return .empty }
        let factor = max(1, (width + maxWidth - 1) / maxWidth, (height + maxHeight - 1) / maxHeight)
        guard factor > 1 else { return self }
        let newWidth = (width + factor - 1) / factor
        let newHeight = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for by in 0..<newHeight {
            for bx in 0..<newWidth {
                var counts: [(color: Color, count: Int)] = []
                var cells = 0
                for y in (by * factor)..<min(height, (by + 1) * factor) {
                    for x in (bx * factor)..<min(width, (bx + 1) * factor) {
                        cells += 1
                        guard let c = color(x: x, y: y) else { continue }
                        if let i = counts.firstIndex(where: { $0.color == c }) {
                            counts[i].count += 1
                        } else {
                            counts.append((c, 1))
                        }
                    }
                }
                let opaque = counts.reduce(0) { $0 + $1.count }
                // max(by:) keeps the first of equal maxima: the colour met first wins a tie.
                guard opaque * 2 >= cells, let top = counts.max(by: { $0.count < $1.count }) else { continue }
                let i = (by * newWidth + bx) * 4
                out[i] = top.color.red
                out[i + 1] = top.color.green
                out[i + 2] = top.color.blue
                out[i + 3] = 255
            }
        }
        return RGBAImage(trusted: newWidth, newHeight, out)
    }

    private func region(x: Int, y: Int, width newWidth: Int, height newHeight: Int) -> RGBAImage {
        var out = [UInt8]()
        out.reserveCapacity(newWidth * newHeight * 4)
        for row in y..<(y + newHeight) {
            let start = (row * width + x) * 4
            out.append(contentsOf: bytes[start..<(start + newWidth * 4)])
        }
        return RGBAImage(trusted: newWidth, newHeight, out)
    }

    private static let empty = RGBAImage(trusted: 0, 0, [])

    /// For sizes computed here, which always match.
    private init(trusted width: Int, _ height: Int, _ bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}

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
        guard maxX >= minX, maxY >= minY else { return RGBAImage(empty: ()) }
        return region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Shrinks the image by a whole factor so that it fits in `maxWidth` × `maxHeight` pixels.
    /// Each new pixel stands for a block: opaque when at least half the block is, coloured by the mean of its opaque pixels.
    public func scaledToFit(maxWidth: Int, maxHeight: Int) -> RGBAImage {
        guard maxWidth > 0, maxHeight > 0 else { return RGBAImage(empty: ()) }
        let factor = max(1, (width + maxWidth - 1) / maxWidth, (height + maxHeight - 1) / maxHeight)
        guard factor > 1 else { return self }
        let newWidth = (width + factor - 1) / factor
        let newHeight = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for by in 0..<newHeight {
            for bx in 0..<newWidth {
                var sum = (0, 0, 0), opaque = 0, cells = 0
                for y in (by * factor)..<min(height, (by + 1) * factor) {
                    for x in (bx * factor)..<min(width, (bx + 1) * factor) {
                        cells += 1
                        if let c = color(x: x, y: y) {
                            opaque += 1
                            sum = (sum.0 + Int(c.red), sum.1 + Int(c.green), sum.2 + Int(c.blue))
                        }
                    }
                }
                guard opaque > 0, opaque * 2 >= cells else { continue }
                let i = (by * newWidth + bx) * 4
                out[i] = UInt8(sum.0 / opaque)
                out[i + 1] = UInt8(sum.1 / opaque)
                out[i + 2] = UInt8(sum.2 / opaque)
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

    private init(empty: Void) { self.init(trusted: 0, 0, []) }

    /// For sizes computed here, which always match.
    private init(trusted width: Int, _ height: Int, _ bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}

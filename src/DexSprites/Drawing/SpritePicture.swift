import FoundationEssentials

/// A cached sprite file made ready for the terminal: decoded, cropped, optionally shrunk, rendered.
public enum SpritePicture {
    /// `maxPixels` bounds the cropped picture (width, height in pixels); nil draws it at full size.
    public static func lines(file: URL, depth: ColorDepth, maxPixels: (width: Int, height: Int)? = nil) throws -> [String] {
        var image = try PNGDecoder.decodeFile(at: file).croppedToContent()
        if let maxPixels { image = image.scaledToFit(maxWidth: maxPixels.width, maxHeight: maxPixels.height) }
        return SpriteRenderer(depth: depth).lines(for: image)
    }
}

import CPNG
import DexSystem
import FoundationEssentials

/// Why a sprite file could not be drawn.
public enum SpriteImageError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case unreadable(path: String, reason: String)
    case notAPNG(path: String, reason: String)
    case tooLarge(path: String, width: Int, height: Int)
    /// A symbolic link, a folder or anything else that is not a regular file.
    case notAFile(path: String, kind: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read sprite \(path): \(reason)"
        case .notAPNG(let path, let reason):
            "sprite \(path) is not a valid PNG (\(reason))"
        case .tooLarge(let path, let width, let height):
            "sprite \(path) is \(width)×\(height) pixels, too large to be a sprite"
        case .notAFile(let path, let kind):
            "sprite \(path) is \(kind), not a file"
        }
    }

    public var errorDescription: String? { description }
}

/// Decodes PNG bytes to RGBA with libpng's simplified `png_image` API.
public enum PNGDecoder {
    /// `path` only names the file in error messages.
    public static func decode(_ data: Data, path: String) throws -> RGBAImage {
        try data.withUnsafeBytes { try decode($0, path: path) }
    }

    /// libpng keeps the input pointer from begin_read until finish_read, so `input` must live across both.
    static func decode(_ input: UnsafeRawBufferPointer, path: String) throws -> RGBAImage {
        var image = png_image()
        image.version = dex_png_image_version()
        defer { png_image_free(&image) }

        guard png_image_begin_read_from_memory(&image, input.baseAddress, input.count) != 0 else {
            throw SpriteImageError.notAPNG(path: path, reason: message(of: &image))
        }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= SpritePNG.maxSide, height <= SpritePNG.maxSide else {
            throw SpriteImageError.tooLarge(path: path, width: width, height: height)
        }
        image.format = dex_png_format_rgba()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0, let decoded = RGBAImage(width: width, height: height, bytes: pixels) else {
            throw SpriteImageError.notAPNG(path: path, reason: message(of: &image))
        }
        return decoded
    }

    public static func decodeFile(at url: URL) throws -> RGBAImage {
        let data: Data
        do {
            data = try POSIXFile.contents(of: url.path)
        } catch {
            throw SpriteImageError.unreadable(path: url.path, reason: error.reason)
        }
        return try decode(data, path: url.path)
    }

    private static func message(of image: inout png_image) -> String {
        let text = String(cString: dex_png_image_message(&image))
        return text.isEmpty ? "unknown libpng error" : text
    }
}

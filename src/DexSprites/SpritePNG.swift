/// What a sprite must be for dex to keep it: a PNG of at most `maxBytes`, with a sane header (1–`maxSide` pixels a
/// side), ending with its IEND chunk. A download must also decode whole with libpng (which checks every chunk's
/// CRC and the compressed pixels); a file already in the cache is judged by its first 33 and last 12 bytes alone
/// (`SpriteCache.cachedSprite`), cheap enough for every sprite of every page of a fetch.
public enum SpritePNG {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The signature, then IHDR: its length, its type, 13 bytes of data and its CRC.
    static let headerLength = 33
    /// The IEND chunk (no data, so always the same 12 bytes): what a whole PNG ends with.
    static let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    /// Sprites are at most a few hundred pixels a side; a bigger header is refused before anything is decoded.
    public static let maxSide = 1024
    /// Sprites are a few KB: a larger download is cut off while it streams in, and a larger file is not a sprite.
    public static let maxBytes = 4 << 20

    public struct Header: Sendable, Equatable {
        public var width: Int
        public var height: Int
    }

    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case notPNG
        case badHeader
        case tooLarge(width: Int, height: Int)
        case truncated
        case corrupted(String)

        /// What a server sent, as in "the server sent a truncated PNG".
        public var description: String {
            switch self {
            case .notPNG: "something that is not a PNG image"
            case .badHeader: "a PNG with an invalid header"
            case .tooLarge(let width, let height): "a \(width)×\(height) image, too large for a sprite"
            case .truncated: "a truncated PNG"
            case .corrupted(let reason): "a corrupted PNG (\(reason))"
            }
        }

        /// What is wrong with a file, as in "sprite X is not a valid PNG (no IEND chunk at its end)".
        var reason: String {
            switch self {
            case .notPNG: "no PNG signature"
            case .badHeader: "invalid IHDR header"
            case .tooLarge(let width, let height): "\(width)×\(height) pixels"
            case .truncated: "no IEND chunk at its end: truncated"
            case .corrupted(let reason): reason
            }
        }
    }

    /// Whether downloaded `bytes` are a whole sprite; its size if so.
    public static func validate(_ bytes: [UInt8]) -> Result<Header, Problem> {
        bytes.withUnsafeBytes { bytes in
            let header = header(UnsafeRawBufferPointer(rebasing: bytes.prefix(headerLength)))
            guard case .success = header else { return header }
            guard bytes.count >= headerLength + end.count, bytes.suffix(end.count).elementsEqual(end) else {
                return .failure(.truncated)
            }
            do {
                _ = try PNGDecoder.decode(bytes, path: "")
            } catch SpriteImageError.notAPNG(_, let reason) {
                return .failure(.corrupted(reason))
            } catch {
                return .failure(.corrupted("\(error)"))
            }
            return header
        }
    }

    /// Checks a PNG's first `headerLength` bytes: the signature and an IHDR chunk with sane values (width, height,
    /// bit depth, colour type, compression, filter, interlace). libpng checks IHDR's CRC when it decodes.
    static func header(_ bytes: UnsafeRawBufferPointer) -> Result<Header, Problem> {
        guard bytes.count >= signature.count, bytes.prefix(signature.count).elementsEqual(signature) else {
            return .failure(.notPNG)
        }
        guard bytes.count >= headerLength, readUInt32(bytes, at: 8) == 13, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return .failure(.badHeader)
        }
        let width = Int(readUInt32(bytes, at: 16)), height = Int(readUInt32(bytes, at: 20))
        let bitDepth = bytes[24], colorType = bytes[25]
        guard width > 0, height > 0, [1, 2, 4, 8, 16].contains(bitDepth), [0, 2, 3, 4, 6].contains(colorType),
            bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1
        else { return .failure(.badHeader) }
        guard width <= maxSide, height <= maxSide else { return .failure(.tooLarge(width: width, height: height)) }
        return .success(Header(width: width, height: height))
    }

    private static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

import DexTestSupport
import Foundation
import Testing

@testable import DexSprites

@Suite struct PNGDecoderTests {
    static let picture = PNGTestImage.pixels(["R.", "GB"], ["R": (255, 0, 0), "G": (0, 255, 0), "B": (0, 0, 255)])
    static let png = PNGTestImage.encode(width: picture.width, height: picture.height, rgba: picture.rgba)

    @Test func decodesRGBA() throws {
        // Given a 2×2 PNG with one transparent pixel
        // When it is decoded
        let image = try PNGDecoder.decode(Self.png, path: "test.png")
        // Then every byte matches
        #expect(image.width == 2 && image.height == 2)
        #expect(image.bytes == [255, 0, 0, 255, 0, 0, 0, 0, 0, 255, 0, 255, 0, 0, 255, 255])
        #expect(image.color(x: 1, y: 0) == nil)
        #expect(image.color(x: 0, y: 1) == RGBAImage.Color(0, 255, 0))
    }

    @Test(arguments: [8, 20, 33, 40, 60])
    func truncatedFileIsAnError(length: Int) {
        let truncated = Self.png.prefix(length)
        #expect(throws: SpriteImageError.self) { try PNGDecoder.decode(Data(truncated), path: "cut.png") }
    }

    @Test func randomBytesAreAnError() {
        var generator = SystemRandomNumberGenerator()
        for size in [0, 1, 7, 100, 5_000] {
            let bytes = Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) })
            #expect(throws: SpriteImageError.self) { try PNGDecoder.decode(bytes, path: "noise.png") }
        }
    }

    @Test func randomBytesAfterAValidHeaderAreAnError() {
        // A real signature and IHDR followed by noise: libpng must fail cleanly inside its own setjmp.
        var bytes = Self.png.prefix(33)
        bytes += Data((0..<200).map { _ in UInt8.random(in: 0...255) })
        #expect(throws: SpriteImageError.self) { try PNGDecoder.decode(bytes, path: "noise.png") }
    }

    @Test func namesTheFileInTheMessage() {
        do {
            _ = try PNGDecoder.decode(Data("<html>404</html>".utf8), path: "/cache/pikachu.png")
            Issue.record("an HTML page decoded as a PNG")
        } catch {
            #expect("\(error)".hasPrefix("sprite /cache/pikachu.png is not a valid PNG ("))
        }
    }

    @Test func refusesHugeDimensionsBeforeAllocating() {
        let huge = PNGTestImage.encode(width: 2_000, height: 1, rgba: [UInt8](repeating: 0, count: 8_000))
        #expect(throws: SpriteImageError.tooLarge(path: "big.png", width: 2_000, height: 1)) {
            try PNGDecoder.decode(huge, path: "big.png")
        }
    }

    @Test func unreadableFileIsAnError() {
        #expect(throws: SpriteImageError.self) {
            try PNGDecoder.decodeFile(at: URL(fileURLWithPath: "/nonexistent/dex/sprite.png"))
        }
    }
}

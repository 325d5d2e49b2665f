import DexTestSupport
import Testing

@testable import DexSprites

@Suite struct RenderSpriteTests {
    static let esc = "\u{1B}["

    static func image(_ rows: [String]) -> RGBAImage {
        let p = PNGTestImage.pixels(rows, ["R": (255, 0, 0), "G": (0, 255, 0), "B": (0, 0, 255), "W": (255, 255, 255)])
        return RGBAImage(width: p.width, height: p.height, bytes: p.rgba)!
    }

    @Test func trueColorEmitsOnlyTheChangesEachCellNeeds() {
        // Given a 4×2 image: top R R . G / bottom R B . .
        let image = Self.image(["RR.G", "RB.."])
        // When it is drawn in 24-bit colour
        let lines = SpriteRenderer(depth: .trueColor).lines(for: image)
        // Then: a full red cell is █ in red; red over blue keeps the red pen and adds a blue background;
        // the transparent cell resets the background only; green alone needs a new foreground; the line ends with a reset
        let e = Self.esc
        #expect(lines == ["\(e)38;2;255;0;0m█\(e)48;2;0;0;255m▀\(e)49m \(e)38;2;0;255;0m▀\(e)0m"])
    }

    @Test func palette256UsesCubeIndexes() {
        let lines = SpriteRenderer(depth: .palette256).lines(for: Self.image(["RG", "RG"]))
        #expect(lines == ["\(Self.esc)38;5;196m█\(Self.esc)38;5;46m█\(Self.esc)0m"])
    }

    @Test func lowerPixelAloneUsesLowerHalfBlock() {
        let lines = SpriteRenderer(depth: .trueColor).lines(for: Self.image(["..", "WW"]))
        #expect(lines == ["\(Self.esc)38;2;255;255;255m▄▄\(Self.esc)0m"])
    }

    @Test func oddHeightDrawsTheLastRowAsUpperHalves() {
        let lines = SpriteRenderer(depth: .none).lines(for: Self.image(["R.", "RR", "R."]))
        #expect(lines == ["█▄", "▀ "])
    }

    @Test func withoutColourItIsASilhouetteWithNoEscapes() {
        let lines = SpriteRenderer(depth: .none).lines(for: Self.image(["RR.G", "RB.."]))
        #expect(lines == ["██ ▀"])
    }

    @Test func fullyTransparentLineHasNoEscapes() {
        let lines = SpriteRenderer(depth: .trueColor).lines(for: Self.image(["...", "..."]))
        #expect(lines == ["   "])
    }

    @Test func cropRemovesTheTransparentBorder() {
        let cropped = Self.image(["....", ".R..", "..G.", "...."]).croppedToContent()
        #expect(cropped == Self.image(["R.", ".G"]))
        #expect(Self.image(["..", ".."]).croppedToContent().width == 0)
    }

    @Test func shrinkKeepsEachBlocksMostFrequentColour() {
        // 4×4 → 2×2 with factor 2: a block three-quarters red is red; a block one-quarter opaque is transparent;
        // a block of three blue and one white is blue; a tie goes to the colour met first
        let small = Self.image(["RR.W", "R...", "BBGW", "BWWG"]).scaledToFit(maxWidth: 2, maxHeight: 2)
        #expect(small == Self.image(["R.", "BG"]))
        let unchanged = Self.image(["RG"])
        #expect(unchanged.scaledToFit(maxWidth: 16, maxHeight: 16) == unchanged)
    }

    @Test(arguments: [
        ((0, 0, 0), 16), ((255, 255, 255), 231), ((255, 0, 0), 196), ((128, 128, 128), 244), ((95, 135, 175), 67),
    ])
    func nearestPaletteColour(rgb: (Int, Int, Int), index: Int) {
        #expect(Palette256.index(of: RGBAImage.Color(UInt8(rgb.0), UInt8(rgb.1), UInt8(rgb.2))) == index)
    }

    @Test func colourDepthFollowsTheTerminal() {
        #expect(ColorDepth.resolve(.auto, stdoutIsTTY: false, environment: { [String: String]()[$0] }) == .none)
        #expect(ColorDepth.resolve(.auto, stdoutIsTTY: true, environment: { ["NO_COLOR": "1"][$0] }) == .none)
        #expect(ColorDepth.resolve(.auto, stdoutIsTTY: true, environment: { ["COLORTERM": "truecolor"][$0] }) == .trueColor)
        #expect(ColorDepth.resolve(.auto, stdoutIsTTY: true, environment: { ["COLORTERM": "24bit"][$0] }) == .trueColor)
        #expect(ColorDepth.resolve(.auto, stdoutIsTTY: true, environment: { [String: String]()[$0] }) == .palette256)
        #expect(ColorDepth.resolve(.always, stdoutIsTTY: false, environment: { ["NO_COLOR": "1"][$0] }) == .palette256)
        #expect(ColorDepth.resolve(.never, stdoutIsTTY: true, environment: { ["COLORTERM": "truecolor"][$0] }) == .none)
    }
}

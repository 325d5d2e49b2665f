/// Draws an image in a terminal, two pixels per character cell: the upper pixel as `▀`'s foreground,
/// the lower one as its background (or `▄`, `█`, a space, whichever needs the fewest colour changes).
///
/// Pure: it turns pixels into strings and knows nothing about files or terminals.
public struct SpriteRenderer: Sendable {
    public let depth: ColorDepth

    public init(depth: ColorDepth) { self.depth = depth }

    /// One string per pair of pixel rows, each exactly `image.width` cells wide.
    /// With colour, each line ends by resetting the colours it changed.
    public func lines(for image: RGBAImage) -> [String] {
        stride(from: 0, to: image.height, by: 2).map { y in
            line(top: y, of: image)
        }
    }

    private func line(top y: Int, of image: RGBAImage) -> String {
        var out = ""
        var state = Pen()
        for x in 0..<image.width {
            let upper = shown(image.color(x: x, y: y)), lower = shown(image.color(x: x, y: y + 1))
            guard depth != .none else {
                out += Self.silhouette(upper: upper != nil, lower: lower != nil)
                continue
            }
            let cell = Self.candidates(upper: upper, lower: lower).min { state.cost(of: $0) < state.cost(of: $1) }
            guard let cell else { continue }
            out += state.apply(cell, depth: depth)
            out += cell.glyph
        }
        if state != Pen() { out += "\u{1B}[0m" }
        return out
    }

    /// The colour as the terminal will show it, so that two colours with the same palette entry count as one.
    private func shown(_ color: RGBAImage.Color?) -> RGBAImage.Color? {
        guard depth == .palette256, let color else { return color }
        return Palette256.color(at: Palette256.index(of: color))
    }

    /// Without colour: which half of the cell is opaque.
    public static func silhouette(upper: Bool, lower: Bool) -> String {
        switch (upper, lower) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }

    /// What a cell may be drawn with, in order of preference when costs tie.
    static func candidates(upper: RGBAImage.Color?, lower: RGBAImage.Color?) -> [Cell] {
        switch (upper, lower) {
        case (nil, nil):
            [Cell(glyph: " ", foreground: .any, background: .terminalDefault)]
        case (let top?, nil):
            [Cell(glyph: "▀", foreground: .color(top), background: .terminalDefault)]
        case (nil, let bottom?):
            [Cell(glyph: "▄", foreground: .color(bottom), background: .terminalDefault)]
        case (let top?, let bottom?) where top == bottom:
            [
                Cell(glyph: "█", foreground: .color(top), background: .any),
                Cell(glyph: " ", foreground: .any, background: .color(top)),
                Cell(glyph: "▀", foreground: .color(top), background: .color(top)),
            ]
        case (let top?, let bottom?):
            [
                Cell(glyph: "▀", foreground: .color(top), background: .color(bottom)),
                Cell(glyph: "▄", foreground: .color(bottom), background: .color(top)),
            ]
        }
    }

    /// What one side of a cell needs.
    enum Need: Equatable {
        case any
        case terminalDefault
        case color(RGBAImage.Color)
    }

    struct Cell {
        var glyph: String
        var foreground: Need
        var background: Need
    }

    /// The colours currently set; nil is the terminal's default.
    struct Pen: Equatable {
        var foreground: RGBAImage.Color?
        var background: RGBAImage.Color?

        func cost(of cell: Cell) -> Int {
            (Self.satisfies(foreground, cell.foreground) ? 0 : 1) + (Self.satisfies(background, cell.background) ? 0 : 1)
        }

        /// Moves to what `cell` needs and returns the escape sequence for the changes, or "" when none.
        mutating func apply(_ cell: Cell, depth: ColorDepth) -> String {
            var codes: [String] = []
            if !Self.satisfies(foreground, cell.foreground) {
                foreground = Self.target(cell.foreground)
                codes.append(foreground.map { SGR.foreground($0, depth) } ?? "39")
            }
            if !Self.satisfies(background, cell.background) {
                background = Self.target(cell.background)
                codes.append(background.map { SGR.background($0, depth) } ?? "49")
            }
            return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
        }

        static func satisfies(_ current: RGBAImage.Color?, _ need: Need) -> Bool {
            switch need {
            case .any: true
            case .terminalDefault: current == nil
            case .color(let color): current == color
            }
        }

        static func target(_ need: Need) -> RGBAImage.Color? {
            if case .color(let color) = need { return color }
            return nil
        }
    }

    /// Select Graphic Rendition parameters for one colour.
    enum SGR {
        static func foreground(_ color: RGBAImage.Color, _ depth: ColorDepth) -> String { "38;" + value(color, depth) }
        static func background(_ color: RGBAImage.Color, _ depth: ColorDepth) -> String { "48;" + value(color, depth) }

        private static func value(_ color: RGBAImage.Color, _ depth: ColorDepth) -> String {
            depth == .trueColor
                ? "2;\(color.red);\(color.green);\(color.blue)"
                : "5;\(Palette256.index(of: color))"
        }
    }
}

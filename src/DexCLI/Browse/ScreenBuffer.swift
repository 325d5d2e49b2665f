import DexSprites

/// What one frame of `dex browse` shows: a grid of cells that the pure rendering (`BrowseView`) fills and
/// `CursesScreen` hands to ncurses, which sends the terminal only the cells that changed since the last frame.
struct ScreenBuffer: Equatable, Sendable {
    struct Cell: Equatable, Sendable {
        var character: Character = " "
        var style: CellStyle = .plain
    }

    let width: Int
    let height: Int
    private(set) var cells: [Cell]
    /// Where the terminal's cursor is shown (in a line being edited), else hidden.
    var cursor: Position?

    struct Position: Equatable, Sendable {
        var x: Int
        var y: Int
    }

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Writes `text` from column `x` of row `y`, cut at `maxWidth` columns and at the right edge; returns the
    /// column after the last one written. The text must already be inert (`InertText`) where it is not dex's own.
    @discardableResult
    mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int = .max) -> Int {
        guard y >= 0, y < height, x >= 0, x < width else { return x }
        let end = x + min(max(0, maxWidth), width - x)
        var column = x
        for character in text where column < end {
            cells[y * width + column] = Cell(character: character, style: style)
            column += 1
        }
        return column
    }

    /// Gives `style` to columns `x..<x+length` of row `y`, keeping their characters.
    mutating func paint(_ style: CellStyle, x: Int, y: Int, length: Int) {
        guard y >= 0, y < height else { return }
        for column in max(0, x)..<min(width, x + length) {
            cells[y * width + column].style = style
        }
    }

    mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        cells[y * width + x] = cell
    }

    /// Row `y` as plain text, trailing spaces removed: what the tests compare.
    func line(_ y: Int) -> String {
        var text = String(cells[(y * width)..<((y + 1) * width)].map(\.character))
        while text.last == " " { text.removeLast() }
        return text
    }

    var lines: [String] { (0..<height).map(line) }
}

/// How a cell is drawn. Colours are xterm 256-colour indexes; without colour only the attributes are used.
enum CellStyle: Hashable, Sendable {
    case plain
    case bold
    case dim
    /// The header and the selected row.
    case reverse
    case reverseBold
    /// The caught mark.
    case caught
    /// A sprite cell: foreground and background palette indexes, nil for the terminal's default.
    case sprite(foreground: Int?, background: Int?)
}

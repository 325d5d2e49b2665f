import CNcurses
import DexSystem

#if canImport(Glibc)
import Glibc
#endif

/// The terminal for `dex browse`, through ncurses (opened with dlopen, see src/CNcurses/shim.h): the alternate screen, cbreak mode without echo, decoded keys,
/// and drawing a `ScreenBuffer`, of which ncurses sends only the cells that changed since the last frame.
///
/// `end()` gives the terminal back as it was (screen, cursor, echo, line mode); it is safe to call more than once.
final class CursesScreen {
    private var api = dex_ncurses()
    private let screen: OpaquePointer
    /// Whether colour may be used at all (a colour terminal, `NO_COLOR` unset).
    let colored: Bool
    /// Whether sprites can be drawn in colour: 256 colours and enough colour pairs.
    let spriteColored: Bool
    private var ended = false
    private var lastFrame: ScreenBuffer?
    /// Colour pairs made so far, by (foreground, background); 1 is the caught mark's.
    private var pairs: [PairKey: Int32] = [:]
    private var cursorShown = false
    /// A key read while looking past an Esc, given by the next `readKey`.
    private var pendingKey: BrowseKey?
    /// How long `readKey` waits for a key.
    private let keyTimeout: Int32

    private struct PairKey: Hashable {
        var foreground: Int
        var background: Int
    }

    private static let caughtPair: Int32 = 1

    /// Takes over the terminal. `colorAllowed` is false with `NO_COLOR` or `TERM=dumb`.
    init(colorAllowed: Bool, keyTimeoutMilliseconds: Int32) throws(BrowseError) {
        guard dex_ncurses_load(&api) == 0 else { throw .ncursesMissing }
        Self.useUTF8Locale()
        guard let screen = dex_newterm(&api) else { throw .unknownTerminal(Environment.value("TERM") ?? "") }
        self.screen = screen
        keyTimeout = keyTimeoutMilliseconds
        // ncurses reads without waiting: `readKey` waits itself (`BrowseSignals.waitForInput`).
        dex_set_modes(&api, 0)
        colored = colorAllowed && dex_start_color(&api)
        spriteColored = colored && dex_colors(&api) >= 256 && dex_color_pairs(&api) >= 256
    }

    deinit { end() }

    func end() {
        guard !ended else { return }
        ended = true
        dex_curs_set(&api, 1)
        dex_endwin(&api, screen)
    }

    var size: (width: Int, height: Int) { (Int(dex_columns(&api)), Int(dex_lines(&api))) }

    /// The next key, or nil when none came within the timeout (or a signal interrupted the wait).
    func readKey() -> BrowseKey? {
        // A key ncurses read ahead (the rest of a sequence it did not decode) comes first.
        if let key = nextKey() { return key }
        guard BrowseSignals.waitForInput(milliseconds: keyTimeout) else { return nil }
        return nextKey()
    }

    /// The key ncurses has, or can read without waiting (but for the rest of an escape sequence).
    private func nextKey() -> BrowseKey? {
        if let key = pendingKey {
            pendingKey = nil
            return key
        }
        guard let (code, decoded) = nextCode() else { return nil }
        if !decoded && code == 27 { return escape() }
        return key(code, decoded: decoded)
    }

    /// What ncurses can give without waiting: a code, and whether it is a key it decoded (`KEY_END`).
    private func nextCode() -> (code: wint_t, decoded: Bool)? {
        var code: wint_t = 0
        let result = dex_get_wch(&api, &code)
        if result == ERR { return nil }
        return (code, result == dex_key_code_yes())
    }

    /// An Esc: the key alone, or the start of a sequence ncurses did not decode (it hands back what follows at
    /// once), read whole and decoded by `BrowseKey(escapeSequence:)`, else ignored.
    private func escape() -> BrowseKey? {
        guard let (first, decoded) = nextCode() else { return .escape }
        guard !decoded, first == 0x5B || first == 0x4F else {
            // Esc, then another key typed at once.
            pendingKey = key(first, decoded: decoded)
            return .escape
        }
        var body = String(Character(Unicode.Scalar(UInt8(first))))
        // A CSI sequence ends with a byte from @ to ~; SS3's (`O`) is the one byte after it.
        while body.count < 16, let (code, decoded) = nextCode(), !decoded {
            guard let scalar = Unicode.Scalar(UInt32(code)) else { break }
            body.unicodeScalars.append(scalar)
            if first == 0x4F || (0x40...0x7E).contains(code) { break }
        }
        return BrowseKey(escapeSequence: body)
    }

    private func key(_ code: wint_t, decoded: Bool) -> BrowseKey? {
        if decoded {
            switch Int32(code) {
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_PPAGE: return .pageUp
            case KEY_NPAGE: return .pageDown
            case KEY_HOME: return .home
            case KEY_END: return .end
            case KEY_ENTER: return .enter
            case KEY_BACKSPACE: return .backspace
            case KEY_DC: return .delete
            case KEY_RESIZE: return .resize
            default: return nil
            }
        }
        switch code {
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        default: return Unicode.Scalar(UInt32(code)).map { .character(Character($0)) }
        }
    }

    /// Draws a frame. Unchanged frames cost nothing; otherwise every cell goes to ncurses' virtual screen and
    /// `doupdate` writes the difference to the terminal (no clearing, so no flicker).
    func draw(_ frame: ScreenBuffer) {
        guard frame != lastFrame else { return }
        if frame.width != lastFrame?.width || frame.height != lastFrame?.height { dex_erase(&api) }
        lastFrame = frame
        for y in 0..<frame.height {
            dex_move(&api, Int32(y), 0)
            for x in 0..<frame.width {
                let cell = frame[x, y]
                let (attributes, pair) = look(of: cell.style)
                for scalar in cell.character.unicodeScalars.prefix(1) {
                    // The bottom-right cell reports ERR (the cursor cannot move past it) but is drawn.
                    _ = dex_add_char(&api, wchar_t(bitPattern: scalar.value), attributes, pair)
                }
            }
        }
        if let cursor = frame.cursor {
            dex_move(&api, Int32(cursor.y), Int32(cursor.x))
            if !cursorShown { dex_curs_set(&api, 1) }
            cursorShown = true
        } else if cursorShown {
            dex_curs_set(&api, 0)
            cursorShown = false
        }
        dex_refresh(&api)
    }

    /// Forgets the last frame, so that the next one is drawn whole (after a resize).
    func invalidate() { lastFrame = nil }

    /// Tells ncurses the terminal's size after a SIGWINCH that browse handled itself (`BrowseSignals`).
    func takeTerminalSize() {
        guard let rows = Terminal.rows(), let columns = Terminal.columns(environment: { _ in nil }) else { return }
        dex_resize_term(&api, Int32(rows), Int32(columns))
    }

    private func look(of style: CellStyle) -> (attr_t, Int32) {
        switch style {
        case .plain: (dex_a_normal(), 0)
        case .bold: (dex_a_bold(), 0)
        case .dim: (colored ? dex_a_dim() : dex_a_normal(), 0)
        case .reverse: (dex_a_reverse(), 0)
        case .reverseBold: (dex_a_reverse() | dex_a_bold(), 0)
        case .caught: colored ? (dex_a_bold(), Self.caughtPair) : (dex_a_bold(), 0)
        case .sprite(let foreground, let background): (dex_a_normal(), spriteColored ? pair(foreground, background) : 0)
        }
    }

    /// The colour pair for a sprite cell, made on first use. When the terminal's pairs run out (after some hundred
    /// sprites) they are handed out again from the start: ncurses repaints the cells whose pair is redefined.
    private func pair(_ foreground: Int?, _ background: Int?) -> Int32 {
        let key = PairKey(foreground: foreground ?? -1, background: background ?? -1)
        if let pair = pairs[key] { return pair }
        if Int32(pairs.count) + Self.caughtPair + 1 >= dex_color_pairs(&api) { pairs.removeAll() }
        let next = Int32(pairs.count) + Self.caughtPair + 1
        guard dex_init_pair(&api, next, Int32(key.foreground), Int32(key.background)) == OK else { return 0 }
        pairs[key] = next
        return next
    }

    /// ncurses draws non-ASCII characters only under a UTF-8 locale: the user's, else C.UTF-8.
    private static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
    }
}

/// A key press as `dex browse` understands it, decoded from ncurses' key codes by `CursesScreen`.
enum BrowseKey: Equatable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete
    /// The terminal changed size (ncurses' KEY_RESIZE, from SIGWINCH).
    case resize

    /// Ctrl-U, which clears a line being edited.
    static let clearLine = BrowseKey.character("\u{15}")

    /// The key an escape sequence ncurses did not decode stands for, from what follows the Esc (`[4~`: End as tmux
    /// sends it, where the terminfo entry of `TERM=xterm-256color` says `OF`); nil for any other sequence, which
    /// browse ignores rather than read its Esc as one.
    init?(escapeSequence body: String) {
        switch body {
        case "[A", "OA": self = .up
        case "[B", "OB": self = .down
        case "[C", "OC": self = .right
        case "[D", "OD": self = .left
        case "[H", "OH", "[1~", "[7~": self = .home
        case "[F", "OF", "[4~", "[8~": self = .end
        case "[5~": self = .pageUp
        case "[6~": self = .pageDown
        case "[3~": self = .delete
        default: return nil
        }
    }
}

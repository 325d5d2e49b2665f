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
}

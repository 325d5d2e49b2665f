/// Why `dex browse` cannot start.
enum BrowseError: Error, Equatable, CustomStringConvertible {
    case needsTerminal
    case unknownTerminal(String)
    case ncursesMissing

    var description: String {
        switch self {
        case .needsTerminal:
            "dex browse needs a terminal: run it with stdin and stdout on a terminal (use 'dex list' in scripts)"
        case .unknownTerminal(let term):
            "cannot use the terminal type '\(term)'; set TERM to one your system knows, such as xterm-256color"
        case .ncursesMissing:
            "dex browse needs the ncurses library (libncursesw.so.6); install it with 'apt-get install libncursesw6'"
        }
    }
}

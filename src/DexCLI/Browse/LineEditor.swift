import DexSprites

/// A one-line text editor for the search field and the note: insert at the cursor, Backspace, Delete,
/// ←/→, Home/End, Ctrl-U to clear; Enter accepts and Esc cancels.
struct LineEditor: Equatable, Sendable {
    private(set) var characters: [Character]
    /// Where the next character goes: 0...characters.count.
    private(set) var cursor: Int

    enum Outcome: Equatable { case editing, accepted, cancelled }

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    mutating func handle(_ key: BrowseKey) -> Outcome {
        switch key {
        case .enter: return .accepted
        case .escape: return .cancelled
        case .backspace where cursor > 0:
            cursor -= 1
            characters.remove(at: cursor)
        case .delete where cursor < characters.count: characters.remove(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case BrowseKey.clearLine:
            characters.removeAll()
            cursor = 0
        case .character(let character) where !character.isControl:
            characters.insert(character, at: cursor)
            cursor += 1
        default: break
        }
        return .editing
    }

    /// What fits in `width` columns with the cursor in view, and the cursor's column in it.
    func visible(width: Int) -> (text: String, cursor: Int) {
        guard width > 0 else { return ("", 0) }
        let start = max(0, cursor - width + 1)
        let end = min(characters.count, start + width)
        return (String(characters[start..<end]), cursor - start)
    }
}

extension Character {
    /// A C0 or C1 control, or DEL: never typed into a line as text.
    var isControl: Bool {
        unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}

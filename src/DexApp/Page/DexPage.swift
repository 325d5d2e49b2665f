import DexModel
import FoundationEssentials

/// The page `dex export --format html` writes: the chosen games' progress, boxes and lists in one self-contained
/// HTML file, to share or print. Everything it shows is inside it: the stylesheet, and the cached sprites as `data:`
/// URIs; it needs no script and names no other resource.
public struct DexPage: Sendable {
    public var games: [PageGame]
    /// Whether the list has a Note column (the notes are private unless asked for).
    public var showsNotes: Bool
    public var exportedAt: Date

    public init(games: [PageGame], showsNotes: Bool, exportedAt: Date = Date()) {
        self.games = games
        self.showsNotes = showsNotes
        self.exportedAt = exportedAt
    }

    /// The whole page, UTF-8.
    public var html: String {
        var writer = PageWriter(page: self)
        writer.writePage()
        return writer.out
    }
}

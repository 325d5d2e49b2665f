import DexSystem

/// "[#####---------------]": `dex progress`'s bars and the sprite download's.
struct ProgressBar {
    let fraction: Double
    let width: Int

    var rendered: String {
        let filled = Int((fraction * Double(width)).rounded(.down))
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
    }
}

extension ProgressBar {
    /// A rendered bar (or the part of it a table kept) with its filled part in green.
    static func colored(_ bar: String, style: Style) -> String {
        guard let start = bar.firstIndex(of: "#") else { return bar }
        let end = bar[start...].firstIndex { $0 != "#" } ?? bar.endIndex
        return String(bar[..<start]) + style.green(String(bar[start..<end])) + String(bar[end...])
    }
}

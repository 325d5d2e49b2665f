/// "[#####---------------]": `dex progress`'s bars and the sprite download's.
struct ProgressBar {
    let fraction: Double
    let width: Int

    var rendered: String {
        let filled = Int((fraction * Double(width)).rounded(.down))
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
    }
}

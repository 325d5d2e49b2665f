import FoundationEssentials

/// How long ago something happened, in words for a list: "just now", "5 min ago", "3 h ago", "2 days ago".
public enum ElapsedTime {
    public static func words(since date: Date, now: Date = Date()) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86400: return "\(seconds / 3600) h ago"
        default: return Plural.count(seconds / 86400, "day") + " ago"
        }
    }
}

import Foundation

/// A size for people to read: "512 B", "3.4 KB", "1.2 MB".
enum ByteCount {
    static func formatted(_ count: Int) -> String {
        switch count {
        case ..<1024: "\(count) B"
        case ..<(1024 * 1024): String(format: "%.1f KB", Double(count) / 1024)
        default: String(format: "%.1f MB", Double(count) / 1_048_576)
        }
    }
}

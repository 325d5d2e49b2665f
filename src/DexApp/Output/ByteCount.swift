import DexModel

/// A size for people to read: "512 B", "3.4 KB", "1.2 MB".
public enum ByteCount {
    public static func formatted(_ count: Int) -> String {
        switch count {
        case ..<1024: "\(count) B"
        case ..<(1024 * 1024): DecimalText.fixed(Double(count) / 1024, decimals: 1) + " KB"
        default: DecimalText.fixed(Double(count) / 1_048_576, decimals: 1) + " MB"
        }
    }
}

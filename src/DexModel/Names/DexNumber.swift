/// How dex writes a national number.
public enum DexNumber {
    /// "#025": three digits up to 999, more beyond.
    public static func format(_ number: Int) -> String {
        let digits = String(number)
        return "#" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}

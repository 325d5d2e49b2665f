/// A count with its noun: "1 game", "2 games" (every noun dex counts takes a plain -s).
public enum Plural {
    public static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}

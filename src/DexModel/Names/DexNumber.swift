/// How dex writes a national number, and a number of a game's own Pokédex.
public enum DexNumber {
    /// "#025": three digits up to 999, more beyond.
    public static func format(_ number: Int) -> String { "#" + padded(number) }

    /// "R025", as `dex list` shows a regional number and `dex mark R25` takes it.
    public static func regional(_ number: Int) -> String { "R" + padded(number) }

    private static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}

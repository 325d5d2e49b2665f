/// How dex writes a national number, and a number of a game's own Pokédex.
public enum DexNumber {
    /// "#025": three digits up to 999, more beyond.
    public static func format(_ number: Int) -> String { padded(number, after: UInt8(ascii: "#")) }

    /// "R025", as `dex list` shows a regional number and `dex mark R25` takes it.
    public static func regional(_ number: Int) -> String { padded(number, after: UInt8(ascii: "R")) }

    /// The digits written into the string's bytes: `dex list` writes two numbers for each of a thousand rows, and
    /// joining strings of digits and zeros cost it a twentieth of its run.
    private static func padded(_ number: Int, after prefix: UInt8) -> String {
        guard number >= 0 else {
            let digits = String(number)
            return String(decoding: [prefix], as: UTF8.self) + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
        }
        var digits = 3
        var rest = number / 1000
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return String(unsafeUninitializedCapacity: digits + 1) { bytes in
            bytes[0] = prefix
            var rest = number
            for index in stride(from: digits, to: 0, by: -1) {
                bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            return digits + 1
        }
    }
}

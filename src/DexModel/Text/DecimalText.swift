/// A number with a fixed count of decimals, as C's `printf("%.Nf")` writes it in the C locale: rounded to nearest
/// from the exact binary value, ties to even. `String(format:)` would need Foundation, and `snprintf` follows the
/// process's locale, which `dex browse` sets.
public enum DecimalText {
    /// `fixed(9.6, decimals: 1)` is "9.6", `fixed(0.15, decimals: 1)` "0.1" (0.15 is 0.1499… in binary).
    /// `decimals` is clamped to 0…9; figures too large for an exact integer (|value| ≥ 2⁶³) get Swift's description.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        if value.isNaN { return "nan" }
        let sign = value.sign == .minus ? "-" : ""
        if value.isInfinite { return sign + "inf" }
        let digits = min(max(decimals, 0), 9)
        guard let scaled = roundedScaled(value.magnitude, digits: digits) else { return value.description }
        guard digits > 0 else { return sign + String(scaled) }
        let unit = power10(digits)
        let fraction = String(scaled % unit)
        return sign + String(scaled / unit) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// `magnitude × 10^digits` rounded to an integer, computed exactly: a double is `significand × 2^exponent`.
    private static func roundedScaled(_ magnitude: Double, digits: Int) -> UInt128? {
        guard magnitude < 0x1p63 else { return nil }
        let isSubnormal = magnitude.exponentBitPattern == 0
        let significand = UInt128(magnitude.significandBitPattern) | (isSubnormal ? 0 : 1 << 52)
        let exponent = (isSubnormal ? 1 : Int(magnitude.exponentBitPattern)) - 1075
        let numerator = significand * power10(digits)  // < 2^53 × 10^9 < 2^83
        if exponent >= 0 { return numerator << exponent }  // < 2^63 × 10^9
        let shift = -exponent
        // Below 2^(shift-1) the value rounds to 0; the numerator is below 2^83.
        guard shift < 90 else { return 0 }
        let whole = numerator >> shift
        let rest = numerator - (whole << shift)
        let half = UInt128(1) << (shift - 1)
        return rest > half || (rest == half && whole & 1 == 1) ? whole + 1 : whole
    }

    private static func power10(_ digits: Int) -> UInt128 {
        (0..<digits).reduce(1) { result, _ in result * 10 }
    }
}

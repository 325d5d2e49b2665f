/// MD5 (RFC 1321), which Brilliant Diamond/Shining Pearl keep of their whole save. Not for security: only to tell
/// the game's data from damaged data, as the game does.
public enum MD5 {
    /// The 16-byte digest of `bytes`, with `zeroed` (the digest's own place in a save) read as zeros.
    public static func digest(_ bytes: [UInt8], zeroed: Range<Int> = 0..<0) -> [UInt8] {
        var message = bytes
        let cleared = zeroed.clamped(to: 0..<message.count)
        message.replaceSubrange(cleared, with: repeatElement(0, count: cleared.count))
        message.append(0x80)
        message += repeatElement(0, count: (64 + 56 - message.count % 64) % 64)
        let bits = UInt64(bytes.count) &* 8
        message += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476]
        var words = [UInt32](repeating: 0, count: 16)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            for i in 0..<16 {
                let at = chunk + 4 * i
                words[i] =
                    UInt32(message[at]) | UInt32(message[at + 1]) << 8 | UInt32(message[at + 2]) << 16
                    | UInt32(message[at + 3]) << 24
            }
            round(&state, words)
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    }

    static func round(_ state: inout [UInt32], _ words: [UInt32]) {
        var a = state[0], b = state[1], c = state[2], d = state[3]
        for i in 0..<64 {
            let f: UInt32, g: Int
            switch i / 16 {
            case 0: (f, g) = ((b & c) | (~b & d), i)
            case 1: (f, g) = ((d & b) | (~d & c), (5 * i + 1) % 16)
            case 2: (f, g) = (b ^ c ^ d, (3 * i + 5) % 16)
            default: (f, g) = (c ^ (b | ~d), (7 * i) % 16)
            }
            let sum = a &+ f &+ constants[i] &+ words[g]
            let shift = shifts[(i / 16) * 4 + i % 4]
            (a, d, c) = (d, c, b)
            b = b &+ (sum << shift | sum >> (32 - shift))
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
    }

    /// RFC 1321, section 3.4: each round's four shifts, and the integer part of 2³² × |sin(i + 1)|.
    static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
    static let constants: [UInt32] = [
        0xD76A_A478, 0xE8C7_B756, 0x2420_70DB, 0xC1BD_CEEE, 0xF57C_0FAF, 0x4787_C62A, 0xA830_4613, 0xFD46_9501,
        0x6980_98D8, 0x8B44_F7AF, 0xFFFF_5BB1, 0x895C_D7BE, 0x6B90_1122, 0xFD98_7193, 0xA679_438E, 0x49B4_0821,
        0xF61E_2562, 0xC040_B340, 0x265E_5A51, 0xE9B6_C7AA, 0xD62F_105D, 0x0244_1453, 0xD8A1_E681, 0xE7D3_FBC8,
        0x21E1_CDE6, 0xC337_07D6, 0xF4D5_0D87, 0x455A_14ED, 0xA9E3_E905, 0xFCEF_A3F8, 0x676F_02D9, 0x8D2A_4C8A,
        0xFFFA_3942, 0x8771_F681, 0x6D9D_6122, 0xFDE5_380C, 0xA4BE_EA44, 0x4BDE_CFA9, 0xF6BB_4B60, 0xBEBF_BC70,
        0x289B_7EC6, 0xEAA1_27FA, 0xD4EF_3085, 0x0488_1D05, 0xD9D4_D039, 0xE6DB_99E5, 0x1FA2_7CF8, 0xC4AC_5665,
        0xF429_2244, 0x432A_FF97, 0xAB94_23A7, 0xFC93_A039, 0x655B_59C3, 0x8F0C_CC92, 0xFFEF_F47D, 0x8584_5DD1,
        0x6FA8_7E4F, 0xFE2C_E6E0, 0xA301_4314, 0x4E08_11A1, 0xF753_7E82, 0xBD3A_F235, 0x2AD7_D2BB, 0xEB86_D391,
    ]
}

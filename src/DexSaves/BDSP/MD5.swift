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
        var state = State(a: 0x6745_2301, b: 0xEFCD_AB89, c: 0x98BA_DCFE, d: 0x1032_5476)
        message.withUnsafeBytes { raw in
            for chunk in stride(from: 0, to: raw.count, by: 64) {
                let words = (0..<16).map {
                    UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: chunk + 4 * $0, as: UInt32.self))
                }
                let next = words.withUnsafeBufferPointer { round(state, $0) }
                state.add(next)
            }
        }
        return [state.a, state.b, state.c, state.d].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        }
    }

    struct State {
        var a, b, c, d: UInt32

        mutating func add(_ other: State) {
            a &+= other.a
            b &+= other.b
            c &+= other.c
            d &+= other.d
        }
    }

    /// The 64 steps over one 64-byte chunk, a round of 16 per auxiliary function.
    static func round(_ start: State, _ words: UnsafeBufferPointer<UInt32>) -> State {
        var s = start
        func step(_ f: UInt32, _ i: Int, _ g: Int, _ shift: UInt32) {
            let sum = s.a &+ f &+ constants[i] &+ words[g]
            (s.a, s.d, s.c) = (s.d, s.c, s.b)
            s.b = s.b &+ (sum << shift | sum >> (32 - shift))
        }
        for i in 0..<16 { step((s.b & s.c) | (~s.b & s.d), i, i, shifts[i % 4]) }
        for i in 16..<32 { step((s.d & s.b) | (~s.d & s.c), i, (5 * i + 1) % 16, shifts[4 + i % 4]) }
        for i in 32..<48 { step(s.b ^ s.c ^ s.d, i, (3 * i + 5) % 16, shifts[8 + i % 4]) }
        for i in 48..<64 { step(s.c ^ (s.b | ~s.d), i, (7 * i) % 16, shifts[12 + i % 4]) }
        return s
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

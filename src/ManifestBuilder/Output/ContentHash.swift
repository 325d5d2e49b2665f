/// 64-bit FNV-1a: a stable fingerprint of the manifest's content for its `version` (not for security;
/// Swift's `Hasher` is seeded per process, so it cannot be used here).
enum ContentHash {
    static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// 16 lowercase hex digits.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let text = String(fnv1a64(bytes), radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}

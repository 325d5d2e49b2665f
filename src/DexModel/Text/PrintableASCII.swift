/// Runs of printable ASCII (0x20–0x7E), found eight bytes at a time: a table's cells are mostly such text, and
/// looking at each byte of a thousand long hints one by one cost `dex list` more than writing them, and a game's
/// thousands of ways cost `add-game` as much.
public enum PrintableASCII {
    /// Where the run of printable ASCII that starts at `start` ends: the index of the first other byte, else the
    /// end of `bytes`.
    public static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte's high bit is set in `below` if some byte of the word is under 0x20, in `above` if some byte is
            // over 0x7E: a word-at-a-time test, exact for the word as a whole.
            let below = (word &- 0x2020_2020_2020_2020) & ~word
            let above = (word &+ 0x0101_0101_0101_0101) | word
            guard (below | above) & 0x8080_8080_8080_8080 == 0 else { break }
            index += 8
        }
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
        return index
    }

    /// Whether every byte of `text` is printable ASCII.
    package static func holds(_ text: String) -> Bool {
        inBytes(of: text) { end(of: $0, from: 0) == $0.count }
    }

    /// `body` over `text`'s contiguous UTF-8, which a native string has; any other is copied first. Public and
    /// inlinable so that callers in other modules get it specialized (an inlinable `package` function is not):
    /// unspecialized, each call looked up `Optional<T>`'s metadata at run time, 3.7 M of the 26 M instructions of
    /// `dex list` for the national dex with forms.
    @inlinable
    public static func inBytes<T>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }
}

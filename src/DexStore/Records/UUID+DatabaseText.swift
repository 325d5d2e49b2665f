import FoundationEssentials
import SQLiteStore

/// How ids are stored: lowercase text, so that users can read and query them with `sqlite3`.
extension UUID: SQLiteValueConvertible {
    /// Written out, as `init(databaseText:)` reads it: `uuidString` formats each byte with `snprintf`, which made
    /// writing the two ids of each row a tenth of `dex add-game`.
    public var databaseText: String {
        String(unsafeUninitializedCapacity: 36, initializingUTF8With: writeDatabaseText)
    }

    /// Calls `body` with the text's 36 bytes, written on the stack: binding a row's id makes no string.
    func withDatabaseText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { text in
            body(UnsafeBufferPointer(rebasing: text[..<writeDatabaseText(into: text)]))
        }
    }

    private func writeDatabaseText(into text: UnsafeMutableBufferPointer<UInt8>) -> Int {
        withUnsafeBytes(of: uuid) { bytes in
            let digits: StaticString = "0123456789abcdef"
            var offset = 0
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    text[offset] = UInt8(ascii: "-")
                    offset += 1
                }
                text[offset] = digits.utf8Start[Int(byte >> 4)]
                text[offset + 1] = digits.utf8Start[Int(byte & 0x0F)]
                offset += 2
            }
            return offset
        }
    }

    public var sqliteValue: SQLiteValue { .text(databaseText) }

    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let text) = sqliteValue, let uuid = UUID(databaseText: text) else { return nil }
        self = uuid
    }

    public static var sqliteTypeName: String { "UUID text" }

    /// Parses the stored text (either case). Written out because Foundation's `UUID(uuidString:)` called `sscanf`
    /// 16 times per id on Linux, which made decoding a game's rows the largest cost of `dex mark`.
    init?(databaseText text: String) {
        var text = text
        guard let uuid = text.withUTF8(Self.parse) else { return nil }
        self.init(uuid: uuid)
    }

    /// The 16 bytes of `8-4-4-4-12` hexadecimal digits.
    private static func parse(_ text: UnsafeBufferPointer<UInt8>) -> uuid_t? {
        guard text.count == 36 else { return nil }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &bytes) { output in
            var offset = 0
            for index in 0..<16 {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard text[offset] == UInt8(ascii: "-") else { return false }
                    offset += 1
                }
                guard let high = hexValue(text[offset]), let low = hexValue(text[offset + 1]) else { return false }
                output[index] = high << 4 | low
                offset += 2
            }
            return true
        }
        return parsed ? bytes : nil
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension SQLiteBindings {
    /// An id, as `UUID.databaseText` writes it.
    mutating func bind(_ id: UUID) {
        id.withDatabaseText { bind(utf8: $0) }
    }
}

import FoundationEssentials
import SQLiteStore

/// How ids are stored: lowercase text, so that users can read and query them with `sqlite3`.
extension UUID: SQLiteValueConvertible {
    public var databaseText: String { uuidString.lowercased() }

    public var sqliteValue: SQLiteValue { .text(databaseText) }

    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let text) = sqliteValue, let uuid = UUID(databaseText: text) else { return nil }
        self = uuid
    }

    public static var sqliteTypeName: String { "UUID text" }

    /// Parses the stored text (either case). Written out because Foundation's `UUID(uuidString:)` called `sscanf`
    /// 16 times per id on Linux, which made decoding a game's rows the largest cost of `dex mark`.
    init?(databaseText text: String) {
        guard text.utf8.count == 36 else { return nil }
        var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                    UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var high: UInt8?
        let parsed = withUnsafeMutableBytes(of: &bytes) { buffer in
            for (offset, character) in text.utf8.enumerated() {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard character == UInt8(ascii: "-") else { return false }
                    continue
                }
                guard let nibble = Self.hexValue(character) else { return false }
                if let pending = high {
                    buffer[count] = pending << 4 | nibble
                    count += 1
                    high = nil
                } else {
                    high = nibble
                }
            }
            return count == 16
        }
        guard parsed else { return nil }
        self.init(uuid: bytes)
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

/// The one shape of changeset a sync record holds: inserts of whole rows into `syncRegisters`, in the session
/// extension's format (https://sqlite.org/session/changeset_intro.html), checked before SQLite reads it. SQLite's own
/// reader takes minutes over some malformed changesets (the fuzzer found one of 605 bytes that kept it busy for more than 100 seconds), so a record must be this
/// shape to be read at all: a table header naming `syncRegisters` with its nine columns and four-column key, then
/// inserts of nine defined values each.
enum SyncChangeset {
    static let table = Array("syncRegisters".utf8) + [0]
    /// `syncRegisters`'s columns: the key's four, in order, then five others.
    static let primaryKeyFlags: [UInt8] = [1, 2, 3, 4, 0, 0, 0, 0, 0]
    static let insert: UInt8 = 18

    static func isWellFormed(_ bytes: ArraySlice<UInt8>) -> Bool {
        var reader = Reader(bytes: bytes)
        // Whether a table header was read, and whether an insert followed the last one (SQLite writes none without).
        var inTable = false, inserted = false
        while !reader.atEnd {
            guard let marker = reader.byte() else { return false }
            if marker == UInt8(ascii: "T") {
                guard !inTable || inserted, reader.varint() == UInt64(primaryKeyFlags.count),
                    reader.bytes(primaryKeyFlags.count) == primaryKeyFlags, reader.bytes(table.count) == table
                else { return false }
                inTable = true
                inserted = false
                continue
            }
            guard inTable, marker == insert, let indirect = reader.byte(), indirect <= 1 else { return false }
            inserted = true
            for _ in primaryKeyFlags {
                guard let type = reader.byte() else { return false }
                switch type {
                case 1, 2: guard reader.skip(8) else { return false }
                case 3, 4:
                    guard let length = reader.varint(), length <= UInt64(reader.left), reader.skip(Int(length)) else {
                        return false
                    }
                case 5: continue
                default: return false
                }
            }
        }
        return inTable && inserted
    }

    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var position: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        var atEnd: Bool { position >= bytes.endIndex }
        var left: Int { bytes.endIndex - position }

        mutating func byte() -> UInt8? {
            guard !atEnd else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func bytes(_ count: Int) -> [UInt8]? {
            guard left >= count else { return nil }
            defer { position += count }
            return Array(bytes[position..<(position + count)])
        }

        mutating func skip(_ count: Int) -> Bool {
            guard left >= count else { return false }
            position += count
            return true
        }

        /// SQLite's variable-length integer: seven bits a byte, high bit set on all but the last, a ninth byte whole.
        mutating func varint() -> UInt64? {
            var value: UInt64 = 0
            for index in 0..<9 {
                guard let byte = byte() else { return nil }
                if index == 8 { return value << 8 | UInt64(byte) }
                value = value << 7 | UInt64(byte & 0x7F)
                if byte & 0x80 == 0 { return value }
            }
            return value
        }
    }
}

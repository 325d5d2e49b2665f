import DexStore
import Foundation

/// A sync file written by hand, for records no dex writes: each register encoded as the session extension encodes
/// an insert into `syncRegisters`, each record framed as `SyncFile` frames it.
struct ForgedSyncFile {
    enum Value {
        case text(String)
        case integer(Int64)
        case null
    }

    let machine = UUID().uuidString.lowercased()
    private(set) var records: [SyncFile.Record] = []

    /// Appends a record of `registers` (game, number, form, field, value), stamped `clock`.
    mutating func append(_ registers: [(String, Int64, String, String, Value)], clock: Int64) {
        var bytes: [UInt8] = [UInt8(ascii: "T"), 9, 1, 2, 3, 4, 0, 0, 0, 0, 0] + Array("syncRegisters".utf8) + [0]
        for (game, number, form, field, value) in registers {
            bytes += [18, 0]
            for column in [.text(game), .integer(number), .text(form), .text(field), value, .integer(clock)] {
                bytes += Self.encode(column)
            }
            bytes += Self.encode(.text(machine)) + Self.encode(.text("")) + Self.encode(.integer(0))
        }
        records.append(SyncFile.Record(clock: clock, changeset: bytes))
    }

    /// Writes the file into `folder`; returns its path.
    func write(to folder: URL) throws -> String {
        let path = folder.appendingPathComponent(machine + SyncFile.fileExtension).path
        try Data(SyncFile.header(machine: machine) + records.flatMap(SyncFile.frame)).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func encode(_ value: Value) -> [UInt8] {
        switch value {
        case .text(let text):
            let count = text.utf8.count
            let length: [UInt8] = count < 0x80 ? [UInt8(count)] : [UInt8(0x80 | (count >> 7)), UInt8(count & 0x7F)]
            return [3] + length + Array(text.utf8)
        case .integer(let number):
            return [1] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(bitPattern: number) >> (8 * UInt64($0))) }
        case .null:
            return [5]
        }
    }
}

import CZlib

/// A sync file, `<machine>.dexsync` in the shared folder: written by one machine only, appended to, read by the
/// others (docs/formats.md, "Sync files").
///
/// ```
/// header   "DEXSYNC" · version (1 byte, 1) · the machine's id (36 bytes of UUID text)
/// record   length (4 bytes, little-endian) · CRC-32 of the payload (4 bytes, little-endian) · payload
/// payload  the writer's clock (8 bytes, little-endian, milliseconds) · a changeset of `syncRegisters`
/// ```
///
/// Reading stops at the first record that is not whole (a copy still under way, a write killed half-way), whose
/// checksum is wrong, or whose changeset is not the shape dex writes (`SyncChangeset`): what follows is read again
/// next time, from there.
public enum SyncFile {
    public static let magic: [UInt8] = Array("DEXSYNC".utf8)
    public static let version: UInt8 = 1
    static let machineLength = 36
    public static let headerLength = magic.count + 1 + machineLength
    /// A record's length and checksum.
    static let frameLength = 8
    /// A changeset larger than this is not one dex wrote: the file is damaged.
    public static let largestPayload = 64 << 20
    public static let fileExtension = ".dexsync"

    public struct Record: Sendable, Equatable {
        public var clock: Int64
        public var changeset: [UInt8]

        public init(clock: Int64, changeset: [UInt8]) {
            self.clock = clock
            self.changeset = changeset
        }
    }

    /// Why reading stopped before the end of the file.
    public enum Problem: Sendable, Equatable {
        /// Shorter than a header, or not starting with one.
        case notASyncFile
        /// Written by a newer dex.
        case newerVersion(UInt8)
        /// A record that does not end within the file: a copy under way, or a write cut short.
        case incompleteRecord(offset: Int)
        /// A record whose checksum or length is wrong, or whose changeset is not one dex writes.
        case damagedRecord(offset: Int)
    }

    /// What a read found: the records from `offset` on, the offset just past the last whole one, and why it stopped
    /// early, if it did.
    public struct Contents: Sendable, Equatable {
        public var machine: String?
        public var records: [Record]
        public var end: Int
        public var problem: Problem?
    }

    /// The header of `machine`'s file.
    public static func header(machine: String) -> [UInt8] {
        var bytes = magic + [version]
        let id = Array(machine.utf8.prefix(machineLength))
        bytes += id + [UInt8](repeating: UInt8(ascii: " "), count: machineLength - id.count)
        return bytes
    }

    /// One record, framed.
    public static func frame(_ record: Record) -> [UInt8] {
        var payload: [UInt8] = []
        payload.reserveCapacity(8 + record.changeset.count)
        appendLittleEndian(UInt64(bitPattern: record.clock), bytes: 8, to: &payload)
        payload += record.changeset
        var framed: [UInt8] = []
        framed.reserveCapacity(frameLength + payload.count)
        appendLittleEndian(UInt64(payload.count), bytes: 4, to: &framed)
        appendLittleEndian(UInt64(checksum(payload[...])), bytes: 4, to: &framed)
        return framed + payload
    }

    /// Reads `bytes` (a whole file) from `offset` (`headerLength` or a record's start).
    public static func read(_ bytes: [UInt8], from offset: Int = headerLength) -> Contents {
        guard bytes.count >= headerLength, Array(bytes[0..<magic.count]) == magic else {
            return Contents(machine: nil, records: [], end: 0, problem: .notASyncFile)
        }
        guard bytes[magic.count] == version else {
            return Contents(machine: nil, records: [], end: 0, problem: .newerVersion(bytes[magic.count]))
        }
        let idBytes = bytes[(magic.count + 1)..<headerLength]
        let machine = String(decoding: idBytes, as: UTF8.self).trimmingSpaces
        var contents = Contents(machine: machine, records: [], end: max(offset, headerLength), problem: nil)
        var position = contents.end
        while position < bytes.count {
            guard bytes.count - position >= frameLength else {
                contents.problem = .incompleteRecord(offset: position)
                break
            }
            let length = Int(littleEndian(bytes, at: position, count: 4))
            let sum = UInt32(littleEndian(bytes, at: position + 4, count: 4))
            guard length >= 8, length <= largestPayload else {
                contents.problem = .damagedRecord(offset: position)
                break
            }
            let start = position + frameLength
            guard bytes.count - start >= length else {
                contents.problem = .incompleteRecord(offset: position)
                break
            }
            let payload = bytes[start..<(start + length)]
            guard checksum(payload) == sum, SyncChangeset.isWellFormed(payload.dropFirst(8)) else {
                contents.problem = .damagedRecord(offset: position)
                break
            }
            let clock = Int64(bitPattern: littleEndian(bytes, at: start, count: 8))
            contents.records.append(Record(clock: clock, changeset: Array(payload.dropFirst(8))))
            position = start + length
            contents.end = position
        }
        return contents
    }

    /// Whether `bytes` (a whole file) holds, from its header on, whole records up to exactly `offset`, the last of
    /// them stamped `lastClock`: whether a file read up to `offset` before is still that file, grown, rather than one
    /// written afresh since (read from `offset`, such a file would be read from the middle of a record).
    public static func continues(_ bytes: [UInt8], at offset: Int, lastClock: Int64) -> Bool {
        guard offset > headerLength else { return offset == headerLength && bytes.count >= headerLength }
        var position = headerLength
        var clock: Int64?
        while position < offset {
            guard bytes.count - position >= frameLength + 8 else { return false }
            let length = Int(littleEndian(bytes, at: position, count: 4))
            guard length >= 8, length <= largestPayload else { return false }
            clock = Int64(bitPattern: littleEndian(bytes, at: position + frameLength, count: 8))
            position += frameLength + length
        }
        return position == offset && clock == lastClock
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(crc32(0, buffer.baseAddress, UInt32(buffer.count)))
        }
    }

    private static func appendLittleEndian(_ value: UInt64, bytes count: Int, to bytes: inout [UInt8]) {
        for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }

    private static func littleEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<count { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        return value
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

import DexStore
import DexTestSupport
import Foundation
import Testing

/// The sync file's framing: whole records read back, a torn or damaged tail stops the reading where it starts.
struct SyncFileTests {
    let records = [
        SyncFile.Record(clock: 1_764_000_000_000, changeset: Self.changeset(notes: ["caught at dusk"])),
        SyncFile.Record(clock: 1_764_000_000_001, changeset: Self.changeset(notes: ["a", String(repeating: "b", count: 300)])),
    ]

    /// A changeset as a sync writes one: inserts of `note` registers into `syncRegisters`, in the session
    /// extension's format.
    static func changeset(notes: [String], columns: UInt8 = 9) -> [UInt8] {
        /// SQLite's varint, for lengths below 2^14: seven bits a byte, the high bit on all but the last.
        func varint(_ value: Int) -> [UInt8] {
            value < 0x80 ? [UInt8(value)] : [UInt8(0x80 | (value >> 7)), UInt8(value & 0x7F)]
        }
        func text(_ value: String) -> [UInt8] { [3] + varint(value.utf8.count) + Array(value.utf8) }
        func integer(_ value: UInt8) -> [UInt8] { [1, 0, 0, 0, 0, 0, 0, 0, value] }
        var bytes: [UInt8] = [UInt8(ascii: "T"), columns, 1, 2, 3, 4, 0, 0, 0, 0, 0] + Array("syncRegisters".utf8) + [0]
        for (index, note) in notes.enumerated() {
            bytes += [18, 0] + text("firered") + integer(25) + text("") + text("note") + text(note)
            bytes += integer(UInt8(index)) + text("machine") + text("") + integer(0)
        }
        return bytes
    }

    var file: [UInt8] {
        SyncFile.header(machine: "0f3f8986-6722-4cdc-8b2f-c36390fae9e9") + records.flatMap(SyncFile.frame)
    }

    @Test func aFileReadBeforeContinuesOnlyWhileItIsThatFileGrown() {
        let header = SyncFile.header(machine: "0f3f8986-6722-4cdc-8b2f-c36390fae9e9")
        let first = header.count + SyncFile.frame(records[0]).count
        #expect(SyncFile.continues(file, at: first, lastClock: records[0].clock))
        #expect(SyncFile.continues(file, at: file.count, lastClock: records[1].clock))
        #expect(SyncFile.continues(file, at: header.count, lastClock: 0))
        // Within a record, past the end, or a record of another clock there: written afresh since.
        #expect(!SyncFile.continues(file, at: first - 1, lastClock: records[0].clock))
        #expect(!SyncFile.continues(file, at: file.count + 8, lastClock: records[1].clock))
        #expect(!SyncFile.continues(file, at: first, lastClock: records[0].clock + 1))
        let afresh = header + SyncFile.frame(records[1]) + SyncFile.frame(records[0])
        #expect(!SyncFile.continues(afresh, at: first, lastClock: records[0].clock))
    }

    @Test func wholeRecordsAreReadBack() {
        let contents = SyncFile.read(file)
        #expect(contents.machine == "0f3f8986-6722-4cdc-8b2f-c36390fae9e9")
        #expect(contents.records == records)
        #expect(contents.end == file.count)
        #expect(contents.problem == nil)
    }

    @Test func readingGoesOnFromAnOffset() {
        let first = SyncFile.headerLength + SyncFile.frame(records[0]).count
        let contents = SyncFile.read(file, from: first)
        #expect(contents.records == [records[1]])
        #expect(contents.end == file.count)
    }

    @Test(arguments: [1, 5, 8, 9, 100])
    func aTornTailStopsAtTheLastWholeRecord(cut: Int) {
        let contents = SyncFile.read(Array(file.dropLast(cut)))
        #expect(contents.records == [records[0]])
        #expect(contents.end == SyncFile.headerLength + SyncFile.frame(records[0]).count)
        #expect(contents.problem == .incompleteRecord(offset: contents.end))
    }

    @Test func aDamagedRecordStopsTheReading() {
        var bytes = file
        bytes[bytes.count - 1] ^= 1
        let contents = SyncFile.read(bytes)
        #expect(contents.records == [records[0]])
        #expect(contents.problem == .damagedRecord(offset: contents.end))
    }

    @Test func aRecordWhoseChangesetIsNotOneDexWritesStopsTheReading() {
        let odd = [
            Self.changeset(notes: ["a"], columns: 8), Array(Self.changeset(notes: ["a"]).dropLast()), [1, 2, 3],
            Self.changeset(notes: []),
        ]
        for changeset in odd {
            let bytes = file + SyncFile.frame(SyncFile.Record(clock: 3, changeset: changeset))
            let contents = SyncFile.read(bytes)
            #expect(contents.records == records)
            #expect(contents.problem == .damagedRecord(offset: file.count))
        }
    }

    /// A 605-byte file the fuzzer made, whose changeset (a table header of 8,969 columns) kept SQLite 3.40's changeset
    /// reader busy for more than 100 seconds: refused before SQLite sees it.
    @Test func aChangesetSQLiteWouldSpendMinutesOnIsRefused() throws {
        let path = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/sync-slow-changeset.dexsync")
        let bytes = [UInt8](try Data(contentsOf: path))
        // Its first record framed again, with a checksum that matches, as the fuzzer's harness tries it.
        let start = SyncFile.headerLength + 8
        let length = (0..<4).reduce(0) { $0 | Int(bytes[SyncFile.headerLength + $1]) << (8 * $1) }
        let payload = bytes[start..<(start + length)]
        let clock = (0..<8).reduce(Int64(0)) { $0 | Int64(payload[start + $1]) << (8 * Int64($1)) }
        let record = SyncFile.Record(clock: clock, changeset: Array(payload.dropFirst(8)))
        #expect(record.changeset.starts(with: [UInt8(ascii: "T"), 0xC6, 0x09]))
        let contents = SyncFile.read(Array(bytes[0..<SyncFile.headerLength]) + SyncFile.frame(record))
        #expect(contents.records.isEmpty)
        #expect(contents.problem == .damagedRecord(offset: SyncFile.headerLength))
    }

    @Test func aFileOfAnotherKindOrALaterVersionIsNotRead() {
        #expect(SyncFile.read(Array("hello".utf8)).problem == .notASyncFile)
        var later = file
        later[SyncFile.magic.count] = 2
        #expect(SyncFile.read(later).problem == .newerVersion(2))
        #expect(SyncFile.read(later).records.isEmpty)
    }
}

/// The fuzzer's seeds (`Tests/Fuzz/Seeds/sync/`, docs/fuzzing.md) are sync files dex still reads whole.
struct FuzzSeedSyncTests {
    @Test func theSeedsAreWholeSyncFiles() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("Tests/Fuzz/Seeds/sync")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".dexsync") }
        #expect(names.count == 2)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let contents = SyncFile.read(bytes)
            #expect(contents.problem == nil, "\(name)")
            #expect(contents.machine.map { $0 + SyncFile.fileExtension } == name)
            #expect(!contents.records.isEmpty && contents.end == bytes.count, "\(name)")
        }
    }
}

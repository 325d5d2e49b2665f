import DexStore
import Testing

/// The sync file's framing: whole records read back, a torn or damaged tail stops the reading where it starts.
struct SyncFileTests {
    let records = [
        SyncFile.Record(clock: 1_764_000_000_000, changeset: [1, 2, 3]),
        SyncFile.Record(clock: 1_764_000_000_001, changeset: Array(repeating: 7, count: 300)),
    ]

    var file: [UInt8] {
        SyncFile.header(machine: "0f3f8986-6722-4cdc-8b2f-c36390fae9e9") + records.flatMap(SyncFile.frame)
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

    @Test func aFileOfAnotherKindOrALaterVersionIsNotRead() {
        #expect(SyncFile.read(Array("hello".utf8)).problem == .notASyncFile)
        var later = file
        later[SyncFile.magic.count] = 2
        #expect(SyncFile.read(later).problem == .newerVersion(2))
        #expect(SyncFile.read(later).records.isEmpty)
    }
}

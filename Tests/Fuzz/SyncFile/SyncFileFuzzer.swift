import DexStore
import FoundationEssentials
import FuzzerDriver
import Glibc

/// An in-memory tracker, migrated once, that every input's records are merged into.
nonisolated(unsafe) let database = try? DexDatabase.empty(standingFor: "/nowhere/dex.sqlite")

/// libFuzzer on `dex sync`'s reading of another machine's file: every input is read as a sync file twice, as it is
/// and with every record's checksum made to match (a mutated record almost never passes its CRC-32, so without it
/// the fuzzer would test the checksum and little else), and its records merged into an in-memory tracker as a sync
/// merges them (the changesets through SQLite's session extension, the merge rules, the tracker following). A
/// refusal is fine; a crash, a sanitizer report or a slow input fails the run.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    merge(bytes, size: size)
    merge(withChecksumsRepaired(bytes), size: size)
    return 0
}

/// `bytes` with each whole record framed again, so that its checksum matches its payload.
func withChecksumsRepaired(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count >= SyncFile.headerLength else { return bytes }
    var repaired = Array(bytes[0..<SyncFile.headerLength])
    var position = SyncFile.headerLength
    while bytes.count - position >= 8 {
        let length = (0..<4).reduce(0) { $0 | Int(bytes[position + $1]) << (8 * $1) }
        let start = position + 8
        guard length >= 8, length <= bytes.count - start else { break }
        let payload = bytes[start..<(start + length)]
        let clock = (0..<8).reduce(UInt64(0)) { $0 | UInt64(payload[payload.startIndex + $1]) << (8 * UInt64($1)) }
        repaired += SyncFile.frame(SyncFile.Record(clock: Int64(bitPattern: clock), changeset: Array(payload.dropFirst(8))))
        position = start + length
    }
    return repaired + bytes[position...]
}

func merge(_ bytes: [UInt8], size: Int) {
    let contents = SyncFile.read(bytes)
    guard let database, let machine = contents.machine, !contents.records.isEmpty else { return }
    let batch = SyncBatch(
        machine: machine + "-\(size)", file: "fuzz.dexsync", start: SyncFile.headerLength, end: contents.end,
        records: contents.records)
    _ = try? database.sync.sync(
        [batch], now: 1, newMachine: { "fuzz" }, publish: { _, _, _ in ("", 0) },
        games: { slug in throw SyncError.folderMissing(path: slug) })
}

/// SwiftPM names an executable's entry point after its module, so this `main` hands the command line to libFuzzer.
@main
enum SyncFileFuzzer {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
    }
}

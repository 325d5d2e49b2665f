import DexStore
import FoundationEssentials
import FuzzerDriver
import Glibc

/// An in-memory tracker, migrated once, that every input's records are merged into.
nonisolated(unsafe) let database = try? DexDatabase.empty(standingFor: "/nowhere/dex.sqlite")

/// libFuzzer on `dex sync`'s reading of another machine's file: every input is read as a sync file, and its records
/// merged into an in-memory tracker as a sync merges them (the changesets through SQLite's session extension, the
/// merge rules, the tracker following). A refusal is fine; a crash, a sanitizer report or a slow input fails the run.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let contents = SyncFile.read(bytes)
    guard let database, let machine = contents.machine, !contents.records.isEmpty else { return 0 }
    let batch = SyncBatch(
        machine: machine + "-\(size)", file: "fuzz.dexsync", start: SyncFile.headerLength, end: contents.end,
        records: contents.records)
    _ = try? database.sync.sync(
        [batch], now: 1, newMachine: { "fuzz" }, publish: { _, _ in },
        games: { slug, _ in throw SyncError.folderMissing(path: slug) })
    return 0
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

import DexTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A FIFO where this machine's sync file should be is refused at once with one line, through the built binary (it
/// used to hang `dex sync` for good), and the database is left as it was.
@Suite(.tags(.endToEnd)) struct SyncOwnFileNotAFileTests {
    @Test(arguments: [true, false]) func aFIFOInPlaceOfThisMachinesFileIsRefusedAtOnce(withChanges: Bool) async throws {
        let shared = try TemporaryFolder.make(prefix: "dex-sync-fifo")
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["sync", shared.path])
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: shared.path).first)
        let path = shared.appendingPathComponent(file).path
        try FileManager.default.removeItem(atPath: path)
        try #require(mkfifo(path, 0o600) == 0)
        if withChanges { try await dex.succeed(["mark", "25"]) }

        for arguments in [["sync", shared.path], ["sync", "--status", shared.path]] {
            let running = try dex.start(arguments)
            #expect(ExportAndManifestFileTests.ends(running.process, within: 10), "dex \(arguments) hung on the FIFO")
            let result = running.wait()
            #expect(result.status != 0)
            #expect(
                result.stderr
                    == "Error: \(path) is a FIFO, not a sync file; move it out of the folder and sync again; nothing was changed\n"
            )
        }
        try FileManager.default.removeItem(atPath: path)
        let status = try await dex.succeed(["sync", "--status", shared.path])
        #expect(status.contains(withChanges ? "1 change not yet written" : "nothing to write"), "\(status)")
    }
}

import DexTestSupport
import Foundation
import Testing

/// Sprites, exports and database backups go through one writer (`AtomicFile`) with one guarantee, checked here on the system
/// calls the built `dex` makes (strace, each descriptor shown with its path): every file is flushed under its
/// temporary name before it is renamed into place, and its folder is flushed after the rename.
@Suite(.tags(.endToEnd)) struct AtomicWriterTests {
    @Test func eachSpriteIsFlushedThenRenamedThenItsFolderFlushed() async throws {
        // Given a tracked game whose sprites come from the loopback server
        let server = try SpriteServer()
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])

        // When fetching its sprites
        let calls = try Self.trace(dex, ["sprites", "fetch", "--sprite-url", server.template])

        // Then each one was written that way
        let folder = dex.home.appendingPathComponent("sprites/firered").path
        let renamed = try Self.checkWrites(into: folder, calls)
        #expect(renamed.count == 7 && renamed.allSatisfy { $0.hasSuffix(".png") }, "\(renamed)")
    }

    @Test func anExportIsFlushedThenRenamedThenItsFolderFlushed() async throws {
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let folder = try TemporaryFolder.make(prefix: "dex-export")
        defer { try? FileManager.default.removeItem(at: folder) }

        let calls = try Self.trace(dex, ["export", "-o", folder.appendingPathComponent("backup.json").path])

        #expect(try Self.checkWrites(into: folder.path, calls) == ["backup.json"])
    }

    @Test func aDatabaseBackupIsFlushedThenRenamedThenItsFolderFlushed() async throws {
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let folder = try TemporaryFolder.make(prefix: "dex-db-backup")
        defer { try? FileManager.default.removeItem(at: folder) }

        let calls = try Self.trace(dex, ["db", "backup", folder.appendingPathComponent("copy.sqlite").path])

        #expect(try Self.checkWrites(into: folder.path, calls) == ["copy.sqlite"])
    }

    /// The flushes and renames of `dex arguments`, one line each, in the order they were made.
    static func trace(_ dex: DexProcess, _ arguments: [String]) throws -> [String] {
        let log = try TemporaryFolder.make(prefix: "dex-strace")
        defer { try? FileManager.default.removeItem(at: log) }
        let output = log.appendingPathComponent("calls").path
        let result = try dex.runBinary(
            ["-f", "-qq", "-y", "-o", output, "-e", "trace=fsync,fdatasync,rename,renameat,renameat2", DexProcess.binary.path]
                + arguments,
            executable: URL(fileURLWithPath: "/usr/bin/strace"))
        #expect(result.status == 0, "\(result.stderr)")
        return try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Checks each rename into `folder`: its temporary file flushed before it, the folder flushed after it. Returns the
    /// names renamed into place.
    static func checkWrites(into folder: String, _ calls: [String]) throws -> [String] {
        var renamed: [String] = []
        for (index, call) in calls.enumerated() where call.contains("rename") && call.contains("\"\(folder)/.") {
            let paths = call.split(separator: "\"").map(String.init)
            guard paths.count >= 4 else {
                Issue.record("cannot read the paths of \(call)")
                continue
            }
            let (temporary, target) = (paths[1], paths[3])
            let name = String(target.dropFirst(folder.count + 1))
            renamed.append(name)
            #expect(temporary.hasPrefix("\(folder)/.\(name).") && temporary.hasSuffix(".tmp"), "\(call)")
            #expect(
                calls[..<index].contains { $0.contains("fsync(") && $0.contains("<\(temporary)>") },
                "\(name) was renamed into place before it was flushed")
            #expect(
                calls[index...].contains { $0.contains("fsync(") && $0.contains("<\(folder)>") },
                "\(folder) was not flushed after \(name) was renamed into it")
        }
        return renamed.sorted()
    }
}

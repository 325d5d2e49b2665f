import DexTestSupport
import Foundation
import Testing

/// Every write to stdout and stderr is checked. A full disk (`/dev/full`) ends the command with one
/// `Error:` line and status 1 instead of a truncated backup and status 0; a reader that goes away ends it quietly.
@Suite(.tags(.endToEnd)) struct OutputWriteFailureTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["note", "25", "Viridian Forest"])
    }

    static let fullDiskError =
        "Error: cannot write to stdout: No space left on device; "
        + "the output is incomplete, so run the command again where it can be written\n"

    /// The README's own backup command, `dex export > backup.json`, on a full disk; the commands that print a line, a
    /// table or JSON, and ArgumentParser's own help text.
    @Test(arguments: [
        ["export"], ["export", "--format", "csv"], ["mark", "25"], ["show", "25", "--no-sprite"],
        ["list"], ["games", "--json"], ["--help"], ["import", "BACKUP", "--dry-run"],
    ])
    func aFullStdoutFailsWithOneErrorLine(arguments: [String]) async throws {
        let backup = dex.home.appendingPathComponent("backup.json").path
        try await dex.succeed(["export", "--output", backup])
        let result = try run(arguments.map { $0 == "BACKUP" ? backup : $0 }, stdout: "/dev/full")
        #expect(result.exited && result.status == 1, "dex \(arguments): \(result)")
        #expect(result.stderr == Self.fullDiskError, "dex \(arguments)")
    }

    @Test func aFullStderrFailsTheCommand() throws {
        // `show` with no cached sprite prints the card, then a warning on stderr
        let warned = try run(["show", "25"], stderr: "/dev/full")
        #expect(warned.exited && warned.status == 1, "\(warned)")
        #expect(warned.stdout.hasPrefix("#025 Pikachu\n"))
        let refused = try run(["mark", "999"], stderr: "/dev/full")
        #expect(refused.exited && refused.status == 1, "\(refused)")
    }

    /// `dex export | true` with more than a pipe holds: the reader leaves without reading, and dex, though started
    /// with SIGPIPE ignored (as some launchers do), ends quietly by SIGPIPE (status 141 in a shell), as `cat` would.
    @Test func aReaderThatGoesAwayEndsDexQuietly() async throws {
        try await dex.succeed(["note", "1", String(repeating: "long note ", count: 10_000)])
        let script = "(trap '' PIPE; \"$0\" export; echo \"dex status $?\" >&2) | true"
        let result = try run(["-c", script, DexProcess.binary.path], executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.stderr == "dex status 141\n")
    }

    /// Runs dex (or `executable`) with stdout and stderr sent to files, or to the given paths such as `/dev/full`.
    func run(_ arguments: [String], executable: URL = DexProcess.binary, stdout: String? = nil, stderr: String? = nil) throws
        -> DexProcess.Result
    {
        let folder = try TemporaryFolder.make(prefix: "dex-streams")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outPath = stdout ?? folder.appendingPathComponent("stdout").path
        let errPath = stderr ?? folder.appendingPathComponent("stderr").path
        for path in [outPath, errPath] where !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = dex.environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
        process.waitUntilExit()
        func text(_ path: String, _ given: String?) -> String {
            given == nil ? (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" : ""
        }
        return DexProcess.Result(
            status: process.terminationStatus, stdout: text(outPath, stdout), stderr: text(errPath, stderr),
            exited: process.terminationReason == .exit)
    }
}

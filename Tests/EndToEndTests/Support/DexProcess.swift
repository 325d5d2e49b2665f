import DexCLI
import DexSystem
import DexTestSupport
import Foundation
import Testing

/// Runs `dex` the way a user does, in a temporary data folder: in process through `DexCommandLine` (`run`,
/// `succeed`), or as the built binary where the process itself matters (`runBinary`, `start`).
struct DexProcess: Sendable {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the process ended by itself rather than by a signal.
        var exited: Bool
    }

    /// A started `dex`. Its output goes to files, so a command that prints a lot can never stall on a full pipe.
    struct Running {
        let process: Process
        let stdout: URL
        let stderr: URL

        /// Waits for the process to end and collects its output.
        func wait() -> Result {
            process.waitUntilExit()
            defer { try? FileManager.default.removeItem(at: stdout.deletingLastPathComponent()) }
            return Result(
                status: process.terminationStatus,
                stdout: (try? String(contentsOf: stdout, encoding: .utf8)) ?? "",
                stderr: (try? String(contentsOf: stderr, encoding: .utf8)) ?? "",
                exited: process.terminationReason == .exit)
        }
    }

    /// The data folder every command of this instance uses (`DEX_HOME`).
    let home: URL
    var environment: [String: String]

    /// A fresh, empty data folder; the manifest is the small test fixture unless `manifest` says otherwise.
    init(manifest: URL? = Fixtures.miniManifest) throws {
        home = try TemporaryFolder.make(prefix: "dex-e2e")
        environment = Self.cleanEnvironment()
        environment["DEX_HOME"] = home.path
        if let manifest { environment["DEX_MANIFEST"] = manifest.path }
    }

    var databasePath: String { home.appendingPathComponent("dex.sqlite").path }

    /// Runs a command to its end in this process, with stdin empty and no terminal. `environment` adds to (or, with
    /// nil, removes from) this instance's.
    @discardableResult
    func run(_ arguments: [String], environment changes: [String: String?] = [:]) async throws -> Result {
        let console = RecordedConsole(environment: environment(with: changes))
        let status = await DexCommandLine.run(arguments, console: console.console)
        return Result(status: status, stdout: console.output, stderr: console.error, exited: true)
    }

    /// Runs the built binary to its end, for a test where the process itself matters.
    @discardableResult
    func runBinary(
        _ arguments: [String], executable: URL = DexProcess.binary, environment changes: [String: String?] = [:]
    ) throws -> Result {
        try start(arguments, executable: executable, environment: changes).wait()
    }

    /// Runs a command in process that must succeed and returns its standard output.
    @discardableResult
    func succeed(
        _ arguments: [String], environment changes: [String: String?] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let result = try await run(arguments, environment: changes)
        #expect(
            result.status == 0, "dex \(arguments.joined(separator: " ")) failed: \(result.stderr)", sourceLocation: sourceLocation
        )
        return result.stdout
    }

    /// Starts a command without waiting for it.
    func start(_ arguments: [String], executable: URL = DexProcess.binary, environment changes: [String: String?] = [:]) throws
        -> Running
    {
        try Self.launch(arguments, executable: executable, environment: environment(with: changes))
    }

    private func environment(with changes: [String: String?]) -> [String: String] {
        var environment = environment
        for (name, value) in changes { environment[name] = value }
        return environment
    }

    /// Starts `executable` with exactly `environment`, stdin closed and output to files.
    static func launch(_ arguments: [String], executable: URL = binary, environment: [String: String]) throws -> Running {
        let folder = try TemporaryFolder.make(prefix: "dex-output")
        let stdout = folder.appendingPathComponent("stdout"), stderr = folder.appendingPathComponent("stderr")
        try Data().write(to: stdout)
        try Data().write(to: stderr)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        return Running(process: process, stdout: stdout, stderr: stderr)
    }

    /// This process's environment without anything that would steer `dex`: its own variables and colour hints.
    static func cleanEnvironment() -> [String: String] {
        ProcessInfo.processInfo.environment.filter { name, _ in
            !name.hasPrefix("DEX_") && !["NO_COLOR", "COLORTERM", "XDG_DATA_HOME"].contains(name)
        }
    }

    /// The `dex` built next to this test bundle (the test target depends on it), or `$DEX_BINARY`.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["DEX_BINARY"] { return URL(fileURLWithPath: path) }
        let candidates = [
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        .map { $0.appendingPathComponent("dex") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? Fixtures.packageRoot.appendingPathComponent(".build/debug/dex")
    }()
}

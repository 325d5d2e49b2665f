import Foundation
import Testing
import DexTestSupport

/// Runs the built `dex` binary the way a user does, in a temporary data folder.
struct DexProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The data folder every command of this instance uses (`DEX_HOME`).
    let home: URL
    var environment: [String: String]

    /// A fresh, empty data folder; the manifest is the small test fixture unless `manifest` says otherwise.
    init(manifest: URL? = Fixtures.miniManifest) throws {
        home = try TemporaryFolder.make(prefix: "dex-e2e")
        var environment = ProcessInfo.processInfo.environment
        environment["DEX_HOME"] = home.path
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "DEX_MANIFEST")
        environment.removeValue(forKey: "XDG_DATA_HOME")
        if let manifest { environment["DEX_MANIFEST"] = manifest.path }
        self.environment = environment
    }

    var databasePath: String { home.appendingPathComponent("dex.sqlite").path }

    @discardableResult
    func run(_ arguments: [String], executable: URL = DexProcess.binary) throws -> Result {
        let process = try start(arguments, executable: executable)
        let stdout = process.stdout.fileHandleForReading.readDataToEndOfFile()
        let stderr = process.stderr.fileHandleForReading.readDataToEndOfFile()
        process.process.waitUntilExit()
        return Result(
            status: process.process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs a command that must succeed and returns its standard output.
    func succeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run(arguments)
        #expect(result.status == 0, "dex \(arguments.joined(separator: " ")) failed: \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    struct Running {
        let process: Process
        let stdout: Pipe
        let stderr: Pipe
    }

    /// Starts a command without waiting for it.
    func start(_ arguments: [String], executable: URL = DexProcess.binary) throws -> Running {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Running(process: process, stdout: stdout, stderr: stderr)
    }

    /// The `dex` built next to this test bundle (the test target depends on it), or `$DEX_BINARY`.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["DEX_BINARY"] { return URL(fileURLWithPath: path) }
        let besideTests = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("dex")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let besideExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dex")
        if FileManager.default.isExecutableFile(atPath: besideExecutable.path) { return besideExecutable }
        return Fixtures.packageRoot.appendingPathComponent(".build/debug/dex")
    }()
}

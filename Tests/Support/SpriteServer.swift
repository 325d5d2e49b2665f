import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Tests/Support/sprite_server.py running on 127.0.0.1 (see that file for the faults each sprite name triggers).
/// Stopped when the last reference goes away.
public final class SpriteServer: @unchecked Sendable {
    public let port: Int
    private let process: Process

    /// `fault` applies one of the server's faults to every sprite (e.g. "trickle": one byte per `trickleMilliseconds`).
    public init(latencyMilliseconds: Int = 0, fault: String? = nil, trickleMilliseconds: Int = 250) throws {
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/Support/sprite_server.py")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", script.path, "--latency-ms", String(latencyMilliseconds), "--trickle-ms", String(trickleMilliseconds)]
            + (fault.map { ["--fault", $0] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw SpriteTestError("sprite_server.py did not print its port")
        }
        self.port = port
    }

    deinit {
        // SIGKILL: a child of the test runner may inherit a signal mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// A sprite URL template pointing at this server.
    public var template: String { "http://127.0.0.1:\(port)/{generation}/{sprite}.png" }

    public struct Stats: Decodable {
        public var maxInFlight: Int
        public var requests: Int
        public var paths: [String: Int]

        enum CodingKeys: String, CodingKey {
            case maxInFlight = "max_in_flight", requests, paths
        }
    }

    public func stats() throws -> Stats {
        try JSONDecoder().decode(Stats.self, from: try Data(run: "/usr/bin/curl", ["-fsS", "http://127.0.0.1:\(port)/__stats"]))
    }

    public func reset() throws {
        _ = try Data(run: "/usr/bin/curl", ["-fsS", "http://127.0.0.1:\(port)/__reset"])
    }
}

public struct SpriteTestError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension Data {
    /// The stdout of a short command.
    public init(run executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        self = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
    }
}

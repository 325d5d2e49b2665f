#if canImport(Glibc)
import Glibc
#endif
import DexModel
import DexSprites
import DexStore
import DexSystem
import DexTestSupport
import Foundation

/// Tests/Support/sprite_server.py running on 127.0.0.1 (see that file for the faults each sprite name triggers).
/// Stopped when the last reference goes away.
final class SpriteServer: @unchecked Sendable {
    let port: Int
    private let process: Process

    /// `fault` applies one of the server's faults to every sprite (e.g. "trickle": one byte per `trickleMilliseconds`).
    init(latencyMilliseconds: Int = 0, fault: String? = nil, trickleMilliseconds: Int = 250) throws {
        let script = SpriteTestPaths.repository.appendingPathComponent("Tests/Support/sprite_server.py")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--latency-ms", String(latencyMilliseconds), "--trickle-ms", String(trickleMilliseconds)]
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
    var template: String { "http://127.0.0.1:\(port)/{generation}/{sprite}.png" }

    struct Stats: Decodable {
        var max_in_flight: Int
        var requests: Int
        var paths: [String: Int]
    }

    func stats() throws -> Stats {
        try JSONDecoder().decode(Stats.self, from: try Data(run: "/usr/bin/curl", ["-fsS", "http://127.0.0.1:\(port)/__stats"]))
    }

    func reset() throws {
        _ = try Data(run: "/usr/bin/curl", ["-fsS", "http://127.0.0.1:\(port)/__reset"])
    }
}

struct SpriteTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

enum SpriteTestPaths {
    static let repository = Fixtures.packageRoot

    /// A fresh empty folder under the system temporary folder.
    static func temporaryFolder() throws -> URL { try TemporaryFolder.make(prefix: "dex-sprite-tests") }
}

struct DexRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double
}

/// Runs the built `dex` to completion in a clean environment plus `environment`.
func runDex(_ arguments: [String], environment: [String: String] = [:]) throws -> DexRun {
    let start = Date()
    let result = try startDex(arguments, environment: environment).wait()
    return DexRun(status: result.status, stdout: result.stdout, stderr: result.stderr, seconds: Date().timeIntervalSince(start))
}

/// Removes a folder made by `SpriteTestPaths.temporaryFolder()`.
func removeTestFolder(_ folder: URL) {
    guard folder.lastPathComponent.hasPrefix("dex-sprite-tests-") else { return }
    try? FileManager.default.removeItem(at: folder)
}

typealias StartedDex = DexProcess.Running

func startDex(_ arguments: [String], environment: [String: String] = [:]) throws -> StartedDex {
    try DexProcess.launch(arguments, environment: DexProcess.cleanEnvironment().merging(environment) { $1 })
}

/// A manifest with one game, "firered" (sprite folder "firered-leafgreen"), whose Pokémon have these sprite slugs.
/// `fb-*` sprites get the fallback folders ["firered-leafgreen", "emerald"].
func spriteManifest(_ sprites: [String]) -> String {
    let pokemon = sprites.enumerated().map { index, sprite -> [String: Any] in
        var entry: [String: Any] = [
            "dexNumber": index + 1, "name": "Mon \(index + 1)", "notes": "", "spriteSlug": sprite, "excludedForStarters": [String](),
        ]
        if sprite.hasPrefix("fb-") { entry["spriteFolders"] = ["firered-leafgreen", "emerald"] }
        return entry
    }
    let game: [String: Any] = [
        "slug": "firered", "name": "Pokémon FireRed", "generation": 3, "spriteGeneration": "firered-leafgreen",
        "hasStarterChoice": false, "availableStarters": [String](), "pokemon": pokemon,
    ]
    let data = (try? JSONSerialization.data(withJSONObject: ["version": "test", "games": [game]])) ?? Data()
    return String(decoding: data, as: UTF8.self)
}

/// A temporary home with `sprites` tracked as the game "firered", its sprites coming from `template`.
func trackedGame(_ sprites: [String], template: String) throws -> (database: DexDatabase, home: DexHome, game: Game) {
    let home = DexHome(url: try SpriteTestPaths.temporaryFolder().appendingPathComponent("home"))
    let database = try DexDatabase.open(home)
    let manifest = try GameManifest.decode(Data(spriteManifest(sprites).utf8), file: "test.json")
    let added = try database.addGame(try manifest.game("firered"), starter: nil, dataVersion: "test", spriteURLTemplate: template)
    return (database, home, added.game)
}

/// The `.png` files under `folder` and whether each is a complete PNG.
func cachedSprites(in folder: URL) -> [String: Bool] {
    var result: [String: Bool] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".png") {
        let bytes = (try? Data(contentsOf: folder.appendingPathComponent(name))).map { [UInt8]($0) } ?? []
        if case .success = SpritePNG.validate(bytes) { result[String(name.dropLast(4))] = true } else { result[String(name.dropLast(4))] = false }
    }
    return result
}

/// Every file under `folder`, as paths relative to it.
func allFiles(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.sorted()
}

extension Data {
    /// The stdout of a short command.
    init(run executable: String, _ arguments: [String]) throws {
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

import Foundation
import Testing

/// Runs the built `dex` binary as a user would, against a temporary data folder and the mini manifest.
struct ShowDex {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The `dex` executable in the build products folder beside the test bundle.
    static let binary: URL? = {
        let candidates = [
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        return candidates.map { $0.appendingPathComponent("dex") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("dex-show-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// `environment` adds to (or with nil, removes from) a clean environment: no colour hints, the mini manifest.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> Result {
        let binary = try #require(Self.binary, "the dex binary was not found beside the test bundle")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "COLORTERM", "DEX_HOME", "XDG_DATA_HOME"] { env[key] = nil }
        env["DEX_HOME"] = home.path
        env["DEX_MANIFEST"] = Self.fixtures.appendingPathComponent("mini.json").path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "dex \(arguments) was killed by a signal")
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs and expects success.
    @discardableResult
    func ok(_ arguments: [String], environment: [String: String?] = [:]) throws -> String {
        let result = try run(arguments, environment: environment)
        #expect(result.status == 0, "dex \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        return result.stdout
    }

    /// FireRed with Bulbasaur, #001 and #025 caught, a note on #025; Yellow too; FireRed active.
    func seed() throws {
        try ok(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try ok(["mark", "1", "25"])
        try ok(["note", "25", "Viridian, \"lvl 4\"\nsecond line"])
        try ok(["add-game", "yellow", "--no-sprites"])
        try ok(["use", "firered"])
    }

    func spriteURL(game: String = "firered", _ slug: String) -> URL {
        home.appendingPathComponent("sprites/\(game)/\(slug).png")
    }

    /// Writes a 6×4 sprite with a transparent border into the cache where issue 4 puts it.
    func cacheSprite(game: String = "firered", _ slug: String) throws {
        let url = spriteURL(game: game, slug)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.samplePNG.write(to: url)
    }

    func writeCache(game: String = "firered", _ slug: String, bytes: Data) throws {
        let url = spriteURL(game: game, slug)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    func json(_ arguments: [String]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(try ok(arguments).utf8))
    }

    /// ......
    /// .YYRR.
    /// .YYRR.
    /// ......
    static let samplePNG: Data = {
        let y: [UInt8] = [250, 210, 40, 255], r: [UInt8] = [230, 40, 40, 255], t: [UInt8] = [0, 0, 0, 0]
        let row = t + y + y + r + r + t
        let blank = [UInt8](repeating: 0, count: 24)
        return encodePNG(width: 6, height: 4, rgba: blank + row + row + blank)
    }()

    /// A PNG with stored (uncompressed) deflate blocks; enough for small test sprites.
    static func encodePNG(width: Int, height: Int, rgba: [UInt8]) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height { raw.append(0); raw += rgba[(y * width * 4)..<((y + 1) * width * 4)] }
        let n = raw.count  // one stored block: test images stay under 64 KB
        var zlib: [UInt8] = [0x78, 0x01, 1, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)] + raw
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += be((b << 16) | a)
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for byte in bytes { c ^= UInt32(byte); for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 1 ? 0xEDB8_8320 : 0) } }
            return ~c
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] { be(UInt32(body.count)) + Array(type.utf8) + body + be(crc(Array(type.utf8) + body)) }
        let header = be(UInt32(width)) + be(UInt32(height)) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }
}

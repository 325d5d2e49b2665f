import DexTestSupport
import Foundation
import Testing

/// What the `show`, `--json` and backup tests share: a seeded tracker and sprites in the cache.
extension DexProcess {
    /// FireRed with Bulbasaur, #001 and #025 caught, a note on #025; Yellow too; FireRed active.
    func seed() async throws {
        try await succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await succeed(["mark", "1", "25"])
        try await succeed(["note", "25", "Viridian, \"lvl 4\"\nsecond line"])
        try await succeed(["add-game", "yellow", "--no-sprites"])
        try await succeed(["use", "firered"])
    }

    func spriteURL(game: String = "firered", _ slug: String) -> URL {
        home.appendingPathComponent("sprites/\(game)/\(slug).png")
    }

    /// Writes a 6×4 sprite with a transparent border into the cache where `dex` looks for it.
    func cacheSprite(game: String = "firered", _ slug: String) throws {
        try writeCache(game: game, slug, bytes: Self.samplePNG)
    }

    func writeCache(game: String = "firered", _ slug: String, bytes: Data) throws {
        let url = spriteURL(game: game, slug)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    func json(_ arguments: [String]) async throws -> Any {
        try await JSONSerialization.jsonObject(with: Data(try succeed(arguments).utf8))
    }

    /// ......
    /// .YYRR.
    /// .YYRR.
    /// ......
    static let samplePNG: Data = {
        let y: [UInt8] = [250, 210, 40, 255], r: [UInt8] = [230, 40, 40, 255], t: [UInt8] = [0, 0, 0, 0]
        let row = t + y + y + r + r + t
        let blank = [UInt8](repeating: 0, count: 24)
        return PNGTestImage.encode(width: 6, height: 4, rgba: blank + row + row + blank)
    }()
}

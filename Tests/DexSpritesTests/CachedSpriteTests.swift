import DexTestSupport
import Foundation
import Testing

@testable import DexSprites
@testable import DexSystem

#if canImport(Glibc)
import Glibc
#endif

/// One definition of a cached sprite (`SpriteCache.cachedSprite`), on real files in a temporary folder.
@Suite struct CachedSpriteTests {
    /// A cache with one game folder, "firered", and a folder beside the cache for files that must not be touched.
    struct Cache {
        let root: URL
        let cache: SpriteCache
        var folder: URL { cache.root.appendingPathComponent("firered") }

        init() throws {
            root = try TemporaryFolder.make(prefix: "dex-cache-check")
            cache = SpriteCache(home: DexHome(url: root.appendingPathComponent("home")))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        func write(_ sprite: String, _ bytes: Data) throws {
            try bytes.write(to: folder.appendingPathComponent("\(sprite).png"))
        }

        func check(_ sprite: String) -> CachedSprite { cache.cachedSprite(game: "firered", sprite: sprite) }
    }

    static let sprite = PNGTestImage.encode(width: 6, height: 4, rgba: [UInt8](repeating: 200, count: 6 * 4 * 4))

    @Test func aWholeSpriteIsCachedAndNothingIsAbsent() throws {
        let cache = try Cache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        try cache.write("pikachu", Self.sprite)
        #expect(cache.check("pikachu") == .valid(bytes: Self.sprite.count))
        #expect(cache.check("raichu") == .absent)
        #expect(cache.cache.sizes(game: "firered", sprites: ["pikachu", "raichu", "../x"]) == [Self.sprite.count, nil, nil])
    }

    @Test(arguments: ["empty", "random", "html", "truncated", "trailing", "huge", "oversized", "symlink", "folder", "fifo"])
    func anythingElseIsNotACachedSprite(kind: String) throws {
        // Given a file under a sprite's name that is not a sprite dex would keep
        let cache = try Cache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let path = cache.folder.appendingPathComponent("pikachu.png").path
        switch kind {
        case "empty": try cache.write("pikachu", Data())
        case "random": try cache.write("pikachu", Data((0..<3_000).map { _ in UInt8.random(in: 0...255) }))
        case "html": try cache.write("pikachu", Data("<html><body>Not Found</body></html>".utf8))
        case "truncated": try cache.write("pikachu", Self.sprite.dropLast(20))
        case "trailing": try cache.write("pikachu", Self.sprite + Data([0]))
        case "huge": try cache.write("pikachu", PNGTestImage.encode(width: 20_000, height: 20_000, idat: []))
        case "oversized":
            try cache.write("pikachu", PNGTestImage.encode(width: 8, height: 8, idat: [UInt8](repeating: 0, count: 5 << 20)))
        case "symlink":
            let target = cache.root.appendingPathComponent("elsewhere.png")
            try Self.sprite.write(to: target)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target.path)
        case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        default: #expect(mkfifo(path, 0o644) == 0)
        }

        // When the cache is asked (a FIFO must not make it wait for a writer)
        let start = ContinuousClock.now
        let checked = cache.check("pikachu")

        // Then it is not cached, with a reason that names the file
        guard case .invalid(let problem) = checked else {
            Issue.record("\(kind): \(checked)")
            return
        }
        #expect("\(problem)".contains(path))
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(cache.cache.sizes(game: "firered", sprites: ["pikachu"]) == [nil])
    }

    @Test func theReasonSaysWhatIsWrong() throws {
        let cache = try Cache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let path = cache.folder.appendingPathComponent("pikachu.png").path
        try cache.write("pikachu", PNGTestImage.encode(width: 20_000, height: 20_000, idat: []))
        #expect(cache.check("pikachu") == .invalid(.tooLarge(path: path, width: 20_000, height: 20_000)))
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/hostname")
        #expect(cache.check("pikachu") == .invalid(.notAFile(path: path, kind: "a symbolic link")))
        try FileManager.default.removeItem(atPath: path)
        try cache.write("pikachu", Self.sprite.dropLast(20))
        #expect(cache.check("pikachu") == .invalid(.notAPNG(path: path, reason: "no IEND chunk at its end: truncated")))
    }

    @Test func aDownloadMustDecodeWholeNotJustHaveGoodChunks() {
        // Chunks with right lengths and CRCs around pixel data that is not zlib: the old chunk walker let it in
        let garbage = [UInt8](PNGTestImage.encode(width: 4, height: 4, idat: [UInt8](repeating: 0x55, count: 64)))
        #expect(SpritePNGTests.isCorrupted(SpritePNG.validate(garbage)))
        #expect(
            SpritePNG.validate([UInt8](PNGTestImage.encode(width: 20_000, height: 20_000, idat: [])))
                == .failure(.tooLarge(width: 20_000, height: 20_000)))
    }

    @Test func transferLimitsAreCutToTheTimeLeft() {
        let limits = TransferLimits(connectTimeoutMilliseconds: 10_000, totalTimeoutMilliseconds: 60_000)
        #expect(limits.within(nil) == limits)
        let cut = limits.within(.milliseconds(2_500))
        #expect(cut?.connectTimeoutMilliseconds == 2_500 && cut?.totalTimeoutMilliseconds == 2_500)
        #expect(limits.within(.seconds(120)) == limits)
        #expect(limits.within(.zero) == nil)
    }
}

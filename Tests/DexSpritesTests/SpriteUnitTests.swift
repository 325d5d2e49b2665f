import CCurl
import DexTestSupport
import Foundation
import Testing

@testable import DexModel
@testable import DexSprites
@testable import DexSystem

@Suite struct SpritePNGTests {
    @Test func acceptsAWholePNG() {
        #expect(SpritePNG.validate(makePNG(width: 4, height: 3)) == .success(.init(width: 4, height: 3)))
    }

    @Test func rejectsTruncatedCorruptedAndNonPNGBodies() {
        let png = makePNG(width: 4, height: 4)
        #expect(SpritePNG.validate(Array(png.dropLast(5))) == .failure(.truncated))
        #expect(SpritePNG.validate(Array(png.prefix(png.count / 2))) == .failure(.truncated))
        var corrupted = png
        corrupted[40] ^= 0xFF
        #expect(Self.isCorrupted(SpritePNG.validate(corrupted)))
        #expect(SpritePNG.validate(Array("<!doctype html><html>Not found</html>".utf8)) == .failure(.notPNG))
        #expect(SpritePNG.validate([]) == .failure(.notPNG))
        // Bytes after IEND: the file does not end where the PNG does.
        #expect(SpritePNG.validate(png + [0]) == .failure(.truncated))
    }

    @Test func rejectsAnImpossibleHeader() {
        #expect(SpritePNG.validate(makePNG(width: 0, height: 4)) == .failure(.badHeader))
    }

    static func isCorrupted(_ result: Result<SpritePNG.Header, SpritePNG.Problem>) -> Bool {
        if case .failure(.corrupted) = result { true } else { false }
    }
}

@Suite struct SpritePathTests {
    @Test(arguments: ["../../etc/x", "../x", "a/b", "..", ".", "", "Pikachu", "mr mime", "x.png", "é"])
    func refusesUnsafeSlugs(slug: String) {
        let cache = SpriteCache(home: DexHome(url: URL(fileURLWithPath: "/tmp/dex-home")))
        #expect(throws: SpriteCache.PathError.unsafeSlug(slug)) { try cache.fileURL(game: "firered", sprite: slug) }
        #expect(throws: SpriteCache.PathError.unsafeSlug(slug)) { try cache.fileURL(game: slug, sprite: "pikachu") }
    }

    @Test func placesSpritesUnderTheGameFolder() throws {
        let cache = SpriteCache(home: DexHome(url: URL(fileURLWithPath: "/tmp/dex-home")))
        #expect(try cache.fileURL(game: "firered", sprite: "mr-mime").path == "/tmp/dex-home/sprites/firered/mr-mime.png")
    }

    @Test func knowsAbandonedTemporaryFiles() {
        #expect(TemporaryFileName.isAbandoned(".pikachu.2147483646.12.tmp"))
        #expect(!TemporaryFileName.isAbandoned(".pikachu.\(getpid()).12.tmp"))
        #expect(!TemporaryFileName.isAbandoned("pikachu.png"))
    }
}

@Suite struct SpriteRetryTests {
    @Test func classifiesResponses() {
        #expect(SpriteResponse.classify(.response(status: 404, body: [], retryAfterSeconds: nil)) == .notFound)
        #expect(
            SpriteResponse.classify(.response(status: 503, body: [], retryAfterSeconds: nil))
                == .retry(reason: "HTTP 503", retryAfterSeconds: nil))
        #expect(
            SpriteResponse.classify(.response(status: 429, body: [], retryAfterSeconds: 3))
                == .retry(reason: "HTTP 429", retryAfterSeconds: 3))
        #expect(
            SpriteResponse.classify(.response(status: 403, body: [], retryAfterSeconds: nil))
                == .permanent(reason: "the server answered HTTP 403"))
        #expect(
            SpriteResponse.classify(.failed(code: CURLE_COULDNT_RESOLVE_HOST, message: "no host", connected: false))
                == .unreachable(reason: "no host"))
        #expect(
            SpriteResponse.classify(.failed(code: CURLE_COULDNT_CONNECT, message: "refused", connected: false))
                == .unreachable(reason: "refused"))
        #expect(
            SpriteResponse.classify(.failed(code: CURLE_OPERATION_TIMEDOUT, message: "connect timeout", connected: false))
                == .unreachable(reason: "connect timeout"))
        #expect(
            SpriteResponse.classify(.failed(code: CURLE_OPERATION_TIMEDOUT, message: "slow", connected: true))
                == .retry(reason: "timed out (slow)", retryAfterSeconds: nil))
        #expect(
            SpriteResponse.classify(.failed(code: CURLE_RECV_ERROR, message: "reset", connected: true))
                == .retry(reason: "reset", retryAfterSeconds: nil))
        #expect(
            SpriteResponse.classify(.failed(code: CURLE_TOO_MANY_REDIRECTS, message: "", connected: true))
                == .permanent(reason: "too many redirects"))
    }

    @Test func backsOffWithJitterAndHonoursRetryAfter() {
        let policy = RetryPolicy(maxAttempts: 4, baseDelayMilliseconds: 100, maxDelayMilliseconds: 300, maxRetryAfterSeconds: 5)
        for _ in 0..<50 {
            let first = policy.delay(afterAttempt: 1, retryAfterSeconds: nil)
            #expect(first.map { $0 >= .milliseconds(50) && $0 <= .milliseconds(100) } == true)
            let third = policy.delay(afterAttempt: 3, retryAfterSeconds: nil)
            #expect(third.map { $0 >= .milliseconds(150) && $0 <= .milliseconds(300) } == true)
        }
        #expect(policy.delay(afterAttempt: 1, retryAfterSeconds: 2) == .seconds(2))
        #expect(policy.delay(afterAttempt: 1, retryAfterSeconds: 6) == nil)
        #expect(policy.delay(afterAttempt: 4, retryAfterSeconds: nil) == nil)
    }
}

@Suite struct SpriteSemaphoreTests {
    final class Gauge: @unchecked Sendable {
        private let lock = NSLock()
        private var current = 0
        private(set) var peak = 0
        func enter() { lock.lock(); current += 1; peak = max(peak, current); lock.unlock() }
        func leave() { lock.lock(); current -= 1; lock.unlock() }
    }

    @Test func neverLetsMoreThanItsLimitIn() async {
        let semaphore = AsyncSemaphore(limit: 5)
        let gauge = Gauge()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    await semaphore.acquire()
                    gauge.enter()
                    try? await Task.sleep(for: .milliseconds(2))
                    gauge.leave()
                    semaphore.release()
                }
            }
        }
        #expect(gauge.peak == 5)
    }
}

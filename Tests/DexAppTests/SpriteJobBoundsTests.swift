import DexApp
import DexSprites
import DexSystem
import DexTestSupport
import Foundation
import SpriteTestSupport
import Testing

/// A sprite job's bounds, in process against the loopback server: the low-speed limit and the job's deadline.
@Suite struct SpriteJobBoundsTests {
    @Test func aTricklingTransferIsDroppedByTheLowSpeedLimit() async throws {
        // Given 4 sprites trickled at 10 bytes/s (about 8 s each), a 1-second low-speed window, 30 s per attempt
        let server = try SpriteServer(fault: "trickle", trickleMilliseconds: 100)
        let (database, home, game) = try trackedGame((1...4).map { "mon-\($0)" }, template: server.template)
        defer { removeTestFolder(home.url.deletingLastPathComponent()) }
        var options = SpriteFetchTests.quickOptions()
        options.limits = TransferLimits(connectTimeoutMilliseconds: 2_000, lowSpeedSeconds: 1, totalTimeoutMilliseconds: 30_000)
        options.retry = RetryPolicy(maxAttempts: 1)
        options.deadline = nil

        // When fetching
        let start = ContinuousClock.now
        let summary = try await SpriteFetcher(database: database, home: home).fetch([game], options: options)

        // Then each transfer is dropped as too slow (below 100 bytes/s), long before it would have finished
        #expect(summary.failed.count == 4)
        #expect(summary.failed.allSatisfy { $0.reason.contains("too slow") }, "\(summary.failed)")
        #expect(ContinuousClock.now - start < .seconds(6))
    }

    @Test func theDeadlineLeavesWhatIsLeftForTheNextFetch() async throws {
        // Given 30 sprites on a server that trickles them (each would take about 20 s)
        let trickling = try SpriteServer(fault: "trickle")
        let (database, home, game) = try trackedGame((1...30).map { "mon-\($0)" }, template: trickling.template)
        defer { removeTestFolder(home.url.deletingLastPathComponent()) }
        var options = SpriteFetchTests.quickOptions(concurrency: 5)
        options.limits = TransferLimits(connectTimeoutMilliseconds: 2_000)
        options.deadline = .milliseconds(1_500)

        // When fetching with a 1.5-second deadline
        let start = ContinuousClock.now
        let summary = try await SpriteFetcher(database: database, home: home).fetch([game], options: options)
        let elapsed = ContinuousClock.now - start

        // Then the job ends at its deadline, with every sprite left for later: none failed, none recorded
        #expect(summary.stoppedAtDeadline && !summary.isComplete)
        #expect(summary.notFetched == 30 && summary.total == 30 && summary.failed.isEmpty && summary.missing.isEmpty)
        #expect(elapsed >= .milliseconds(1_500))
        #expect(elapsed < .seconds(20))
        let status = try #require(try await SpriteStatus.all(database: database, home: home).first)
        #expect(status.notFetched == 30 && status.failed == 0 && status.missing == 0 && status.cached == 0)
        #expect(allFiles(under: home.spritesURL).allSatisfy { !$0.hasSuffix(".tmp") })

        // When the sprites can be had again, the next fetch completes the job
        let healthy = try SpriteServer()
        options.templateOverride = healthy.template
        options.deadline = .seconds(60)
        let resumed = try await SpriteFetcher(database: database, home: home).fetch([game], options: options)
        #expect(resumed.isComplete && resumed.downloaded == 30 && resumed.notFetched == 0)
    }
}

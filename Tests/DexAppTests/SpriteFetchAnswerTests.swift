import Testing

@testable import DexApp

/// When a fetch got its answer for a game, which turns a `--no-sprites` game's downloads back on: a sprite downloaded,
/// even beside failures, or nothing left to fetch; not when every download it tried failed or the deadline came first.
@Suite struct SpriteFetchAnswerTests {
    static let problem = SpriteFetchSummary.Problem(pokemon: "#001 Bulbasaur", sprite: "bulbasaur", reason: "HTTP 500")

    static func result(
        downloaded: Int = 0, cached: Int = 0, missing: Int = 0, failed: Int = 0, notFetched: Int = 0, removed: Bool = false
    ) -> SpriteFetchSummary.GameResult {
        SpriteFetchSummary.GameResult(
            game: "firered", name: "Pokémon FireRed", total: cached + missing + failed + notFetched, cached: cached,
            downloaded: downloaded, bytesDownloaded: 100 * downloaded, missing: Array(repeating: problem, count: missing),
            failed: Array(repeating: problem, count: failed), notFetched: notFetched, keptOldCopy: 0, removed: removed)
    }

    @Test func aDownloadIsAnAnswerEvenBesideFailures() {
        #expect(Self.result(downloaded: 1, cached: 1, failed: 3).gotAnAnswer)
        #expect(Self.result(downloaded: 2, cached: 2, notFetched: 5).gotAnAnswer)
    }

    @Test func nothingLeftToFetchIsAnAnswer() {
        #expect(Self.result(cached: 151).gotAnAnswer)
        #expect(Self.result(cached: 150, missing: 1).gotAnAnswer)
        #expect(Self.result(missing: 2).gotAnAnswer)
    }

    @Test func failuresOrTheDeadlineWithoutADownloadAreNoAnswer() {
        #expect(!Self.result(failed: 151).gotAnAnswer)
        #expect(!Self.result(cached: 150, failed: 1).gotAnAnswer)
        #expect(!Self.result(cached: 10, notFetched: 141).gotAnAnswer)
    }

    @Test func aGameRemovedMeanwhileGotNoAnswer() {
        #expect(!Self.result(downloaded: 5, cached: 5, removed: true).gotAnAnswer)
    }
}

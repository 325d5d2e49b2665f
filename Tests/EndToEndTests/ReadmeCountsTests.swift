import DexTestSupport
import Foundation
import Testing

/// The counts the README gives for games agree with what the binary adds.
@Suite(.tags(.endToEnd)) struct ReadmeCountsTests {
    static let readme: String =
        (try? String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    private func total(adding arguments: [String]) async throws -> Int {
        let dex = try DexProcess(manifest: nil)
        let added = try await dex.succeed(["add-game"] + arguments + ["--no-sprites"])
        let count = try #require(added.firstMatch(of: /: (\d+) Pokémon to catch/)?.1)
        return try #require(Int(count))
    }

    @Test func theBrowseExamplesFireRedTotalIsABulbasaurRunsList() async throws {
        // The example shows Bulbasaur caught: a Bulbasaur run.
        let shown = try #require(Self.readme.firstMatch(of: /Pokémon FireRed  \d+\/(\d+) caught/)?.1)
        await #expect(try total(adding: ["firered", "--starter", "bulbasaur"]) == Int(shown))
    }

    @Test func theLivingDexCountIsTheNationalGames() async throws {
        let shown = try #require(Self.readme.firstMatch(of: /tracks all ([\d,]+) species/)?.1)
        await #expect(try total(adding: ["national"]) == Int(shown.replacing(",", with: "")))
    }
}

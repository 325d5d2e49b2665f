import DexTestSupport
import Foundation
import Testing

/// A `where` row says only what its heading does not: the heading names the place and the way.
@Suite(.tags(.endToEnd)) struct WhereRowWordsTests {
    @Test func rowsKeepOnlyWhatTheHeadingDoesNotSay() async throws {
        let dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "heartgold", "--starter", "chikorita", "--no-sprites"])
        let output = try await dex.succeed(["where", "route 29"])
        let walking = try #require(output.components(separatedBy: "Route 29 · walking\n").last)
        let pidgey = try #require(walking.split(separator: "\n").first { $0.contains("Pidgey") })
        #expect(pidgey.hasSuffix("Pidgey    morning/day"), "\(output)")
        #expect(!output.contains("Route 29 (") && !output.contains("(walking"), "\(output)")
        let headbutt = try #require(output.components(separatedBy: "Route 29 · Headbutt\n").last)
        let exeggcute = try #require(headbutt.split(separator: "\n").first { $0.contains("Exeggcute") })
        #expect(exeggcute.hasSuffix("Exeggcute"), "\(output)")
    }
}

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

    /// A place of many areas is headed by its shared name and the number of areas, then a line for each area.
    @Test func aPlaceOfManyAreasReadsAsASummaryPerArea() async throws {
        let dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "nidoran-f"])
        let lines = try await dex.succeed(["where", "safari zone"]).split(separator: "\n").map(String.init)
        try #require(lines.count > 4, "\(lines)")
        #expect(lines[0].hasPrefix("Safari Zone (4 areas) in Pokémon FireRed: 1/"), "\(lines)")
        let areas = ["Area 1, east", "Area 2, north", "Area 3, west", "middle"].map { "  Safari Zone (\($0))" }
        for (line, area) in zip(lines[1...4], areas) {
            #expect(line.hasPrefix(area) && line.contains("walking") && line.hasSuffix(" caught"), "\(lines)")
        }
        #expect(lines[1...4].contains { $0.contains(" 1/") }, "\(lines)")
    }
}

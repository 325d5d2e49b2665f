import DexTestSupport
import Foundation
import Testing

/// Catching the last Pokémon a run can reach says so, once, with what is left that needs a trade or an event.
@Suite(.tags(.endToEnd)) struct RunCompletionTests {
    private func numbers(_ dex: DexProcess, _ arguments: [String]) async throws -> [Int] {
        let output = try await dex.succeed(["list", "--json"] + arguments)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require(object["pokemon"] as? [[String: Any]]).compactMap { $0["dexNumber"] as? Int }
    }

    @Test func theLastReachableCatchSaysWhatIsLeft() async throws {
        let dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "red", "--starter", "bulbasaur", "--no-sprites"])
        let reachable = try await numbers(dex, ["--missing", "--reachable"])
        let trade = try await numbers(dex, ["--missing", "--needs-trade"]).count
        let event = try await numbers(dex, ["--missing"]).count - reachable.count - trade
        #expect(reachable.count > 2 && trade > 0)

        let allButOne = try await dex.succeed(["mark"] + reachable.dropLast().map(String.init))
        #expect(!allButOne.contains("Everything this run can get"))
        let last = try await dex.succeed(["mark", String(try #require(reachable.last))])
        let left =
            "\(trade) that need\(trade == 1 ? "s" : "") a trade"
            + (event > 0 ? " and \(event) that need\(event == 1 ? "s" : "") an event" : "")
        #expect(
            last.hasSuffix(
                "Everything this run can get in Pokémon Red is caught. Left: \(left) ('dex list --missing' lists them).\n"),
            "\(last)")
        // Once: a mark that changes nothing, or of what needs a trade, says nothing more.
        #expect(!(try await dex.succeed(["mark", String(try #require(reachable.last))]).contains("Everything")))
    }

    @Test func aGameWithNothingLeftIsComplete() async throws {
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        #expect(
            try await dex.succeed(["mark", "25"]).hasSuffix("Pokémon Yellow is complete: every Pokémon of its list is caught.\n"))
    }
}

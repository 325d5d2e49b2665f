import DexTestSupport
import Foundation
import Testing

/// `dex list --reachable` and `--needs-trade`, alone and with `--missing`, on the bundled game data: the reachable
/// are what `dex progress` counts, and the missing split into what this run can still get, what takes a trade and
/// what takes an event.
@Suite(.tags(.endToEnd)) struct ReachFilterCommandTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "red", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "1", "hitmonlee", "25"])
    }

    private func listed(_ arguments: [String]) async throws -> [[String: Any]] {
        let output = try await dex.succeed(["list", "--json"] + arguments)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require(object["pokemon"] as? [[String: Any]])
    }

    private func numbers(_ arguments: [String]) async throws -> Set<Int> {
        await Set(try listed(arguments).compactMap { $0["dexNumber"] as? Int })
    }

    @Test func theReachableAreWhatProgressCounts() async throws {
        let progress = try #require(
            try JSONSerialization.jsonObject(with: Data(try await dex.succeed(["progress", "--json"]).utf8)) as? [String: Any])
        let reachable = try #require((progress["games"] as? [[String: Any]])?.first?["reachable"] as? Int)
        await #expect(try listed(["--reachable"]).count == reachable)
        await #expect(try listed(["--missing", "--reachable"]).count == reachable - 3)
        #expect(try await dex.succeed(["progress"]).contains("caught 3 of the \(reachable) this run can reach"))
    }

    @Test func theMissingSplitIntoReachableNeedsATradeAndEvents() async throws {
        let missing = try await listed(["--missing"])
        let reachable = try await numbers(["--missing", "--reachable"])
        let trade = try await numbers(["--missing", "--needs-trade"])
        #expect(reachable.isDisjoint(with: trade))
        #expect(!trade.isEmpty && !reachable.isEmpty)
        for pokemon in missing {
            let number = try #require(pokemon["dexNumber"] as? Int)
            let availability = pokemon["availability"] as? String
            let passedOver = pokemon["passedOver"] as? Bool == true
            switch availability {
            case "obtainable": #expect(reachable.contains(number) != passedOver, "#\(number)")
            case "other-version", "trade-evolution": #expect(trade.contains(number), "#\(number)")
            default: #expect(!reachable.contains(number) && !trade.contains(number), "#\(number) \(availability ?? "")")
            }
        }
        #expect(trade.contains(107), "Hitmonchan, passed over by Hitmonlee, takes a trade")
        #expect(!reachable.contains(107))
        #expect(trade.contains(65), "Alakazam evolves by a link trade")
    }

    @Test func theTextListAndItsJSONSayWhichFilter() async throws {
        let text = try await dex.succeed(["list", "--missing", "--needs-trade"])
        #expect(text.contains("Hitmonchan") && !text.contains("Ivysaur"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(try await dex.succeed(["list", "--needs-trade", "--json"]).utf8))
                as? [String: Any])
        #expect(object["reach"] as? String == "needs-trade")
        let both = try await dex.run(["list", "--reachable", "--needs-trade"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("choose one of --reachable and --needs-trade"), "\(both.stderr)")
    }
}

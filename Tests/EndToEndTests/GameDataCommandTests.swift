import DexTestSupport
import Foundation
import Testing

/// The game data end to end, on the bundled manifest: every way in `show`, `dex where`, choice groups and what a run can
/// still complete, availability classes, clear words for what the list lacks, and Pokémon received in a trade.
@Suite(.tags(.endToEnd)) struct GameDataCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    private func object(_ arguments: [String]) async throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(try await dex.succeed(arguments).utf8)) as? [String: Any])
    }

    @Test func wherePlaceListsEveryPokemonThereByWay() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "oddish"])
        let output = try await dex.succeed(["where", "ROUTE-12"])
        #expect(output.hasPrefix("Route 12 in Pokémon FireRed: 1/"), "\(output)")
        let walking = try #require(output.components(separatedBy: "Route 12 · walking\n").last)
        for name in ["Oddish", "Gloom", "Venonat"] { #expect(walking.contains(name), "\(output)") }
        #expect(walking.contains("✓  #043  Oddish"), "\(output)")
        #expect(output.contains("Route 12 · Super Rod"))
        // "route 1" is Route 1, not Route 12
        #expect(!(try await dex.succeed(["where", "route 1"])).contains("Route 12"))
        let missing = try await dex.succeed(["where", "route 12", "--missing"])
        #expect(!missing.contains("Oddish") && missing.contains("Gloom"))
        let unknown = try await dex.run(["where", "Rout 99"])
        #expect(
            unknown.status == 1
                && unknown.stderr.hasPrefix("Error: no way to get a Pokémon in Pokémon FireRed is at a place matching 'Rout 99'"))
    }

    @Test func whereFindsHeartGoldsRoute30() async throws {
        try await dex.succeed(["add-game", "heartgold", "--starter", "cyndaquil", "--no-sprites"])
        let json = try await object(["where", "route 30", "--json"])
        let groups = try #require(json["groups"] as? [[String: Any]])
        let names = Set(
            groups.flatMap {
                ($0["pokemon"] as? [[String: Any]] ?? []).compactMap { ($0["pokemon"] as? [String: Any])?["name"] as? String }
            })
        #expect(names.isSuperset(of: ["Caterpie", "Pidgey", "Rattata"]), "\(names)")
        #expect(names.count >= 5)
    }

    @Test func showListsEveryWayAndTheClass() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let oddish = try await dex.succeed(["show", "oddish", "--no-sprite"])
        #expect(
            oddish.contains("Ways:     Route 24 (walking)\n") && oddish.contains("          Route 12 (walking)\n"), "\(oddish)")
        let alakazam = try await dex.succeed(["show", "alakazam", "--no-sprite"])
        #expect(alakazam.contains("Class:    needs a link trade to evolve"), "\(alakazam)")
        let json = try await object(["show", "65", "--json"])
        #expect((json["pokemon"] as? [String: Any])?["availability"] as? String == "trade-evolution")
        #expect((json["ways"] as? [[String: Any]])?.first?["text"] as? String == "Evolve Kadabra (trade)")
        #expect(try await dex.succeed(["list", "--search", "alakazam"]).contains("link trade · Evolve Kadabra (trade)"))
    }

    @Test func aChoicePassesOverTheOtherOptionsAndProgressCountsWhatIsLeft() async throws {
        try await dex.succeed(["add-game", "red", "--starter", "bulbasaur", "--no-sprites"])
        func reachable() async throws -> Int {
            try await #require(((try object(["progress", "--json"]))["games"] as? [[String: Any]])?.first?["reachable"] as? Int)
        }
        let before = try await reachable()
        #expect(try await dex.succeed(["list", "--search", "hitmonchan"]).contains("one of: Hitmonlee, Hitmonchan"))
        try await dex.succeed(["mark", "hitmonlee"])
        await #expect(try reachable() == before - 1, "Hitmonchan is passed over")
        #expect(try await dex.succeed(["list", "--search", "hitmonchan"]).contains("passed over (you have Hitmonlee)"))
        #expect(try await dex.succeed(["show", "hitmonchan", "--no-sprite"]).contains("passed over: you have Hitmonlee"))
        let listed = try await #require((try object(["list", "--json", "--search", "hitmon"]))["pokemon"] as? [[String: Any]])
        let chan = try #require(listed.first { $0["name"] as? String == "Hitmonchan" })
        #expect(chan["passedOver"] as? Bool == true)
        #expect((chan["choiceGroup"] as? [String: Any])?["members"] as? [Int] == [106, 107])
        #expect(try await dex.succeed(["progress"]).contains("caught 1 of the \(before - 1) this run can reach"))
    }

    @Test func aRangeOrListTheStarterRulesOutGetsItsReasonAndACommandToPaste() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let one = try await dex.run(["mark", "4"])
        #expect(one.stderr.hasSuffix("run 'dex mark 4 --traded'\n"), "not #004, which a shell reads as a comment: \(one.stderr)")
        let range = try await dex.run(["mark", "4-6"])
        #expect(
            range.status == 1
                && range.stderr
                    == "Error: no Pokémon '4-6' in Pokémon FireRed: ruled out by your starter choice (Bulbasaur); to record "
                    + "them received in a trade, run 'dex mark 4-6 --traded'\n",
            "\(range.stderr)")
        let list = try await dex.run(["mark", "4,7"])
        #expect(
            list.stderr.contains("no Pokémon '#004' or '#007' in Pokémon FireRed: ruled out by your starter choice")
                && list.stderr.hasSuffix("run 'dex mark 4 7 --traded'\n"), "\(list.stderr)")
        let mixed = try await dex.run(["mark", "4", "mime jr"])
        #expect(!mixed.stderr.contains("ruled out"), "two reasons are not one: \(mixed.stderr)")
        #expect(try await dex.succeed(["mark", "4-6", "--traded"]).contains("Caught #006 Charizard"))
        #expect(try await dex.succeed(["list", "--search", "6"]).contains("traded"))
    }

    @Test func aMarkTheListLacksSaysWhyAndATradedOneCanBeAdded() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let ruledOut = try await dex.run(["mark", "charmander"])
        #expect(ruledOut.status == 1)
        #expect(
            ruledOut.stderr.hasPrefix(
                "Error: no Pokémon 'charmander' in Pokémon FireRed: ruled out by your starter choice (Bulbasaur)"),
            "\(ruledOut.stderr)")
        let foreign = try await dex.run(["mark", "teddiursa"])
        #expect(foreign.status == 1 && foreign.stderr.contains("not in this game's Pokédex"), "\(foreign.stderr)")
        #expect(try await dex.run(["mark", "charmandr"]).stderr.contains("nothing was changed"))
        #expect(try await dex.run(["show", "charmander"]).stderr.contains("ruled out by your starter choice (Bulbasaur)"))

        #expect(try await dex.succeed(["mark", "charmander", "--traded"]).contains("Caught #004 Charmander"))
        #expect(try await dex.succeed(["list", "--caught"]).contains("Charmander  traded"))
        // Kept through export and import
        let backup = dex.home.appendingPathComponent("backup.json").path
        try await dex.succeed(["export", "-o", backup])
        try await dex.succeed(["db", "reset", "--yes"])
        try await dex.succeed(["import", backup])
        let charmander = try await #require(
            ((try object(["list", "--json", "--caught"]))["pokemon"] as? [[String: Any]])?.first { $0["dexNumber"] as? Int == 4 })
        #expect(charmander["traded"] as? Bool == true)
        // …and through CSV into a game tracked already
        let csv = dex.home.appendingPathComponent("backup.csv").path
        try await dex.succeed(["export", "--format", "csv", "-o", csv])
        try await dex.succeed(["remove-game", "firered", "--yes"])
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["import", csv])
        #expect(try await dex.succeed(["list", "--caught"]).contains("Charmander  traded"))
    }
}

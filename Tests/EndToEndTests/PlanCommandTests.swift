import DexTestSupport
import Foundation
import Testing

/// `dex plan` on FireRed and LeafGreen with catches in both, and the national living dex: each Pokémon not caught
/// once, in the first section that fits it; places in the order the game reaches them; trades between the two and
/// into the living dex; choices not made yet shown as choices; and `--json` the same plan as the text.
@Suite(.tags(.endToEnd)) struct PlanCommandTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "leafgreen", "--starter", "charmander", "--no-sprites"])
        try await dex.succeed(["add-game", "national", "--no-sprites"])
        try await dex.succeed(["--game", "firered", "mark", "1", "25", "133", "64"])
        try await dex.succeed(["--game", "leafgreen", "mark", "4", "27"])
    }

    private func plan(_ game: String) async throws -> [String: Any] {
        let output = try await dex.succeed(["plan", "--game", game, "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    /// Dex number → the section (and, for a place or a choice, its name) each step of the plan is in.
    private func sections(_ plan: [String: Any]) throws -> [Int: [String]] {
        var found: [Int: [String]] = [:]
        func add(_ steps: Any?, _ section: String) {
            for step in steps as? [[String: Any]] ?? [] {
                if let number = step["dexNumber"] as? Int { found[number, default: []].append(section) }
            }
        }
        for place in plan["catchHere"] as? [[String: Any]] ?? [] {
            add(place["pokemon"], "catch:" + (place["place"] as? String ?? ""))
        }
        for choice in plan["choices"] as? [[String: Any]] ?? [] { add(choice["options"], "choice") }
        for key in ["evolve", "breed", "fromOtherGames", "otherVersion", "events"] { add(plan[key], key) }
        return found
    }

    private func missing(_ game: String) async throws -> Set<Int> {
        let output = try await dex.succeed(["list", "--game", game, "--missing", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return Set((object["pokemon"] as? [[String: Any]] ?? []).compactMap { $0["dexNumber"] as? Int })
    }

    @Test(arguments: ["firered", "leafgreen", "national"])
    func eachMissingPokemonIsListedOnce(game: String) async throws {
        let plan = try await plan(game)
        let found = try sections(plan)
        #expect(Set(found.keys) == (try await missing(game)))
        #expect(found.values.allSatisfy { $0.count == 1 }, "\(found.filter { $0.value.count > 1 })")
        #expect(plan["left"] as? Int == found.count)
    }

    @Test func eachPokemonIsInTheFirstSectionThatFitsIt() async throws {
        let found = try sections(try await plan("firered"))
        #expect(found[16] == ["catch:Route 1"], "Pidgey is caught on Route 1")
        #expect(found[2] == ["evolve"], "Ivysaur evolves from the Bulbasaur caught")
        #expect(found[172] == ["breed"], "Pichu is bred from the Pikachu caught")
        #expect(found[27] == ["fromOtherGames"], "Sandshrew, LeafGreen's, was caught there")
        #expect(found[65] == ["evolve"], "Alakazam evolves from Kadabra by a trade")
        #expect(found[151] == ["events"])
        #expect(found[1] == nil, "Bulbasaur is caught")
    }

    @Test func placesComeInTheOrderTheGameReachesThem() async throws {
        let places = (try await plan("firered")["catchHere"] as? [[String: Any]] ?? []).compactMap { $0["place"] as? String }
        #expect(places.first == "Route 1")
        let index = { (place: String) in places.firstIndex(of: place) ?? .max }
        #expect(index("Viridian Forest") < index("Mt. Moon (1F)"))
        #expect(index("Mt. Moon (1F)") < index("Cerulean Cave (1F)"))
    }

    @Test func tradesAndTransfersNameTheGameAndTheWay() async throws {
        let text = try await dex.succeed(["plan", "--game", "firered"])
        #expect(text.contains("#027 Sandshrew — Caught in Pokémon LeafGreen: trade"))
        #expect(text.contains("#064 Kadabra") == false, "Kadabra is caught")
        #expect(text.contains("#065 Alakazam — Evolve your Kadabra (trade): needs a trade, with Pokémon LeafGreen"))
        let national = try await dex.succeed(["plan", "--game", "national"])
        #expect(national.contains("#004 Charmander — Caught in Pokémon LeafGreen: it counts for your living dex"))
        #expect(national.contains("#025 Pikachu — Caught in Pokémon FireRed: it counts for your living dex"))
    }

    @Test func choicesNotMadeAreShownAsChoices() async throws {
        let plan = try await plan("firered")
        let choices = plan["choices"] as? [[String: Any]] ?? []
        let fossils = try #require(
            choices.first { ($0["options"] as? [[String: Any]] ?? []).contains { $0["dexNumber"] as? Int == 138 } })
        let options = Set((fossils["options"] as? [[String: Any]] ?? []).compactMap { $0["dexNumber"] as? Int })
        #expect(options == [138, 140], "Omanyte or Kabuto, one choice")
        let text = try await dex.succeed(["plan", "--game", "firered"])
        #expect(text.contains("Choose one (\(fossils["name"] as? String ?? "")):"))
    }

    @Test func theNationalPlanShowsAGenerationsStartersAsOneChoiceUntilOneIsCaught() async throws {
        let plan = try await plan("national")
        let choices = (plan["choices"] as? [[String: Any]] ?? []).map {
            Set(($0["options"] as? [[String: Any]] ?? []).compactMap { $0["dexNumber"] as? Int })
        }
        #expect(choices.contains([152, 155, 158]), "no run has taken a Johto starter")
        #expect(!choices.contains { $0.contains(7) }, "Bulbasaur, caught in FireRed, made the Kanto choice")
        let found = try sections(plan)
        #expect(found[7] == ["otherVersion"])
        let text = try await dex.succeed(["plan", "--game", "national"])
        #expect(text.contains("Choose one (the generation 2 starter):"))
        #expect(text.split(separator: "\n").first?.contains("to choose from in") == true)
    }

    @Test func theLivingDexEvolvesAndBreedsFromWhatItHolds() async throws {
        try await dex.succeed(["--game", "national", "mark", "25", "133"])
        let found = try sections(try await plan("national"))
        #expect(found[26] == ["evolve"], "Raichu from a second Pikachu")
        #expect(found[134] == ["evolve"], "Vaporeon from a second Eevee")
        #expect(found[172] == ["breed"], "Pichu bred from the Pikachu")
        #expect(found[2] == ["fromOtherGames"], "Ivysaur: no Bulbasaur in the living dex, FireRed can evolve one")
        let text = try await dex.succeed(["plan", "--game", "national"])
        #expect(text.contains("#026 Raichu — Evolve another Pikachu (Thunder Stone)"))
    }

    @Test func theTextSaysWhatTheJSONSays() async throws {
        let plan = try await plan("firered")
        let text = try await dex.succeed(["plan", "--game", "firered"])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == plan["summary"] as? String)
        var steps = 0
        for section in ["evolve", "breed", "fromOtherGames", "otherVersion", "events"] {
            for step in plan[section] as? [[String: Any]] ?? [] {
                let number = String(format: "#%03d", step["dexNumber"] as? Int ?? 0)
                let how = step["how"] as? String ?? ""
                #expect(lines.contains("  \(number) \(step["name"] as? String ?? "")" + (how.isEmpty ? "" : " — \(how)")))
                steps += 1
            }
        }
        let placeSteps = (plan["catchHere"] as? [[String: Any]] ?? []).reduce(0) {
            $0 + (($1["pokemon"] as? [Any])?.count ?? 0)
        }
        let choiceSteps = (plan["choices"] as? [[String: Any]] ?? []).reduce(0) {
            $0 + (($1["options"] as? [Any])?.count ?? 0)
        }
        #expect(lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }.count == steps + placeSteps + choiceSteps)
        #expect(plan["left"] as? Int == steps + placeSteps + choiceSteps)
    }
}

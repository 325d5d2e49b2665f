import DexTestSupport
import Foundation
import Testing

/// `dex where` and `dex show` in Omega Ruby/Alpha Sapphire, whose wild places come from
/// Resources/encounters-pkhex.json beside PokeAPI's gifts, statics and hordes, on the bundled manifest, run as a user
/// runs them.
@Suite(.tags(.endToEnd)) struct OmegaRubyWhereTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    @Test func whereListsRoute102sWildPokemonByWay() async throws {
        try await dex.succeed(["add-game", "omega-ruby", "--starter", "mudkip", "--no-sprites"])
        try await dex.succeed(["mark", "surskit"])
        let output = try await dex.succeed(["where", "route 102"])
        #expect(output.hasPrefix("Route 102 in Pokémon Omega Ruby: 1/"), "\(output)")
        let walking = try #require(output.components(separatedBy: "Route 102 · walking\n").last)
        for name in ["Zigzagoon", "Ralts", "Seedot"] { #expect(walking.contains(name), "\(output)") }
        #expect(walking.contains("✓  #283  Surskit"), "\(output)")
        for heading in ["Route 102 · surfing", "Route 102 · Old Rod", "Route 102 · DexNav", "Route 102 · horde"] {
            #expect(output.contains(heading), "\(output)")
        }
        // "route 102" is not Route 103.
        #expect(!output.contains("Route 103"), "\(output)")
        let missing = try await dex.succeed(["where", "route 102", "--missing"])
        #expect(!missing.contains("Surskit") && missing.contains("Ralts"), "\(missing)")
        let unknown = try await dex.run(["where", "Rout 999"])
        #expect(
            unknown.status == 1
                && unknown.stderr.hasPrefix(
                    "Error: no way to get a Pokémon in Pokémon Omega Ruby is at a place matching 'Rout 999'"),
            "\(unknown.stderr)")
    }

    @Test func miloticListsBeautyAndThePrismScaleTradeAndLandorusItsPlace() async throws {
        try await dex.succeed(["add-game", "omega-ruby", "--starter", "mudkip", "--no-sprites"])
        let milotic = try await dex.succeed(["show", "milotic", "--no-sprite"])
        #expect(milotic.contains("Hint:     Evolve Feebas (level up, high beauty)\n"), "\(milotic)")
        #expect(
            milotic.contains(
                "Ways:     Evolve Feebas (level up, high beauty)\n          Evolve Feebas (trade, holding Prism Scale)\n"),
            "\(milotic)")
        let landorus = try await dex.succeed(["show", "landorus", "--no-sprite"])
        #expect(
            landorus.contains("Not in Omega Ruby alone: Soaring in the sky needs Thundurus from Alpha Sapphire"),
            "\(landorus)")
    }

    @Test func formerlyUnplacedPokemonHaveTheirPlacesOrSayHowTheyAreObtained() async throws {
        try await dex.succeed(["add-game", "omega-ruby", "--starter", "mudkip", "--no-sprites"])
        let abra = try await dex.succeed(["show", "abra", "--no-sprite"])
        #expect(abra.contains("Granite Cave (walking)"), "\(abra)")
        #expect(try await dex.succeed(["where", "granite cave"]).contains("Abra"))
        #expect(try await dex.succeed(["show", "clamperl", "--no-sprite"]).contains("(diving on seaweed)"))
        #expect(try await dex.succeed(["show", "lileep", "--no-sprite"]).contains("Gift: Rustboro City"))
        #expect(try await dex.succeed(["show", "natu", "--no-sprite"]).contains("Breed Xatu"))
        // Alpha Sapphire's Sableye is not in Omega Ruby's wild.
        let sableye = try await dex.succeed(["show", "sableye", "--no-sprite"])
        #expect(sableye.contains("Not in Omega Ruby: trade from Alpha Sapphire"), "\(sableye)")
        let list = try await dex.succeed(["list"])
        #expect(!list.contains("the data has no location"), "\(list)")
    }
}

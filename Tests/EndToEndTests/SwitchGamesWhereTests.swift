import DexTestSupport
import Foundation
import Testing

/// `dex where` and `dex show` in the Switch games whose places come from Resources/encounters-pkhex.json, on the
/// bundled manifest, run as a user runs them.
@Suite(.tags(.endToEnd)) struct SwitchGamesWhereTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    @Test func whereFindsScarletsSouthProvinceWithItsAreas() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "sprigatito", "--no-sprites"])
        try await dex.succeed(["mark", "wo-chien"])
        let output = try await dex.succeed(["where", "south province"])
        let heading = output.prefix { $0 != "\n" }
        #expect(heading.hasPrefix("South Province (") && heading.contains(" in Pokémon Scarlet: 1/"), "\(heading)")
        for heading in ["South Province (Area One) · walking", "South Province (Area One) · static encounter"] {
            #expect(output.contains(heading), "\(output)")
        }
        let areaOne = try await dex.succeed(["where", "south province (area one)"])
        #expect(areaOne.contains("✓  #1001  Wo-Chien"), "\(areaOne)")
        #expect(!areaOne.contains("Area Two"), "\(areaOne)")
        let woChien = try await dex.succeed(["show", "wo-chien", "--no-sprite"])
        #expect(woChien.contains("South Province (Area One), static encounter"), "\(woChien)")
        // Kitakami is part of the same game.
        #expect(try await dex.succeed(["where", "kitakami wilds"]).contains("Kitakami Wilds · walking"))
    }

    @Test func brilliantDiamondPlacesItsLegendariesAndListsThemInTheNationalSection() async throws {
        let added = try await dex.succeed(["add-game", "brilliant-diamond", "--starter", "turtwig", "--no-sprites"])
        #expect(added.hasPrefix("Added Pokémon Brilliant Diamond with Turtwig: "), "\(added)")
        let giratina = try await dex.succeed(["show", "giratina", "--no-sprite"])
        #expect(giratina.contains("Regional: R487 (national)"), "\(giratina)")
        #expect(giratina.contains("Turnback Cave (static encounter)"), "\(giratina)")
        #expect(try await dex.succeed(["where", "lake acuity"]).contains("Uxie"))
        let park = try await dex.succeed(["where", "ramanas park"])
        for name in ["Mewtwo", "Raikou", "Latias"] { #expect(park.contains(name), "\(park)") }
        #expect(!park.contains("Articuno"), "Shining Pearl's: \(park)")
        #expect(try await dex.succeed(["where", "grand underground"]).contains("Grand Underground ("))
    }

    @Test func legendsArceusAndZAHaveTheirPlaces() async throws {
        try await dex.succeed(["add-game", "legends-arceus", "--starter", "rowlet", "--no-sprites"])
        #expect(try await dex.succeed(["where", "obsidian fieldlands"]).contains("Bidoof"))
        let uxie = try await dex.succeed(["show", "uxie", "--no-sprite"])
        #expect(uxie.contains("Acuity Cavern (static encounter)"), "\(uxie)")
        try await dex.succeed(["add-game", "legends-za", "--starter", "tepig", "--no-sprites"])
        #expect(try await dex.succeed(["where", "wild zone 1"]).contains("Wild Zone 1 · walking"))
    }
}

import DexTestSupport
import Foundation
import Testing

/// The ways an audit against the games' own data corrected, as `dex where` and `dex show` give them: Let's Go's Silph
/// Co. Lapras, Diamond's Rotom at night, Ultra Sun's Poipole without an egg, Sun's Necrozma shiny-locked.
@Suite(.tags(.endToEnd)) struct AuditedWaysCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    @Test func theCorrectedWaysAreWhatWhereAndShowSay() async throws {
        try await dex.succeed(["add-game", "lets-go-pikachu", "--no-sprites"])
        let silph = try await dex.succeed(["where", "silph co"])
        #expect(silph.contains("Silph Co. · gift") && silph.contains("Lapras"), "\(silph)")
        try await dex.succeed(["add-game", "diamond", "--starter", "turtwig", "--no-sprites"])
        let rotom = try await dex.succeed(["show", "rotom", "--no-sprite"])
        #expect(rotom.contains("Old Chateau (2F left room), static encounter, acquired National Pokédex, night"), "\(rotom)")
        try await dex.succeed(["add-game", "ultra-sun", "--starter", "rowlet", "--no-sprites"])
        let poipole = try await dex.succeed(["show", "poipole", "--no-sprite"])
        #expect(poipole.contains("Gift: Ultra Megalopolis") && !poipole.contains("Breed"), "\(poipole)")
        try await dex.succeed(["add-game", "sun", "--starter", "rowlet", "--no-sprites"])
        let necrozma = try await dex.run(["mark", "necrozma", "--shiny"])
        #expect(necrozma.status != 0, "\(necrozma.stdout)")
    }
}

import DexTestSupport
import Foundation
import SaveFileSupport
import Testing

/// Deoxys held in a generation 3 save marks the form its game shows it in (Bulbapedia, "Deoxys"): Ruby/Sapphire the
/// Normal Forme, FireRed Attack, LeafGreen Defense, Emerald Speed. The tracked game says which of FireRed and LeafGreen
/// wrote their shared layout; an Emerald save says so itself, even into the national dex; a FireRed/LeafGreen save
/// into the national dex keeps the default form.
extension SaveFormsAndShiniesTests {
    struct DeoxysCase: Sendable, CustomTestStringConvertible {
        var version: Gen3SaveWriter.Version
        var game: String
        var starter: String
        var caught: [String]
        var testDescription: String { "\(version) into \(game)" }
    }

    static let deoxysCases: [DeoxysCase] = [
        DeoxysCase(version: .fireRedLeafGreen, game: "firered", starter: "bulbasaur", caught: ["386 attack"]),
        DeoxysCase(version: .fireRedLeafGreen, game: "leafgreen", starter: "bulbasaur", caught: ["386 defense"]),
        DeoxysCase(version: .emerald, game: "emerald", starter: "treecko", caught: ["386 speed"]),
        DeoxysCase(version: .rubySapphire, game: "ruby", starter: "treecko", caught: ["386"]),
    ]

    static func deoxysSave(_ version: Gen3SaveWriter.Version) -> [UInt8] {
        var writer = Gen3SaveWriter(version)
        writer.owned = [386]
        writer.seen = [386]
        writer.party = [Gen3SaveWriter.Pokemon(species: 410)]  // Deoxys's internal number
        return writer.bytes()
    }

    @Test(arguments: deoxysCases)
    func deoxysIsMarkedInTheFormOfTheTrackedGame(_ save: DeoxysCase) async throws {
        try await dex.succeed(["add-game", save.game, "--forms", "--starter", save.starter, "--no-sprites"])
        try await dex.succeed(["import-save", try write(Self.deoxysSave(save.version)), "--owned"])
        #expect(try caught(save.game) == save.caught)
    }

    @Test(arguments: [
        (Gen3SaveWriter.Version.emerald, "386 speed"), (.fireRedLeafGreen, "386"), (.rubySapphire, "386"),
    ])
    func deoxysIntoTheNationalDexHasItsFormOnlyWhereTheSaveTellsIt(version: Gen3SaveWriter.Version, form: String) async throws {
        try await dex.succeed(["add-game", "national", "--forms", "--no-sprites"])
        try await dex.succeed(["import-save", try write(Self.deoxysSave(version)), "--owned", "--game", "national"])
        #expect(try caught("national") == [form])
    }
}

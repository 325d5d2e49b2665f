import DexTestSupport
import Foundation
import Testing

/// `dex show`, `dex mark` and `dex where` for Pokémon an event gives, event-gated gifts and roaming Pokémon, on the
/// bundled manifest, run as a user runs them.
@Suite(.tags(.endToEnd)) struct EventPokemonCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    @Test func emeraldListsFarawayIslandsMewAsAnEventPokemon() async throws {
        try await dex.succeed(["add-game", "emerald", "--starter", "treecko", "--no-sprites"])
        let mew = try await dex.succeed(["show", "mew", "--no-sprite"])
        #expect(mew.contains("Not in Emerald: event only (Old Sea Map)"), "\(mew)")
        #expect(mew.contains("Class:    needs an event or is not obtainable"), "\(mew)")
        let lugia = try await dex.succeed(["show", "lugia", "--no-sprite"])
        #expect(lugia.contains("Not in Emerald: event only (Mystic Ticket)"), "\(lugia)")
        // A player who went to Faraway Island records the Mew like any other.
        let marked = try await dex.succeed(["mark", "mew"])
        #expect(marked.contains("Mew"), "\(marked)")
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let fireRedMew = try await dex.succeed(["show", "mew", "--no-sprite"])
        #expect(fireRedMew.contains("Not in FireRed: event only"), "\(fireRedMew)")
        #expect(!fireRedMew.contains("Old Sea Map"), "Emerald's item, not FireRed's: \(fireRedMew)")
    }

    @Test func blacksEventGiftsAreNotObtainableAndItsRoamerRoamsUnova() async throws {
        try await dex.succeed(["add-game", "black", "--starter", "snivy", "--no-sprites"])
        let zorua = try await dex.succeed(["show", "zorua", "--no-sprite"])
        #expect(zorua.contains("Not in Black: trade from Black 2"), "\(zorua)")
        #expect(!zorua.contains("Game Freak"), "\(zorua)")
        let tornadus = try await dex.succeed(["show", "tornadus", "--no-sprite"])
        #expect(tornadus.contains("Roaming Unova (roaming in grass, met Tornadus or Thundurus in a cutscene)"), "\(tornadus)")
        let unova = try await dex.succeed(["where", "roaming unova"])
        #expect(unova.contains("Roaming Unova · roaming in grass"), "\(unova)")
        #expect(unova.contains("Tornadus"), "\(unova)")
    }

    @Test func platinumsRuinsNeedAnEventRegigigasAndSnowpointTempleTheThree() async throws {
        try await dex.succeed(["add-game", "platinum", "--starter", "turtwig", "--no-sprites"])
        let regirock = try await dex.succeed(["show", "regirock", "--no-sprite"])
        #expect(
            regirock.contains("Not in Platinum: event only (Rock Peak Ruins, with an event Regigigas in the party)"),
            "\(regirock)")
        #expect(regirock.contains("Class:    needs an event or is not obtainable"), "\(regirock)")
        let regigigas = try await dex.succeed(["show", "regigigas", "--no-sprite"])
        #expect(
            regigigas.contains(
                "Not in Platinum alone: Snowpoint Temple needs Regirock, Regice and Registeel from Emerald (Pal Park)"),
            "\(regigigas)")
        #expect(regigigas.contains("Class:    needs a trade from another version"), "\(regigigas)")
        // A player who brought an event Regigigas records the Registeel of the Iron Ruins like any other.
        let marked = try await dex.succeed(["mark", "registeel"])
        #expect(marked.contains("Registeel"), "\(marked)")
    }

    @Test func brilliantDiamondsRoamersAndSwordsRaidsReadAsWords() async throws {
        try await dex.succeed(["add-game", "brilliant-diamond", "--starter", "turtwig", "--no-sprites"])
        let sinnoh = try await dex.succeed(["where", "roaming sinnoh"])
        for name in ["Mesprit", "Cresselia"] { #expect(sinnoh.contains(name), "\(sinnoh)") }
        try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--no-sprites"])
        let den = try await dex.succeed(["where", "giant's bed"])
        #expect(den.contains("· Max Raid Battle"), "\(den)")
        #expect(!den.contains("max-raid"), "\(den)")
    }
}

import DexModel
import Testing

/// Which tracked game hands a Pokémon to which (docs/data.md, "Trades and transfers between games"): a trade within a
/// link group, a transfer forward only, HOME among its games and never into Let's Go, and the living dex fed by all.
struct GameLinksTests {
    @Test func gamesOfOneGenerationThatLinkTrade() {
        #expect(GameLinks.link(from: "firered", to: "leafgreen") == .trade)
        #expect(GameLinks.link(from: "emerald", to: "firered") == .trade)
        #expect(GameLinks.link(from: "red", to: "crystal") == .trade)
        #expect(GameLinks.link(from: "firered", to: "firered") == nil)
    }

    @Test func transfersGoForwardThroughEachServiceInTurn() {
        #expect(GameLinks.link(from: "firered", to: "diamond") == .transfer(["Pal Park"]))
        #expect(GameLinks.link(from: "firered", to: "black") == .transfer(["Pal Park", "Poké Transfer"]))
        #expect(GameLinks.link(from: "x", to: "sun") == .transfer(["Pokémon Bank"]))
        #expect(GameLinks.link(from: "black", to: "x") == .transfer(["Poké Transporter", "Pokémon Bank"]))
        #expect(GameLinks.link(from: "white-2", to: "ultra-sun") == .transfer(["Poké Transporter", "Pokémon Bank"]))
        #expect(GameLinks.link(from: "black", to: "sword") == .transfer(["Poké Transporter", "Pokémon Bank", "HOME"]))
        #expect(GameLinks.link(from: "ultra-moon", to: "sword") == .transfer(["HOME"]))
        #expect(GameLinks.link(from: "diamond", to: "firered") == nil, "nothing goes back a generation")
        #expect(GameLinks.link(from: "crystal", to: "ruby") == nil, "the Game Boy games send nothing later")
    }

    @Test func homeLinksItsGamesButSendsNothingIntoLetsGo() {
        #expect(GameLinks.link(from: "scarlet", to: "brilliant-diamond") == .transfer(["HOME"]))
        #expect(GameLinks.link(from: "lets-go-eevee", to: "sword") == .transfer(["HOME"]))
        #expect(GameLinks.link(from: "sword", to: "lets-go-eevee") == nil)
        #expect(GameLinks.link(from: "x", to: "lets-go-pikachu") == nil)
    }

    @Test func everyGameFeedsTheLivingDex() {
        #expect(GameLinks.link(from: "red", to: "national") == .livingDex)
        #expect(GameLinks.link(from: "scarlet", to: "national") == .livingDex)
        #expect(GameLinks.words(.transfer(["Pal Park", "Poké Transfer"])) == "transfer by Pal Park, then Poké Transfer")
    }
}

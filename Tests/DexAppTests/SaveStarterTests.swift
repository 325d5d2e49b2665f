import DexApp
import DexModel
import DexSaves
import DexStore
import Testing

/// Which starter a save shows, against the bundled game data: the game's record first, else the one starter line.
@Suite struct SaveStarterTests {
    func save(owned: [Int] = [], boxes: [Int] = [], starter: Int? = nil) -> SaveContents {
        SaveContents(
            family: .fireRedLeafGreen, owned: owned, seen: owned, party: [],
            boxes: boxes.map { HeldPokemon(species: $0) }, starter: starter)
    }

    @Test func theGamesRecordComesFirst() throws {
        let fireRed = try GameManifest.loadGame("firered").entry
        #expect(SaveStarter.of(save(owned: [1, 4, 7], starter: 7), in: fireRed) == "squirtle")
    }

    @Test func withoutARecordTheOneStarterLineTellsIt() throws {
        let fireRed = try GameManifest.loadGame("firered").entry
        #expect(SaveStarter.of(save(owned: [2, 16]), in: fireRed) == "bulbasaur")
        // FireRed's roaming beast follows the starter: Suicune roams in a Charmander run.
        #expect(SaveStarter.of(save(boxes: [245]), in: fireRed) == "charmander")
        #expect(SaveStarter.of(save(owned: [1, 4]), in: fireRed) == nil)
        #expect(SaveStarter.of(save(owned: [16]), in: fireRed) == nil)
    }

    @Test func aGameWithoutAChoiceHasNoStarter() throws {
        let yellow = try GameManifest.loadGame("yellow").entry
        #expect(SaveStarter.of(save(owned: [25], starter: 25), in: yellow) == nil)
    }
}

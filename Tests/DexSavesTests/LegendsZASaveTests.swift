import DexSaves
import SaveFileSupport
import Testing

@Suite struct LegendsZASaveTests {
    typealias Mon = SwitchPokemon

    @Test func readsTheVersionThePokedexThePartyAndEveryBox() throws {
        var writer = LegendsZASaveWriter()
        writer.pokedex = [152: 1, 25: 1, 498: 0]  // Chikorita and Pikachu caught, Tepig seen
        writer.party = [Mon(species: 152), Mon(species: 25, encryptionConstant: 0x0003_C000)]
        writer.boxSlots = 960
        writer.boxes = [0: Mon(species: 1), 959: Mon(species: 498)]
        let save = try parse(writer.bytes())
        #expect(save.family == .legendsZA)
        #expect(save.version == "legends-za")
        #expect(save.owned == [25, 152])
        #expect(save.seen == [25, 152, 498])
        #expect(save.party.map(\.species) == [152, 25])
        #expect(save.boxes.map(\.species) == [1, 498])
        #expect(save.starter == nil)
    }

    @Test func speciesPastTheNinthGenerationsStartAreInTheGamesOwnOrder() throws {
        var writer = LegendsZASaveWriter()
        writer.pokedex = [1000: 1]  // the game's 1000 is Tinkatink, national 957
        writer.boxes = [0: Mon(species: 917)]  // the game's 917 is Dudunsparce, national 982
        let save = try parse(writer.bytes())
        #expect(save.owned == [957])
        #expect(save.boxes.map(\.species) == [982])
    }

    @Test func thePokedexRecordsTheFormsObtainedAndNoShinyOneAsObtained() throws {
        var writer = LegendsZASaveWriter()
        writer.pokedex = [26: 0b11, 670: 0b100]  // Raichu and Alolan Raichu; Floette's Orange Flower
        writer.shinySeen = [26: 0b1]
        let save = try parse(writer.bytes())
        #expect(save.owned == [26, 670])
        #expect(
            save.pokedexForms == [
                HeldPokemon(species: 26, form: 0), HeldPokemon(species: 26, form: 1), HeldPokemon(species: 670, form: 2),
            ])
    }

    @Test func formsAndShininessAreReadAndEggsLeftOut() throws {
        var writer = LegendsZASaveWriter()
        writer.party = [Mon(species: 670, form: 2, shiny: true), Mon(species: 152, egg: true)]
        writer.boxes = [5: Mon(species: 26, form: 1, shiny: true, encryptionConstant: 0xFFFF_FFFF)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 670, form: 2, isShiny: true)])
        #expect(save.boxes == [HeldPokemon(species: 26, form: 1, isShiny: true)])
    }

    @Test func thePartyEndsAtItsFirstEmptySlot() throws {
        let blocks = LegendsZASaveWriter().blocks()
        var party = SwitchPokemon.legendsZAParty([Mon(species: 152)])
        let third = 2 * SwitchPokemon.legendsZAPartySlotSize
        party.replaceSubrange(third..<(third + SwitchPokemon.size), with: Mon(species: 25).encoded())
        let replaced = blocks.map { $0.key == 0x3AA1_A9AD ? .object($0.key, party) : $0 }
        let save = try parse(SwishSaveWriter(replaced).bytes())
        #expect(save.party.map(\.species) == [152])
    }

    @Test(arguments: [0x3AA1_A9AD, 0x0D66_012C, 0x2D87_BE5C] as [UInt32])
    func aSaveWithoutABlockDexReadsIsRefused(key: UInt32) {
        var writer = LegendsZASaveWriter()
        writer.boxSlots = 120  // the file stays over 32 KiB, which smaller files are refused for
        writer.omitted = [key]
        #expect(problem(writer.bytes()) == .missingBlocks(.legendsZA))
    }

    @Test func aTrainerBlockOfAnotherGameIsNotTakenForOne() {
        var writer = LegendsZASaveWriter()
        writer.game = 53
        #expect(problem(writer.bytes()) == .unknownSwitchGame)
    }
}

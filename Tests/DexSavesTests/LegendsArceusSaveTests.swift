import DexSaves
import SaveFileSupport
import Testing

@Suite struct LegendsArceusSaveTests {
    typealias Mon = SwitchPokemon
    typealias Writer = LegendsArceusSaveWriter

    @Test func readsTheVersionThePokedexThePartyAndEveryBox() throws {
        var writer = Writer()
        writer.seen = [25, 58, 399, 722]
        writer.obtained = [Writer.pikachuEntry: 1, Writer.hisuianGrowlitheEntry: 1]
        writer.party = [Mon(species: 722), Mon(species: 25, encryptionConstant: 0x0003_C000)]
        writer.boxSlots = 960
        writer.boxes = [0: Mon(species: 399), 959: Mon(species: 905)]
        let save = try parse(writer.bytes())
        #expect(save.family == .legendsArceus)
        #expect(save.version == "legends-arceus")
        #expect(save.owned == [25, 58])
        #expect(save.seen == [25, 58, 399, 722])
        #expect(save.party.map(\.species) == [722, 25])
        #expect(save.boxes.map(\.species) == [399, 905])
        #expect(save.starter == nil)
    }

    @Test func thePokedexRecordsEachFormObtainedAndWhetherAShinyOneWas() throws {
        var writer = Writer()
        writer.obtained = [
            Writer.vulpixEntry: 0b10,  // an alpha
            Writer.alolanVulpixEntry: 0b1_0000,  // a shiny one
            Writer.hisuianGrowlitheEntry: 0b1000_0001,  // a plain one and a shiny alpha of the other gender
        ]
        let save = try parse(writer.bytes())
        #expect(save.owned == [37, 58])
        #expect(save.seen == [37, 58])
        #expect(
            save.pokedexForms == [
                HeldPokemon(species: 37, form: 0), HeldPokemon(species: 37, form: 1, isShiny: true),
                HeldPokemon(species: 58, form: 1, isShiny: true),
            ])
    }

    @Test(arguments: [0x9A7B_3C11, 0x0003_C000, 0x0000_2000, 0xFFFF_FFFF] as [UInt32])
    func recordsInEveryBlockOrderGiveTheirFormAndShininess(constant: UInt32) throws {
        var writer = Writer()
        writer.party = [Mon(species: 58, form: 1, shiny: true, encryptionConstant: constant)]
        writer.boxes = [3: Mon(species: 549, form: 1, encryptionConstant: constant)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 58, form: 1, isShiny: true)])
        #expect(save.boxes == [HeldPokemon(species: 549, form: 1)])
    }

    @Test func eggsDamagedRecordsAndEmptySlotsAreLeftOut() throws {
        var writer = Writer()
        writer.party = [Mon(species: 722, egg: true), Mon(species: 155)]
        writer.boxes = [0: Mon(species: 501, damaged: true), 1: Mon(species: 906)]
        let save = try parse(writer.bytes())
        #expect(save.party.map(\.species) == [155])
        #expect(save.boxes.isEmpty)
    }

    @Test(arguments: [0x2985_FE5D, 0x47E1_CEAB, 0x0216_8706] as [UInt32])
    func aSaveWithoutABlockDexReadsIsRefused(key: UInt32) {
        var writer = Writer()
        writer.boxSlots = 120  // the file stays over 32 KiB, which smaller files are refused for
        writer.omitted = [key]
        #expect(problem(writer.bytes()) == .missingBlocks(.legendsArceus))
    }

    @Test func aTrainerBlockOfAnotherGameIsNotTakenForOne() {
        var writer = Writer()
        writer.game = 44
        #expect(problem(writer.bytes()) == .unknownSwitchGame)
    }

    @Test func aSaveWhoseHashDoesNotMatchIsRefused() {
        var bytes = Writer().bytes()
        bytes[bytes.count / 3] ^= 1
        #expect(problem(bytes) == .switchSaveDamaged)
    }
}

import DexSaves
import SaveFileSupport
import Testing

@Suite struct ScarletVioletSaveTests {
    typealias Mon = SwitchPokemon

    @Test(arguments: [(ScarletVioletSaveWriter.scarlet, "scarlet"), (ScarletVioletSaveWriter.violet, "violet")])
    func readsTheVersionThePokedexThePartyAndEveryBox(game: UInt8, version: String) throws {
        var writer = ScarletVioletSaveWriter(game: game)
        writer.pokedex = [25: 1, 906: 1, 996: 0]  // Pikachu, Sprigatito caught; Wo-Chien (the game's 996) seen
        writer.party = [Mon(species: 906), Mon(species: 25, encryptionConstant: 0x0003_C000)]
        writer.boxSlots = 960
        writer.boxes = [0: Mon(species: 1), 959: Mon(species: 996)]
        let save = try parse(writer.bytes())
        #expect(save.family == .scarletViolet)
        #expect(save.version == version)
        #expect(save.owned == [25, 906])
        #expect(save.seen == [25, 906, 1001])
        #expect(save.party.map(\.species) == [906, 25])
        #expect(save.boxes.map(\.species) == [1, 1001])
        #expect(save.starter == nil)
    }

    @Test func speciesPastTheNinthGenerationsStartAreInTheGamesOwnOrder() throws {
        var writer = ScarletVioletSaveWriter()
        writer.pokedex = [1000: 1]  // the game's 1000 is Tinkatink, national 957
        writer.boxes = [0: Mon(species: 917)]  // the game's 917 is Dudunsparce, national 982
        let save = try parse(writer.bytes())
        #expect(save.owned == [957])
        #expect(save.boxes.map(\.species) == [982])
    }

    @Test func thePokedexRecordsTheFormsObtained() throws {
        var writer = ScarletVioletSaveWriter()
        writer.pokedex = [194: 0b10, 128: 0b1101]  // Paldean Wooper; Tauros's Combat, Blaze and Aqua breeds
        let save = try parse(writer.bytes())
        #expect(save.owned == [128, 194])
        #expect(
            save.pokedexForms == [
                HeldPokemon(species: 128, form: 0), HeldPokemon(species: 128, form: 2), HeldPokemon(species: 128, form: 3),
                HeldPokemon(species: 194, form: 1),
            ])
    }

    @Test func aSaveFromBeforeTheKitakamiPokedexIsReadFromThePaldeaBlock() throws {
        var writer = ScarletVioletSaveWriter()
        writer.paldeaBlock = true
        writer.pokedex = [194: 0b10, 25: 0]
        let save = try parse(writer.bytes())
        #expect(save.owned == [194])
        #expect(save.seen == [25, 194])
        #expect(save.pokedexForms == [HeldPokemon(species: 194, form: 1)])
    }

    @Test func formsAndShininessAreReadAndEggsLeftOut() throws {
        var writer = ScarletVioletSaveWriter()
        writer.party = [Mon(species: 194, form: 1, shiny: true), Mon(species: 906, egg: true)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 194, form: 1, isShiny: true)])
    }

    @Test(arguments: [0xF5D7_C0E2, 0x3AA1_A9AD, 0x0D66_012C] as [UInt32])
    func aSaveWithoutABlockDexReadsIsRefused(key: UInt32) {
        var writer = ScarletVioletSaveWriter()
        writer.boxSlots = 960
        writer.omitted = [key, 0x0DEA_AEBD]
        #expect(problem(writer.bytes()) == .missingBlocks(.scarletViolet))
    }

    @Test func aSaveWhoseHashDoesNotMatchIsRefused() {
        var bytes = ScarletVioletSaveWriter().bytes()
        bytes[bytes.count - 40] ^= 1
        #expect(problem(bytes) == .switchSaveDamaged)
    }
}

import DexSaves
import SaveFileSupport
import Testing

@Suite struct SwordShieldSaveTests {
    typealias Mon = SwitchPokemon

    @Test(arguments: [(SwordShieldSaveWriter.sword, "sword"), (SwordShieldSaveWriter.shield, "shield")])
    func readsTheVersionThePokedexThePartyAndEveryBox(game: UInt8, version: String) throws {
        var writer = SwordShieldSaveWriter(game: game)
        writer.pokedex[.galar] = [1: true, 194: true, 400: false]  // Grookey, Pikachu, Eternatus seen
        writer.party = [Mon(species: 810), Mon(species: 25, encryptionConstant: 0x0003_C000)]
        writer.boxSlots = 960
        writer.boxes = [0: Mon(species: 1), 959: Mon(species: 890)]  // the first and last slots of 32 boxes
        let save = try parse(writer.bytes())
        #expect(save.family == .swordShield)
        #expect(save.version == version)
        #expect(save.owned == [25, 810])
        #expect(save.seen == [25, 810, 890])
        #expect(save.party.map(\.species) == [810, 25])
        #expect(save.boxes.map(\.species) == [1, 890])
        #expect(save.pokedexForms.isEmpty)
        #expect(save.starter == nil)
    }

    @Test func theStarterChoiceIsReadOnceThePokedexHasASpeciesObtained() throws {
        var writer = SwordShieldSaveWriter()
        writer.starterChoice = 2
        #expect(try parse(writer.bytes()).starter == nil)
        writer.pokedex[.galar] = [7: true]  // Sobble
        #expect(try parse(writer.bytes()).starter == 816)
        writer.starterChoice = 0
        #expect(try parse(writer.bytes()).starter == 810)
        writer.starterChoice = 9
        #expect(try parse(writer.bytes()).starter == nil)
    }

    @Test func theExpansionsPokedexesCountTheSpeciesGalarsLacks() throws {
        var writer = SwordShieldSaveWriter()
        writer.pokedex[.isleOfArmor] = [1: true, 3: false]  // Slowpoke caught, Slowking seen
        writer.pokedex[.crownTundra] = [13: true, 1: true]  // Smoochum; Snom's entry is Galar's, so its Crown one is not read
        let save = try parse(writer.bytes())
        #expect(save.owned == [79, 238])
        #expect(save.seen == [79, 199, 238])
    }

    @Test func formsAndShininessAreReadAndEggsAndDamagedOnesLeftOut() throws {
        var writer = SwordShieldSaveWriter()
        writer.party = [Mon(species: 52, form: 2, shiny: true), Mon(species: 810, egg: true)]  // Galarian Meowth
        writer.boxes = [3: Mon(species: 77, form: 1), 4: Mon(species: 133, damaged: true), 5: Mon(species: 999)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 52, form: 2, isShiny: true)])
        #expect(save.boxes == [HeldPokemon(species: 77, form: 1)])
    }

    @Test func aSaveOfAGameUpdateWithMoreBlocksAndBoxesIsRead() throws {
        var writer = SwordShieldSaveWriter()
        writer.extraBlocks = (0..<50).map { .value(0x1000_0000 + UInt32($0), .uint32, [1, 2, 3, 4]) }
        writer.boxSlots = 40 * 30
        writer.boxes = [1199: Mon(species: 25)]
        writer.pokedex[.galar] = [194: true]
        let save = try parse(writer.bytes())
        #expect(save.boxes.map(\.species) == [25])
        #expect(save.owned == [25])
    }

    @Test(arguments: [0x4716_C404, 0x2985_FE5D, 0x0D66_012C] as [UInt32])
    func aSaveWithoutABlockDexReadsIsRefused(key: UInt32) {
        var writer = SwordShieldSaveWriter()
        writer.boxSlots = 960
        writer.omitted = [key]
        #expect(problem(writer.bytes()) == .missingBlocks(.swordShield))
    }

    @Test func aSaveWhoseHashDoesNotMatchIsRefused() {
        var bytes = SwordShieldSaveWriter().bytes()
        bytes[bytes.count / 2] ^= 0x40
        #expect(problem(bytes) == .switchSaveDamaged)
        #expect(problem(Array(SwordShieldSaveWriter().bytes().dropLast(1000))) == .switchSaveDamaged)  // truncated
    }

    @Test func aSwitchSaveOfAnotherGameIsRefused() {
        #expect(problem(SwordShieldSaveWriter(game: 47).bytes()) == .unknownSwitchGame)
        #expect(
            problem(SwishSaveWriter([.object(0x1234_5678, [UInt8](repeating: 1, count: 0x40000))]).bytes()) == .unknownSwitchGame)
    }
}

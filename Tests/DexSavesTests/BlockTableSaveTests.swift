import DexSaves
import SaveFileSupport
import Testing

@Suite struct BlockTableSaveTests {
    typealias Writer = BlockTableSaveWriter
    typealias Mon = PK6Pokemon

    static let versions: [(Writer.Version, SaveFamily, String)] = [
        (.x, .xy, "x"), (.y, .xy, "y"), (.alphaSapphire, .omegaRubyAlphaSapphire, "alpha-sapphire"),
        (.omegaRuby, .omegaRubyAlphaSapphire, "omega-ruby"), (.sun, .sunMoon, "sun"), (.moon, .sunMoon, "moon"),
        (.ultraSun, .ultraSunUltraMoon, "ultra-sun"), (.ultraMoon, .ultraSunUltraMoon, "ultra-moon"),
    ]

    @Test(arguments: versions)
    func readsTheGameThePokedexThePartyAndTheBoxes(version: Writer.Version, family: SaveFamily, slug: String) throws {
        var writer = Writer(version)
        writer.owned = [1, 658, 721]
        writer.seen = [1, 658, 700, 721]
        writer.seenShinyFemale = [25]
        writer.party = [Mon(species: 658), Mon(species: 25, encryptionConstant: 0x0003_C000)]
        writer.boxes = [0: Mon(species: 700), 29: Mon(species: 150, encryptionConstant: 91)]
        let save = try parse(writer.bytes())
        #expect(save.family == family)
        #expect(save.version == slug)
        #expect(save.owned == [1, 658, 721])
        #expect(save.seen == [1, 25, 658, 700, 721])
        #expect(save.party.map(\.species) == [658, 25])
        #expect(save.boxes.map(\.species) == [150, 700])
        #expect(save.pokedexForms.isEmpty)
        #expect(save.starter == nil)
    }

    @Test func speciesPastTheFamilysLastAreIgnored() throws {
        var writer = Writer(.x)
        writer.owned = [721, 722]
        writer.party = [Mon(species: 722), Mon(species: 1)]
        let save = try parse(writer.bytes())
        #expect(save.owned == [721])
        #expect(save.party.map(\.species) == [1])
        var sunMoon = Writer(.moon)
        sunMoon.owned = [802, 803]
        #expect(try parse(sunMoon.bytes()).owned == [802])
    }

    @Test func xAndYCountSpeciesFromEarlierGenerationsAsOwned() throws {
        var writer = Writer(.y)
        writer.owned = [650]
        writer.foreignOwned = [1, 649]
        #expect(try parse(writer.bytes()).owned == [1, 649, 650])
    }

    @Test func formsAndShininessAreRead() throws {
        var writer = Writer(.sun)
        let shiny = Mon.personality(trainerId: 24_680, secretId: 13_579, xor: 15)
        let notShiny = Mon.personality(trainerId: 24_680, secretId: 13_579, xor: 16)
        writer.party = [Mon(species: 19, form: 1)]  // Alolan Rattata
        writer.boxes = [0: Mon(species: 745, personality: shiny, form: 1), 1: Mon(species: 26, personality: notShiny)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 19, form: 1)])
        #expect(save.boxes == [HeldPokemon(species: 26), HeldPokemon(species: 745, form: 1, isShiny: true)])
    }

    @Test func eggsAndDamagedPokemonAreLeftOut() throws {
        var writer = Writer(.omegaRuby)
        writer.party = [Mon(species: 252, egg: true), Mon(species: 255)]
        writer.boxes = [0: Mon(species: 25, damaged: true), 1: Mon(species: 258)]
        let save = try parse(writer.bytes())
        #expect(save.party.map(\.species) == [255])
        #expect(save.boxes.map(\.species) == [258])
    }
}

@Suite struct BlockTableSaveSizeTests {
    @Test(arguments: [BlockTableSaveWriter.Version.x, .ultraMoon])
    func aSaveWhoseBlocksGrewInAnUpdateIsStillRead(version: BlockTableSaveWriter.Version) throws {
        var writer = BlockTableSaveWriter(version)
        writer.owned = [4]
        writer.boxSlots = 60
        writer.otherBlockLength = 0x1234
        let grown = writer.bytes()
        #expect(grown.count != BlockTableSaveWriter(version).bytes().count)
        #expect(try parse(grown).owned == [4])
    }

    @Test func bytesWithoutABlockTableAreNotTakenForOne() {
        #expect(problem([UInt8](repeating: 0x42, count: 300_000)) == .unknownSize(size: 300_000))
    }
}

@Suite struct BlockTableSaveRefusalTests {
    @Test(arguments: BlockTableSaveWriter.Version.allCases)
    func aBlockWhoseCRCDoesNotMatchIsRefused(version: BlockTableSaveWriter.Version) {
        var writer = BlockTableSaveWriter(version)
        writer.damagedBlocks = [writer.ids.boxes]
        let family: SaveFamily =
            switch version {
            case .x, .y: .xy
            case .alphaSapphire, .omegaRuby: .omegaRubyAlphaSapphire
            case .sun, .moon: .sunMoon
            case .ultraSun, .ultraMoon: .ultraSunUltraMoon
            }
        #expect(problem(writer.bytes()) == .badChecksum(family))
    }

    @Test func aTableCutShortIsRefused() {
        let bytes = BlockTableSaveWriter(.x).bytes()
        let table = bytes.count - 0x200
        #expect(problem(Array(bytes[..<(table + 0x20)])) == .blockTableDamaged)
    }

    @Test func aTableWhoseLengthsDoNotAddUpIsRefused() {
        var bytes = BlockTableSaveWriter(.sun).bytes()
        bytes[bytes.count - 0x200 + 0x15] ^= 0x04  // the first block's length, by 0x400
        #expect(problem(bytes) == .blockTableDamaged)
    }
}

import DexSaves
import SaveFileSupport
import Testing

/// X/Y and Omega Ruby/Alpha Sapphire saves as Checkpoint exports them, written byte by byte from PKHeX's layouts: told
/// by their block table, whatever their size; the version from the trainer's block; every block's CRC16 checked.
@Suite struct Gen6SaveTests {
    typealias Mon = Gen6SaveWriter.PK6

    @Test(arguments: [
        (Gen6SaveWriter.Family.xy, UInt8(24), SaveFamily.xy, "x"), (.xy, 25, .xy, "y"),
        (.omegaRubyAlphaSapphire, 26, .omegaRubyAlphaSapphire, "alpha-sapphire"),
        (.omegaRubyAlphaSapphire, 27, .omegaRubyAlphaSapphire, "omega-ruby"),
    ])
    func readsTheVersionThePokedexThePartyAndEveryBox(
        family: Gen6SaveWriter.Family, game: UInt8, expected: SaveFamily, version: String
    ) throws {
        var writer = Gen6SaveWriter(family, game: game)
        writer.caught = [1, 650, 721]
        writer.seen = [1, 16, 650, 721]
        writer.party = [Mon(species: 650), Mon(species: 25)]
        writer.boxes = [0: Mon(species: 656), 929: Mon(species: 721)]  // the first and last slots
        let save = try parse(writer.bytes())
        #expect(save.family == expected)
        #expect(save.version == version)
        #expect(save.owned == [1, 650, 721])
        #expect(save.seen == [1, 16, 650, 721])
        #expect(save.party.map(\.species) == [650, 25])
        #expect(save.boxes.map(\.species) == [656, 721])
        #expect(save.pokedexForms.isEmpty, "the Pokédex's form flags are forms seen")
    }

    @Test func xysPokemonObtainedFromAnEarlierGenerationCountAsCaught() throws {
        var writer = Gen6SaveWriter(.xy, game: 24)
        writer.caught = [650]
        writer.foreign = [151, 649]
        #expect(try parse(writer.bytes()).owned == [151, 649, 650])
    }

    @Test func formsAndShininessAreReadAndEggsLeftOut() throws {
        var writer = Gen6SaveWriter(.xy, game: 25)
        writer.party = [Mon(species: 666, form: 7, shiny: true), Mon(species: 658, egg: true)]
        writer.boxes = [3: Mon(species: 669, form: 2), 4: Mon(species: 25, shiny: true)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 666, form: 7, isShiny: true)])
        #expect(save.boxes == [HeldPokemon(species: 25, isShiny: true), HeldPokemon(species: 669, form: 2)])
    }

    @Test func aSaveOfAnotherSizeIsReadByItsBlockTable() throws {
        var writer = Gen6SaveWriter(.omegaRubyAlphaSapphire, game: 27)
        writer.caught = [383]
        writer.padding = 0x1234
        let grown = writer.bytes()
        #expect(grown.count != Gen6SaveWriter(.omegaRubyAlphaSapphire, game: 27).bytes().count)
        #expect(try parse(grown).owned == [383])
    }

    @Test func aBlockWhoseChecksumFailsIsRefused() {
        var writer = Gen6SaveWriter(.xy, game: 24)
        writer.caught = [650]
        var bytes = writer.bytes()
        let table = bytes.count - 0x200
        // The Pokédex, block 20, starts after the 20 blocks before it, each rounded up to 0x200 bytes.
        let pokedex = (0..<20).reduce(0) { sum, number in
            sum + (Int(bytes.u32(table + 0x14 + number * 8)) + 0x1FF) / 0x200 * 0x200
        }
        bytes[pokedex + 0x8] ^= 0x80
        #expect(problem(bytes) == .badChecksum(.xy))
    }

    @Test func aTableThatDoesNotDescribeTheFileIsRefused() {
        var bytes = Gen6SaveWriter(.xy, game: 24).bytes()
        let start = bytes.count - 0x200
        bytes[start + 0x14 + 3 * 8 + 4] = 9  // block 3 numbered 9
        #expect(problem(bytes) == .damagedBlockTable)
        var lengths = Gen6SaveWriter(.xy, game: 24).bytes()
        lengths[start + 0x14 + 2] = 0x40  // block 0 far longer than the file
        #expect(problem(lengths) == .damagedBlockTable)
    }

    @Test func aTruncatedSaveOrAnUnknownGameIsRefused() {
        let whole = Gen6SaveWriter(.xy, game: 24).bytes()
        #expect(problem(Array(whole.prefix(whole.count - 0x300))) == .unknownSize(size: whole.count - 0x300))
        #expect(problem(Gen6SaveWriter(.xy, game: 7).bytes()) == .notASave)
    }
}

extension [UInt8] {
    fileprivate func u32(_ offset: Int) -> UInt32 {
        UInt32(self[offset]) | UInt32(self[offset + 1]) << 8 | UInt32(self[offset + 2]) << 16 | UInt32(self[offset + 3]) << 24
    }
}

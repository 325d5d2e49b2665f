import DexSaves
import SaveFileSupport
import Testing

/// The 3DS saves (X/Y, Omega Ruby/Alpha Sapphire, Sun/Moon, Ultra Sun/Ultra Moon) as Checkpoint exports them, written
/// byte by byte from PKHeX's layouts: told by their block table, whatever their size; the version from the trainer's
/// block; every block's CRC16 checked.
@Suite struct ThreeDSSaveTests {
    typealias Mon = ThreeDSSaveWriter.PK6

    @Test(arguments: [
        (ThreeDSSaveWriter.Family.xy, UInt8(24), SaveFamily.xy, "x"), (.xy, 25, .xy, "y"),
        (.omegaRubyAlphaSapphire, 26, .omegaRubyAlphaSapphire, "alpha-sapphire"),
        (.omegaRubyAlphaSapphire, 27, .omegaRubyAlphaSapphire, "omega-ruby"), (.sunMoon, 30, .sunMoon, "sun"),
        (.sunMoon, 31, .sunMoon, "moon"), (.ultraSunUltraMoon, 32, .ultraSunUltraMoon, "ultra-sun"),
        (.ultraSunUltraMoon, 33, .ultraSunUltraMoon, "ultra-moon"),
    ])
    func readsTheVersionThePokedexThePartyAndEveryBox(
        family: ThreeDSSaveWriter.Family, game: UInt8, expected: SaveFamily, version: String
    ) throws {
        var writer = ThreeDSSaveWriter(family, game: game)
        writer.caught = [1, 650, 721]
        writer.seen = [1, 16, 650, 721]
        writer.party = [Mon(species: 650), Mon(species: 25)]
        writer.boxes = [
            0: Mon(species: 656), (family == .xy || family == .omegaRubyAlphaSapphire ? 929 : 959): Mon(species: 721),
        ]  // the first and last slots
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
        var writer = ThreeDSSaveWriter(.xy, game: 24)
        writer.caught = [650]
        writer.foreign = [151, 649]
        #expect(try parse(writer.bytes()).owned == [151, 649, 650])
    }

    @Test func formsAndShininessAreReadAndEggsLeftOut() throws {
        var writer = ThreeDSSaveWriter(.xy, game: 25)
        writer.party = [Mon(species: 666, form: 7, shiny: true), Mon(species: 658, egg: true)]
        writer.boxes = [3: Mon(species: 669, form: 2), 4: Mon(species: 25, shiny: true)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 666, form: 7, isShiny: true)])
        #expect(save.boxes == [HeldPokemon(species: 25, isShiny: true), HeldPokemon(species: 669, form: 2)])
    }

    @Test func aSaveOfAnotherSizeIsReadByItsBlockTable() throws {
        var writer = ThreeDSSaveWriter(.omegaRubyAlphaSapphire, game: 27)
        writer.caught = [383]
        writer.padding = 0x1234
        let grown = writer.bytes()
        #expect(grown.count != ThreeDSSaveWriter(.omegaRubyAlphaSapphire, game: 27).bytes().count)
        #expect(try parse(grown).owned == [383])
    }

    @Test func aBlockWhoseChecksumFailsIsRefused() {
        var writer = ThreeDSSaveWriter(.xy, game: 24)
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
        var bytes = ThreeDSSaveWriter(.xy, game: 24).bytes()
        let start = bytes.count - 0x200
        bytes[start + 0x14 + 3 * 8 + 4] = 9  // block 3 numbered 9
        #expect(problem(bytes) == .damagedBlockTable)
        var lengths = ThreeDSSaveWriter(.xy, game: 24).bytes()
        lengths[start + 0x14 + 2] = 0x40  // block 0 far longer than the file
        #expect(problem(lengths) == .damagedBlockTable)
    }

    @Test func aGeneration7BlockWhoseChecksumFailsIsRefused() throws {
        var writer = ThreeDSSaveWriter(.ultraSunUltraMoon, game: 33)
        writer.caught = [807]
        var bytes = writer.bytes()
        #expect(try parse(bytes).owned == [807])
        let table = bytes.count - 0x200
        bytes[table + 0x14 + 6 * 8 + 6] ^= 1  // the Pokédex block's CRC
        #expect(problem(bytes) == .badChecksum(.ultraSunUltraMoon))
    }

    @Test(arguments: [(UInt8(42), "lets-go-pikachu"), (43, "lets-go-eevee")])
    func readsALetsGoSaveWhoseTableIsNotAtTheEnd(game: UInt8, version: String) throws {
        var writer = ThreeDSSaveWriter(.letsGo, game: game)
        writer.caught = [25, 133, 809]
        writer.seen = [25, 133, 808, 809]
        writer.party = [Mon(species: 25), Mon(species: 133, shiny: true)]
        writer.boxes = [6: Mon(species: 808), 999: Mon(species: 26, form: 1)]
        writer.trailing = 0x48000  // Let's Go's file is 1 MiB, its blocks and table far less
        let save = try parse(writer.bytes())
        #expect(save.family == .letsGo)
        #expect(save.version == version)
        #expect(save.owned == [25, 133, 809])
        #expect(save.seen == [25, 133, 808, 809])
        #expect(save.party == [HeldPokemon(species: 25), HeldPokemon(species: 133, isShiny: true)])
        #expect(save.held == [25, 26, 133, 808])
        #expect(save.boxes.contains(HeldPokemon(species: 26, form: 1)))
    }

    @Test func aSaveWhoseGameIsNotItsLayoutsIsRefused() {
        #expect(problem(ThreeDSSaveWriter(.sunMoon, game: 24).bytes()) == .notASave, "an X in Sun/Moon's layout")
    }

    @Test func aTruncatedSaveOrAnUnknownGameIsRefused() {
        let whole = ThreeDSSaveWriter(.xy, game: 24).bytes()
        #expect(problem(Array(whole.prefix(whole.count - 0x300))) == .unknownSize(size: whole.count - 0x300))
        #expect(problem(ThreeDSSaveWriter(.xy, game: 7).bytes()) == .notASave)
    }
}

extension [UInt8] {
    fileprivate func u32(_ offset: Int) -> UInt32 {
        UInt32(self[offset]) | UInt32(self[offset + 1]) << 8 | UInt32(self[offset + 2]) << 16 | UInt32(self[offset + 3]) << 24
    }
}

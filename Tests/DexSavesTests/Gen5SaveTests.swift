import DexSaves
import SaveFileSupport
import Testing

@Suite struct Gen5SaveTests {
    typealias Mon = DSPokemon

    @Test(arguments: [(Gen5SaveWriter.Version.blackWhite, SaveFamily.blackWhite), (.black2White2, .black2White2)])
    func readsThePokedexThePartyAndEveryBox(version: Gen5SaveWriter.Version, family: SaveFamily) throws {
        var writer = Gen5SaveWriter(version)
        writer.owned = [1, 495, 649]
        writer.seen = [1, 495, 649]
        writer.seenShinyFemale = [500]
        writer.party = [Mon(species: 495), Mon(species: 25, personality: 0x0003_C000)]
        writer.boxes = [0: Mon(species: 498), 719: Mon(species: 649, personality: 91)]  // the first and last slots
        let save = try parse(writer.bytes())
        #expect(save.family == family)
        #expect(save.owned == [1, 495, 649])
        #expect(save.seen == [1, 495, 500, 649])
        #expect(save.party.map(\.species) == [495, 25])
        #expect(save.boxes.map(\.species) == [498, 649])
        #expect(!save.readOlderCopy)
    }

    @Test func formsAndShininessAreRead() throws {
        var writer = Gen5SaveWriter(.black2White2)
        let shiny = Mon.personality(trainerId: 24_680, secretId: 13_579, xor: 0)
        writer.party = [Mon(species: 646, form: 2)]  // Black Kyurem
        writer.boxes = [30: Mon(species: 585, personality: shiny, form: 3), 31: Mon(species: 550, form: 1)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 646, form: 2)])
        #expect(save.boxes == [HeldPokemon(species: 550, form: 1), HeldPokemon(species: 585, form: 3, isShiny: true)])
    }

    @Test func eggsAndDamagedPokemonAreLeftOut() throws {
        var writer = Gen5SaveWriter(.blackWhite)
        writer.party = [Mon(species: 501, egg: true), Mon(species: 498)]
        writer.boxes = [0: Mon(species: 25, damaged: true), 1: Mon(species: 26, badEgg: true), 2: Mon(species: 570)]
        let save = try parse(writer.bytes())
        #expect(save.party.map(\.species) == [498])
        #expect(save.boxes.map(\.species) == [570])
    }

    @Test(arguments: [Gen5SaveWriter.Version.blackWhite, .black2White2])
    func theCopyWithTheHigherCounterIsReadInEitherPlace(version: Gen5SaveWriter.Version) throws {
        var older = Gen5SaveWriter(version)
        older.owned = [1]
        var newer = older
        newer.owned = [1, 4]
        #expect(try parse(newer.file(main: older.copy(counter: 20), backup: newer.copy(counter: 21))).owned == [1, 4])
        #expect(try parse(newer.file(main: newer.copy(counter: 21), backup: older.copy(counter: 20))).owned == [1, 4])
        #expect(try parse(newer.file(main: older.copy(counter: .max), backup: newer.copy(counter: 0))).owned == [1, 4])
    }

    @Test(arguments: [0, 1])
    func aDamagedCopyFallsBackToTheOtherOne(damaged: Int) throws {
        var older = Gen5SaveWriter(.blackWhite)
        older.owned = [1]
        var newer = older
        newer.owned = [1, 4]
        let copies = [newer.copy(counter: 31), older.copy(counter: 30)]
        var file = newer.file(main: copies[damaged], backup: copies[1 - damaged])
        newer.damage(&file, copy: 0)
        let save = try parse(file)
        #expect(save.owned == (damaged == 0 ? [1] : [1, 4]))
        #expect(save.readOlderCopy)
    }

    @Test func aBlockWhoseTableEntryDisagreesDamagesItsCopy() throws {
        var writer = Gen5SaveWriter(.black2White2)
        writer.owned = [3]
        var file = writer.file(main: writer.copy(counter: 2), backup: nil)
        file[0x25F00 + 2 * 5] ^= 1  // box 5's CRC in the table, with the table's own CRC made to match again
        let crc = file.crc16CCITT(0x25F00..<0x25F94)
        file[0x25F94 + 0xE] = UInt8(crc & 0xFF)
        file[0x25F94 + 0xF] = UInt8(crc >> 8)
        #expect(problem(file) == .copiesDamaged(.black2White2))
    }

    @Test func aSaveWithOnlyTheMainCopyIsReadWithoutAWarning() throws {
        var writer = Gen5SaveWriter(.blackWhite)
        writer.owned = [521]
        let save = try parse(writer.file(main: writer.copy(counter: 1), backup: nil))
        #expect(save.owned == [521])
        #expect(!save.readOlderCopy)
    }

    @Test(arguments: [(Gen5SaveWriter.Version.blackWhite, SaveFamily.blackWhite), (.black2White2, .black2White2)])
    func bothCopiesDamagedIsRefused(version: Gen5SaveWriter.Version, family: SaveFamily) {
        let writer = Gen5SaveWriter(version)
        var file = writer.bytes()
        writer.damage(&file, copy: 0)
        writer.damage(&file, copy: 1)
        #expect(problem(file) == .copiesDamaged(family))
    }
}

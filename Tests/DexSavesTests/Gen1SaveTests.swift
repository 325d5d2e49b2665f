import DexSaves
import SaveFileSupport
import Testing

@Suite struct Gen1SaveTests {
    typealias Index = GameBoySaveWriter.Gen1Index

    @Test func readsThePokedexThePartyAndEveryBox() throws {
        var writer = GameBoySaveWriter(.redBlueYellow)
        writer.owned = [1, 4, 25, 151]
        writer.seen = [1, 4, 16, 25, 112, 151]
        writer.party = [Index.pikachu, Index.bulbasaur]
        writer.currentBox = 2
        writer.boxes = [0: [Index.mew], 2: [Index.charmander], 11: [Index.rhydon, Index.rhydon]]
        let save = try parse(writer.bytes())
        #expect(save.family == .redBlueYellow)
        #expect(save.owned == [1, 4, 25, 151])
        #expect(save.seen == [1, 4, 16, 25, 112, 151])
        #expect(save.party.map(\.species) == [25, 1])
        #expect(save.boxes.map(\.species) == [4, 112, 151])
        #expect(!save.readOlderCopy)
    }

    @Test func theCurrentBoxIsReadFromBank1NotItsStaleCopy() throws {
        var writer = GameBoySaveWriter(.redBlueYellow)
        writer.currentBox = 0
        writer.boxes = [0: [Index.pikachu]]
        writer.staleCurrentBoxCopy = [Index.mew]
        #expect(try parse(writer.bytes()).boxes.map(\.species) == [25])
    }

    @Test func bankedBoxesAreIgnoredUntilThePlayerHasChangedBoxes() throws {
        var writer = GameBoySaveWriter(.redBlueYellow)
        writer.boxesInUse = false
        writer.currentBox = 0
        writer.boxes = [0: [Index.bulbasaur]]
        #expect(try parse(writer.bytes()).boxes.map(\.species) == [1])
    }

    @Test func theDayCaresPokemonIsHeld() throws {
        var writer = GameBoySaveWriter(.redBlueYellow)
        writer.party = [Index.pikachu]
        writer.dayCare = [Index.mew]
        let save = try parse(writer.bytes())
        #expect(save.dayCare == [HeldPokemon(species: 151)])
        #expect(save.held == [25, 151])
        writer.dayCare = []
        #expect(try parse(writer.bytes()).dayCare.isEmpty)
    }

    /// wPlayerStarter holds the starter's internal index, 0 before the choice (PKHeX SAV1Offsets.Starter).
    @Test func theStarterIsWhatTheGameRecords() throws {
        var writer = GameBoySaveWriter(.redBlueYellow)
        writer.starter = Index.charmander
        #expect(try parse(writer.bytes()).starter == 4)
        writer.starter = 0
        #expect(try parse(writer.bytes()).starter == nil)
    }

    @Test func unusedIndicesAreSkipped() throws {
        var writer = GameBoySaveWriter(.redBlueYellow)
        writer.party = [Index.missingNo, Index.pikachu]
        #expect(try parse(writer.bytes()).party.map(\.species) == [25])
    }

    @Test func aBadChecksumIsRefused() {
        var bytes = GameBoySaveWriter(.redBlueYellow).bytes()
        bytes[0x25A3] ^= 0x01
        #expect(problem(bytes) == .badChecksum(.redBlueYellow))
    }

    @Test func aJapaneseSaveIsRefusedByName() {
        var writer = GameBoySaveWriter(.redBlueYellow)
        writer.japanese = true
        writer.party = [Index.pikachu]
        #expect(problem(writer.bytes()) == .japanese(.redBlueYellow))
    }

    @Test func theIndexTableCoversEachOf151SpeciesOnce() {
        let numbers = (1...255).compactMap { GameBoySaveWriterTables.gen1National(UInt8($0)) }
        #expect(numbers.count == 151)
        #expect(Set(numbers) == Set(1...151))
    }
}

/// The table is internal to DexSaves; read it through a one-species save.
enum GameBoySaveWriterTables {
    static func gen1National(_ index: UInt8) -> Int? {
        var writer = GameBoySaveWriter(.redBlueYellow)
        writer.party = [index]
        return try? parse(writer.bytes()).party.first?.species
    }
}

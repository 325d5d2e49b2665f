import DexSaves
import SaveFileSupport
import Testing

@Suite struct Gen2SaveTests {
    @Test(arguments: [(GameBoySaveWriter.Version.goldSilver, SaveFamily.goldSilver), (.crystal, .crystal)])
    func readsThePokedexThePartyAndEveryBox(version: GameBoySaveWriter.Version, family: SaveFamily) throws {
        var writer = GameBoySaveWriter(version)
        writer.owned = [152, 155, 158, 251]
        writer.seen = [152, 155, 158, 200, 251]
        writer.party = [158, 0xFD, 25]  // Totodile, an egg, Pikachu
        writer.boxes = [0: [152], 6: [249], 7: [250], 13: [251, 0xFD]]
        let save = try parse(writer.bytes())
        #expect(save.family == family)
        #expect(save.owned == [152, 155, 158, 251])
        #expect(save.seen == [152, 155, 158, 200, 251])
        #expect(save.party.map(\.species) == [158, 25])
        #expect(save.boxes.map(\.species) == [152, 249, 250, 251])
    }

    @Test func anEmulatorsClockFooterIsIgnored() throws {
        var writer = GameBoySaveWriter(.crystal)
        writer.owned = [25]
        #expect(try parse(writer.bytes() + [UInt8](repeating: 7, count: 48)).owned == [25])
    }

    @Test(arguments: [(GameBoySaveWriter.Version.goldSilver, SaveFamily.goldSilver), (.crystal, .crystal)])
    func aBadChecksumIsRefused(version: GameBoySaveWriter.Version, family: SaveFamily) {
        var writer = GameBoySaveWriter(version)
        writer.party = [25]
        var bytes = writer.bytes()
        bytes[version == .crystal ? 0x2A27 : 0x2A4C] ^= 0x80
        #expect(problem(bytes) == .badChecksum(family))
    }

    @Test(arguments: [(GameBoySaveWriter.Version.goldSilver, SaveFamily.goldSilver), (.crystal, .crystal)])
    func aJapaneseSaveIsRefusedByName(version: GameBoySaveWriter.Version, family: SaveFamily) {
        var writer = GameBoySaveWriter(version)
        writer.japanese = true
        writer.party = [25]
        #expect(problem(writer.bytes()) == .japanese(family))
    }

    @Test func blankBatteryRAMIsAnEmptySave() {
        #expect(problem([UInt8](repeating: 0xFF, count: 0x8000)) == .empty)
        #expect(problem([UInt8](repeating: 0x00, count: 0x8000)) == .empty)
    }

    @Test func otherDataOfTheSameSizeIsNotASave() {
        var bytes = [UInt8](repeating: 0, count: 0x8000)
        for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: i &* 7919 >> 3) }
        #expect(problem(bytes) == .notASave)
    }
}

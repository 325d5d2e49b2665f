import DexSaves
import SaveFileSupport
import Testing

@Suite struct Gen4SaveTests {
    typealias Mon = DSPokemon

    /// A save of `version` whose Pokédex has caught (and so seen) `caught`, with `boxes` in the first slots.
    static func save(_ version: Gen4SaveWriter.Version, caught: [Int], boxes: [UInt16] = []) -> Gen4SaveWriter {
        var writer = Gen4SaveWriter(version)
        writer.owned = caught
        writer.seen = caught
        writer.boxes = Dictionary(uniqueKeysWithValues: boxes.enumerated().map { ($0.offset, Mon(species: $0.element)) })
        return writer
    }

    /// An older save and a newer one of the same game, for the reader's choice between the two partitions.
    static func saves(
        _ version: Gen4SaveWriter.Version, older: [Int], newer: [Int], olderBoxes: [UInt16] = [], newerBoxes: [UInt16] = []
    ) -> (older: Gen4SaveWriter, newer: Gen4SaveWriter) {
        (save(version, caught: older, boxes: olderBoxes), save(version, caught: newer, boxes: newerBoxes))
    }

    @Test(arguments: [
        (Gen4SaveWriter.Version.diamondPearl, SaveFamily.diamondPearl), (.platinum, .platinum),
        (.heartGoldSoulSilver, .heartGoldSoulSilver),
    ])
    func readsThePokedexThePartyAndEveryBox(version: Gen4SaveWriter.Version, family: SaveFamily) throws {
        var writer = Gen4SaveWriter(version)
        writer.owned = [1, 25, 387, 493]
        writer.seen = [1, 16, 25, 387, 493]
        writer.party = [Mon(species: 387), Mon(species: 25, personality: 0x0002_4000)]  // Turtwig, Pikachu
        writer.boxes = [0: Mon(species: 152), 539: Mon(species: 493, personality: 77)]  // the first and last slots
        let save = try parse(writer.bytes())
        #expect(save.family == family)
        #expect(save.owned == [1, 25, 387, 493])
        #expect(save.seen == [1, 16, 25, 387, 493])
        #expect(save.party.map(\.species) == [387, 25])
        #expect(save.boxes.map(\.species) == [152, 493])
        #expect(!save.readOlderCopy)
    }

    @Test func aSpeciesCountsAsCaughtOnlyWhenItIsSeenToo() throws {
        var writer = Self.save(.platinum, caught: [393, 396])
        writer.seen = [393]
        #expect(try parse(writer.bytes()).owned == [393])
    }

    @Test func formsAndShininessAreRead() throws {
        var writer = Gen4SaveWriter(.heartGoldSoulSilver)
        let shiny = Mon.personality(trainerId: 24_680, secretId: 13_579, xor: 7)
        let plain = Mon.personality(trainerId: 24_680, secretId: 13_579, xor: 8)
        writer.party = [Mon(species: 201, form: 5), Mon(species: 25, personality: shiny)]
        writer.boxes = [3: Mon(species: 479, personality: plain, form: 4), 4: Mon(species: 422, personality: shiny, form: 1)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 201, form: 5), HeldPokemon(species: 25, isShiny: true)])
        #expect(save.boxes == [HeldPokemon(species: 422, form: 1, isShiny: true), HeldPokemon(species: 479, form: 4)])
    }

    @Test func everyOrderOfTheBlocksIsDecoded() throws {
        var writer = Gen4SaveWriter(.diamondPearl)
        for order in 0..<32 {
            writer.boxes[order] = Mon(species: UInt16(order + 1), personality: UInt32(order) << 13 | 0x8000_0005, form: 1)
        }
        let boxes = try parse(writer.bytes()).boxes
        #expect(boxes.map(\.species) == Array(1...32))
        #expect(boxes.allSatisfy { $0.form == 1 })
    }

    @Test func eggsBadEggsDamagedDataAndEmptySlotsAreLeftOut() throws {
        var writer = Gen4SaveWriter(.platinum)
        writer.party = [Mon(species: 175, egg: true), Mon(species: 390)]
        writer.boxes = [0: Mon(species: 25, badEgg: true), 1: Mon(species: 26, damaged: true), 5: Mon(species: 27)]
        let save = try parse(writer.bytes())
        #expect(save.party.map(\.species) == [390])
        #expect(save.boxes.map(\.species) == [27])
    }

    @Test(arguments: Gen4SaveWriter.Version.allCases)
    func theNewerPartitionIsReadInEitherPlace(version: Gen4SaveWriter.Version) throws {
        let (older, newer) = Self.saves(version, older: [1], newer: [1, 4], newerBoxes: [4])
        let file = newer.file([older.partition(counter: 8), newer.partition(counter: 9)])
        #expect(try parse(file).owned == [1, 4])
        #expect(try parse(file).boxes.map(\.species) == [4])
        let swapped = newer.file([newer.partition(counter: 9), older.partition(counter: 8)])
        #expect(try parse(swapped).owned == [1, 4])
        #expect(try !parse(swapped).readOlderCopy)
    }

    @Test(arguments: Gen4SaveWriter.Version.allCases)
    func aDamagedNewerPartitionFallsBackToTheOlderOne(version: Gen4SaveWriter.Version) throws {
        let (older, newer) = Self.saves(version, older: [1], newer: [1, 4])
        var file = newer.file([older.partition(counter: 8), newer.partition(counter: 9)])
        newer.damage(&file, partition: 1, storage: false)
        let save = try parse(file)
        #expect(save.owned == [1])
        #expect(save.readOlderCopy)
    }

    @Test func sinnohPairsASaveThatWroteOnlyTheGeneralBlockWithTheBoxesOfItsLastFullSave() throws {
        // A normal save advances the block counter and writes the general block into the other partition; the
        // boxes stay where the last full save put them, with the same save counter.
        let (full, later) = Self.saves(.platinum, older: [387], newer: [387, 396], olderBoxes: [399], newerBoxes: [399])
        let file = later.file([
            full.partition(counter: 5),
            (later.general(saveCounter: 5, blockCounter: 6), nil),
        ])
        let save = try parse(file)
        #expect(save.owned == [387, 396])
        #expect(save.boxes.map(\.species) == [399])
        #expect(!save.readOlderCopy)
    }

    @Test func sinnohReadsTheOlderGeneralBlockWhenTheNewerOnesBoxesAreDamaged() throws {
        let (older, newer) = Self.saves(.diamondPearl, older: [1], newer: [1, 7], olderBoxes: [1], newerBoxes: [7])
        var file = newer.file([older.partition(counter: 3), newer.partition(counter: 4)])
        newer.damage(&file, partition: 1, storage: true)
        let save = try parse(file)
        #expect(save.owned == [1])
        #expect(save.boxes.map(\.species) == [1])
        #expect(save.readOlderCopy)
    }

    @Test func sinnohTakesTheOnlyValidCopyOfEachBlockEvenFromTwoPartitions() throws {
        // The newer general block survives in the second partition, the boxes only in the first: the game loads
        // them together and reports the save as damaged.
        let writer = Self.save(.platinum, caught: [403], boxes: [403])
        var file = writer.file([writer.partition(counter: 5), writer.partition(counter: 6)])
        writer.damage(&file, partition: 0, storage: false)
        writer.damage(&file, partition: 1, storage: true)
        let save = try parse(file)
        #expect(save.owned == [403])
        #expect(save.boxes.map(\.species) == [403])
        #expect(save.readOlderCopy)
    }

    @Test func sinnohRefusesAGeneralBlockThatNoBoxesPairWith() {
        let writer = Gen4SaveWriter(.diamondPearl)
        var file = writer.file([writer.partition(counter: 5), writer.partition(counter: 6)])
        file.replaceSubrange(0..<0xC100, with: writer.general(saveCounter: 7, blockCounter: 7))
        writer.damage(&file, partition: 1, storage: false)
        #expect(problem(file) == .copiesDamaged(.diamondPearl))
    }

    @Test func heartGoldTakesBothBlocksFromOnePartition() throws {
        let (older, newer) = Self.saves(
            .heartGoldSoulSilver, older: [152], newer: [152, 155], olderBoxes: [152], newerBoxes: [155])
        var file = newer.file([older.partition(counter: 10), newer.partition(counter: 11)])
        newer.damage(&file, partition: 1, storage: true)
        let save = try parse(file)
        #expect(save.owned == [152])
        #expect(save.boxes.map(\.species) == [152])
        #expect(save.readOlderCopy)
    }

    @Test func heartGoldRefusesBlocksWhoseCountersDisagree() {
        let writer = Gen4SaveWriter(.heartGoldSoulSilver)
        let file = writer.file([
            (writer.general(saveCounter: 4, blockCounter: 0), writer.storage(saveCounter: 3, blockCounter: 0))
        ])
        #expect(problem(file) == .copiesDamaged(.heartGoldSoulSilver))
    }

    @Test(arguments: Gen4SaveWriter.Version.allCases)
    func bothCopiesDamagedIsRefused(version: Gen4SaveWriter.Version) {
        let writer = Gen4SaveWriter(version)
        var file = writer.file([writer.partition(counter: 1), writer.partition(counter: 2)])
        writer.damage(&file, partition: 0, storage: false)
        writer.damage(&file, partition: 1, storage: false)
        let family: SaveFamily = [.diamondPearl, .platinum, .heartGoldSoulSilver][
            Gen4SaveWriter.Version.allCases.firstIndex(of: version) ?? 0]
        #expect(problem(file) == .copiesDamaged(family))
    }

    @Test func aSaveWithoutItsBoxesIsRefused() {
        let writer = Gen4SaveWriter(.platinum)
        #expect(problem(writer.file([(writer.general(saveCounter: 1, blockCounter: 1), nil)])) == .copiesDamaged(.platinum))
    }

    @Test func aCounterThatWrappedToZeroIsTheNewer() throws {
        let (older, newer) = Self.saves(.platinum, older: [1], newer: [1, 2])
        let file = newer.file([older.partition(counter: .max), newer.partition(counter: 0)])
        #expect(try parse(file).owned == [1, 2])
    }

    @Test func koreanSavesShareTheLayoutAndAreRead() throws {
        var writer = Self.save(.heartGoldSoulSilver, caught: [158])
        writer.korean = true
        #expect(try parse(writer.bytes()).owned == [158])
    }

    @Test func blankAndForeignDataOfTheSameSizeAreTold() {
        #expect(problem([UInt8](repeating: 0xFF, count: 0x80000)) == .empty)
        let noise = (0..<0x80000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        #expect(problem(noise) == .notASave)
    }

    @Test func anEmulatorsClockFooterIsIgnored() throws {
        let writer = Self.save(.diamondPearl, caught: [399])
        #expect(try parse(writer.bytes() + [UInt8](repeating: 3, count: 0x40)).owned == [399])
        #expect(problem(writer.bytes() + [UInt8](repeating: 3, count: 0x41)) == .unknownSize(size: 0x80041))
    }
}

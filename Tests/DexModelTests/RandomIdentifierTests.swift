import DexModel
import FoundationEssentials
import Testing

@Suite struct RandomIdentifierTests {
    @Test func isAVersionFourIdOfTheRFCVariant() {
        for _ in 0..<200 {
            let id = UUID.random()
            #expect(id.uuid.6 >> 4 == 4)
            #expect(id.uuid.8 >> 6 == 0b10)
            #expect(UUID(uuidString: id.uuidString) == id)
        }
    }

    @Test func neverRepeatsInTheIdsOfALargeList() {
        let ids = (0..<5_000).map { _ in UUID.random() }
        #expect(Set(ids).count == ids.count)
    }

    @Test func manyAtOnceAreVersionFourIdsOfTheRFCVariantAndAllDifferent() {
        let ids = UUID.random(count: 5_000)
        #expect(ids.count == 5_000)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.uuid.6 >> 4 == 4)
            #expect(id.uuid.8 >> 6 == 0b10)
        }
        #expect(UUID.random(count: 0).isEmpty)
    }
}

import DexSaves
import SaveFileSupport
import Testing

/// Whatever a damaged or hostile file holds, the reader returns or throws: it never traps on an index.
@Suite struct DamagedSaveTests {
    /// A fixed-seed generator, so that a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    static func saves() -> [[UInt8]] {
        var red = GameBoySaveWriter(.redBlueYellow)
        red.party = [GameBoySaveWriter.Gen1Index.pikachu]
        var crystal = GameBoySaveWriter(.crystal)
        crystal.party = [25]
        var emerald = Gen3SaveWriter(.emerald)
        emerald.party = [.init(species: 280)]
        emerald.boxes = [0: .init(species: 25)]
        return [
            red.bytes(), GameBoySaveWriter(.goldSilver).bytes(), crystal.bytes(), emerald.bytes(),
            Gen3SaveWriter(.fireRedLeafGreen).bytes(), Gen3SaveWriter(.rubySapphire).bytes(),
        ]
    }

    @Test func randomDamageNeverTrapsTheReader() {
        var random = Generator(state: 12)
        var outcomes: Set<String> = []
        for save in Self.saves() {
            for _ in 0..<150 {
                var bytes = save
                for _ in 0..<Int.random(in: 1...64, using: &random) {
                    // Aim most damage at the parts the reader interprets: bank 1, or the first slot's footers.
                    let index =
                        bytes.count == 0x8000
                        ? Int.random(in: 0x2000..<0x4000, using: &random)
                        : Int.random(in: 0..<14, using: &random) * 0x1000 + Int.random(in: 0xF00..<0x1000, using: &random)
                    bytes[index] = UInt8.random(in: 0...255, using: &random)
                }
                do {
                    _ = try SaveFile.parse(bytes, file: "damaged.sav")
                    outcomes.insert("read")
                } catch {
                    outcomes.insert("refused")
                }
            }
        }
        #expect(outcomes == ["read", "refused"])
    }

    @Test func gen3PokemonWithAnyBytesAreReadOrSkipped() throws {
        var random = Generator(state: 99)
        var writer = Gen3SaveWriter(.emerald)
        for slot in 0..<420 { writer.boxes[slot] = .init(species: UInt16(slot + 1), personality: UInt32(slot)) }
        var bytes = writer.bytes()
        // Scramble the first storage sector's Pokémon data but keep its checksum valid, so the slot is used.
        for sector in 0..<14 where bytes[sector * 0x1000 + 0xFF4] == 5 {
            for i in 0..<3968 { bytes[sector * 0x1000 + i] = UInt8.random(in: 0...255, using: &random) }
            var sum: UInt32 = 0
            for word in stride(from: sector * 0x1000, to: sector * 0x1000 + 3968, by: 4) {
                sum &+=
                    UInt32(bytes[word]) | UInt32(bytes[word + 1]) << 8 | UInt32(bytes[word + 2]) << 16 | UInt32(bytes[word + 3])
                    << 24
            }
            let folded = UInt16(truncatingIfNeeded: (sum >> 16) &+ sum)
            bytes[sector * 0x1000 + 0xFF6] = UInt8(folded & 0xFF)
            bytes[sector * 0x1000 + 0xFF7] = UInt8(folded >> 8)
        }
        let boxes = try SaveFile.parse(bytes, file: "scrambled.sav").boxes.map(\.species)
        #expect(boxes.allSatisfy { (1...386).contains($0) })
        #expect(boxes.count < 386)
    }
}

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

    @Test func randomDamageToDSSavesNeverTrapsTheReader() {
        var random = Generator(state: 45)
        var platinum = Gen4SaveWriter(.platinum)
        platinum.party = [DSPokemon(species: 387)]
        var white2 = Gen5SaveWriter(.black2White2)
        white2.boxes = [0: DSPokemon(species: 495)]
        let saves = [
            platinum.file([platinum.partition(counter: 1), platinum.partition(counter: 2)]),
            Gen4SaveWriter(.heartGoldSoulSilver).bytes(), white2.bytes(), Gen5SaveWriter(.blackWhite).bytes(),
        ]
        // Aim the damage at the footers, counters and tables the reader interprets: the last 0x200 bytes of each block.
        let ends = [0xCF2C, 0xCF2C + 0x121E4, 0xF628, 0xF700 + 0x12310, 0x25FA4, 0x23F9C]
        var outcomes: Set<String> = []
        for save in saves {
            for _ in 0..<40 {
                var bytes = save
                for _ in 0..<Int.random(in: 1...24, using: &random) {
                    let end = ends.randomElement(using: &random) ?? 0x1000
                    let index = Int.random(in: 0..<2, using: &random) * 0x40000 + end - Int.random(in: 1...0x200, using: &random)
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

    @Test func dsPokemonWithAnyBytesAreReadOrSkipped() throws {
        var random = Generator(state: 7)
        let writer = Gen5SaveWriter(.blackWhite)
        var copy = writer.copy(counter: 1)
        // Scramble box 1 but keep its CRCs valid, so the copy is used and every slot is decoded from noise.
        for i in 0x400..<0x13F0 { copy[i] = UInt8.random(in: 0...255, using: &random) }
        let crc = copy.crc16CCITT(0x400..<0x13F0)
        copy[0x13F2] = UInt8(crc & 0xFF)
        copy[0x13F3] = UInt8(crc >> 8)
        copy[0x23F02] = UInt8(crc & 0xFF)
        copy[0x23F03] = UInt8(crc >> 8)
        let table = copy.crc16CCITT(0x23F00..<0x23F8C)
        copy[0x23F9A] = UInt8(table & 0xFF)
        copy[0x23F9B] = UInt8(table >> 8)
        let boxes = try SaveFile.parse(writer.file(main: copy, backup: nil), file: "scrambled.sav").boxes
        #expect(boxes.allSatisfy { (1...649).contains($0.species) && $0.form < 32 })
        #expect(boxes.count < 30)
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

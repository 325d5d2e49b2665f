import DexSaves
import SaveFileSupport
import Testing

@Suite struct SwishBlocksTests {
    typealias Block = SwishSaveWriter.Block

    static let blocks: [Block] = [
        .object(0x0D66_012C, Array(0..<200)),
        .array(0x4716_C404, of: .uint16, [1, 0, 2, 0, 3, 0]),
        .value(0xF25C_070E, .uint32, [0x78, 0x56, 0x34, 0x12]),
        .flag(0x0000_0001, true),
        .flag(0xFFFF_FFFF, false),
        .object(0x0000_0000, []),
    ]

    @Test func sha256MatchesTheStandardsVector() {
        let digest = SHA256.hash(Array("abc".utf8))
        #expect(
            digest
                == [
                    0xBA, 0x78, 0x16, 0xBF, 0x8F, 0x01, 0xCF, 0xEA, 0x41, 0x41, 0x40, 0xDE, 0x5D, 0xAE, 0x22, 0x23,
                    0xB0, 0x03, 0x61, 0xA3, 0x96, 0x17, 0x7A, 0x9C, 0xB4, 0x10, 0xFF, 0x61, 0xF2, 0x00, 0x15, 0xAD,
                ])
        // In parts, as a save is hashed between its salts, the digest is the same.
        #expect(SHA256.hash([Array("a".utf8)[...], [], Array("bc".utf8)[...]]) == digest)
    }

    @Test func everyKindOfBlockIsDecryptedByItsKey() throws {
        let save = try #require(try SwishBlocks.read(SwishSaveWriter(Self.blocks).bytes()))
        #expect(save.count == 6)
        #expect(save.block(key: 0x0D66_012C) == Array(0..<200))
        #expect(save.type(key: 0x4716_C404) == .array)
        #expect(save.block(key: 0x4716_C404) == [1, 0, 2, 0, 3, 0])
        #expect(save.block(key: 0xF25C_070E) == [0x78, 0x56, 0x34, 0x12])
        #expect(save.type(key: 0x0000_0001) == .bool2)
        #expect(save.block(key: 0x0000_0001) == [])
        #expect(save.type(key: 0xFFFF_FFFF) == .bool1)
        #expect(save.block(key: 0x0000_0000) == [])
        #expect(save.block(key: 0x1234_5678) == nil)
    }

    @Test func aPayloadLongerThanThePadIsStillDecrypted() throws {
        let big = (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let save = try #require(try SwishBlocks.read(SwishSaveWriter([.object(0xABCD_EF01, big)]).bytes()))
        #expect(save.block(key: 0xABCD_EF01) == big)
    }

    @Test func aHashThatDoesNotMatchIsADamagedSave() {
        var bytes = SwishSaveWriter(Self.blocks).bytes()
        bytes[bytes.count - 1] ^= 1
        #expect(throws: SaveFileError.Problem.switchSaveDamaged) { try SwishBlocks.read(bytes) }
        var changedData = SwishSaveWriter(Self.blocks).bytes()
        changedData[100] ^= 1
        #expect(throws: SaveFileError.Problem.switchSaveDamaged) { try SwishBlocks.read(changedData) }
    }

    @Test func blocksThatRunPastTheEndAreADamagedSave() {
        var plain = SwishSaveWriter(Self.blocks).plainBytes()
        plain.removeLast(3)
        #expect(throws: SaveFileError.Problem.switchSaveDamaged) { try SwishBlocks.read(SwishSaveWriter.seal(plain)) }
    }

    @Test func bytesOfNoSwitchStructureAreNotASwitchSave() throws {
        #expect(try SwishBlocks.read([UInt8](repeating: 0, count: 0x80000)) == nil)
        #expect(try SwishBlocks.read((0..<4096).map { UInt8(truncatingIfNeeded: $0 * 31 + 7) }) == nil)
        #expect(try SwishBlocks.read([1, 2, 3]) == nil)
    }
}

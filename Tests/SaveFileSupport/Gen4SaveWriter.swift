/// Writes a generation 4 save (512 KiB of flash) from the layout documented by pret/pokeplatinum (src/savedata.c,
/// include/savedata.h, include/pokedex.h), pret/pokeheartgold (src/save.c, include/save.h) and PKHeX's SAV4DP,
/// SAV4Pt, SAV4HGSS: two partitions of 256 KiB, each with a general block (party, Pokédex) and a storage block
/// (18 boxes of 30), each block ending in its footer (counters, size, magic, block id, CRC16-CCITT).
public struct Gen4SaveWriter: Sendable {
    public enum Version: Sendable, CaseIterable { case diamondPearl, platinum, heartGoldSoulSilver }

    public var version: Version
    /// Caught flags and seen flags, as the game keeps them (the game counts a species caught only if both are set).
    public var owned: [Int] = []
    public var seen: [Int] = []
    public var party: [DSPokemon] = []
    /// PC slot (0–539: box × 30 + position) → Pokémon.
    public var boxes: [Int: DSPokemon] = [:]
    /// A Korean game's footer magic instead of the Japanese and western one.
    public var korean = false

    public init(_ version: Version) { self.version = version }

    static let partitionSize = 0x40000
    var generalSize: Int { [0xC100, 0xCF2C, 0xF628][index] }
    var storageStart: Int { [0xC100, 0xCF2C, 0xF700][index] }
    var storageSize: Int { [0x121E0, 0x121E4, 0x12310][index] }
    var party0: Int { [0x98, 0xA0, 0x98][index] }  // the first party Pokémon; the count is 4 bytes before
    var pokedex: Int { [0x12DC, 0x1328, 0x12B8][index] }
    var footerSize: Int { version == .heartGoldSoulSilver ? 0x10 : 0x14 }
    var index: Int { Version.allCases.firstIndex(of: version) ?? 0 }

    /// The general block, footer included. HeartGold/SoulSilver keep only the save counter.
    public func general(saveCounter: UInt32, blockCounter: UInt32) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: generalSize)
        block[party0 - 4] = UInt8(party.count)
        for (i, pokemon) in party.enumerated() {
            block.replaceSubrange((party0 + i * 236)..<(party0 + i * 236 + 236), with: pokemon.encoded(size: 236))
        }
        block.put32(0xBEEF_CAFE, at: pokedex)
        block.putFlags(owned, at: pokedex + 4)
        block.putFlags(seen, at: pokedex + 4 + 0x40)
        sign(&block, id: 0, saveCounter: saveCounter, blockCounter: blockCounter)
        return block
    }

    /// The storage block, footer included: Diamond/Pearl and Platinum keep the current box in its first word and
    /// the boxes after it, 0xFF0 bytes each; HeartGold/SoulSilver the boxes from its start, one per 0x1000 bytes.
    public func storage(saveCounter: UInt32, blockCounter: UInt32) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: storageSize)
        let first = version == .heartGoldSoulSilver ? 0 : 4, stride = version == .heartGoldSoulSilver ? 0x1000 : 0xFF0
        for (slot, pokemon) in boxes {
            let offset = first + (slot / 30) * stride + (slot % 30) * 136
            block.replaceSubrange(offset..<(offset + 136), with: pokemon.encoded())
        }
        sign(&block, id: 1, saveCounter: saveCounter, blockCounter: blockCounter)
        return block
    }

    func sign(_ block: inout [UInt8], id: Int, saveCounter: UInt32, blockCounter: UInt32) {
        let end = block.count
        if version == .heartGoldSoulSilver {
            block.put32(saveCounter, at: end - 0x10)
            block.put16(UInt16(id), at: end - 4)
        } else {
            block.put32(saveCounter, at: end - 0x14)
            block.put32(blockCounter, at: end - 0x10)
            block[end - 4] = UInt8(id)
        }
        block.put32(UInt32(end), at: end - 0xC)
        block.put32(korean ? 0x2007_0903 : 0x2006_0623, at: end - 8)
        block.put16(block.crc16CCITT(0..<(end - footerSize)), at: end - 2)
    }

    /// A whole file: each partition's general and storage blocks where given, erased flash (0xFF) elsewhere.
    public func file(_ partitions: [(general: [UInt8]?, storage: [UInt8]?)]) -> [UInt8] {
        var file = [UInt8](repeating: 0xFF, count: 2 * Self.partitionSize)
        for (partition, blocks) in partitions.enumerated() {
            let base = partition * Self.partitionSize
            if let general = blocks.general { file.replaceSubrange(base..<(base + general.count), with: general) }
            if let storage = blocks.storage {
                file.replaceSubrange((base + storageStart)..<(base + storageStart + storage.count), with: storage)
            }
        }
        return file
    }

    /// Both blocks of one full save, with the same counters, for one partition.
    public func partition(counter: UInt32) -> (general: [UInt8]?, storage: [UInt8]?) {
        (general(saveCounter: counter, blockCounter: counter), storage(saveCounter: counter, blockCounter: counter))
    }

    /// A file holding this save once, in the first partition (the second erased).
    public func bytes(counter: UInt32 = 3) -> [UInt8] { file([partition(counter: counter)]) }

    /// Breaks one block of a partition in a file: a data byte changes and its CRC no longer matches.
    public func damage(_ file: inout [UInt8], partition: Int, storage: Bool) {
        file[partition * Self.partitionSize + (storage ? storageStart : 0) + 0x40] ^= 0x5A
    }
}

/// The Brilliant Diamond/Shining Pearl fuzzer's input: the blocks dex reads, end to end, instead of a whole save of
/// nearly 1 MB whose MD5 a mutation would break. `expanded` places them in a save of the launch revision's size and
/// signs it, so that every mutation reaches the reader behind the hash; `compact` takes them out of a save.
public enum BDSPFuzzInput {
    /// Offset and length of each block the input holds, in order: the party, the player's status, the Pokédex, the
    /// Day Care, then the boxes (as far as the input goes).
    static let blocks: [(offset: Int, length: Int)] = [
        (0x14098, 0x812), (0x79BB4, 0x50), (0x7A328, 0x30B8), (0x96080, 0x2C0), (0x14EF4, 40 * 30 * 0x158),
    ]

    public static func expanded(_ input: [UInt8]) -> [UInt8] {
        var file = [UInt8](repeating: 0, count: 0xE9828)
        file.put32(0x25, at: 0)
        var at = 0
        for (offset, length) in blocks where at < input.count {
            let count = min(length, input.count - at)
            file.replaceSubrange(offset..<(offset + count), with: input[at..<(at + count)])
            at += count
        }
        BDSPSaveWriter.sign(&file)
        return file
    }

    /// The blocks of `save`, with its first `slots` box slots.
    public static func compact(_ save: [UInt8], slots: Int) -> [UInt8] {
        blocks.flatMap { block in
            let length = block.offset == 0x14EF4 ? slots * 0x158 : block.length
            return save[block.offset..<(block.offset + length)]
        }
    }
}

import Testing

@testable import DexModel

/// The line of the first byte that is not UTF-8, counting line breaks as CSV does.
@Suite struct UTF8LinesTests {
    @Test func namesTheLineOfTheFirstInvalidByte() {
        #expect(UTF8Lines.lineOfFirstInvalidByte(in: Array("a\nb\r\nc\rd é\n".utf8)) == nil)
        #expect(UTF8Lines.lineOfFirstInvalidByte(in: [0xFF]) == 1)
        #expect(UTF8Lines.lineOfFirstInvalidByte(in: Array("a\nb\r\nc\rd ".utf8) + [0xC3, 0x28] + Array("\n\u{FF}".utf8)) == 4)
        // A truncated sequence at the end of the file
        #expect(UTF8Lines.lineOfFirstInvalidByte(in: Array("x\n\n".utf8) + [0xE2, 0x82]) == 3)
    }
}

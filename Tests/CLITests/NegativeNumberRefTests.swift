import DexApp
import Testing

@testable import DexCLI

/// A ref like `-5` is answered with what is wrong with it, only for the commands that take refs.
@Suite struct NegativeNumberRefTests {
    @Test func aWordOfDashAndDigitsBeforeDoubleDashIsNamed() {
        #expect(NegativeNumberRef.error(in: ["mark", "-5"]) == .negativeNumberRef("-5", command: "mark"))
        #expect(
            NegativeNumberRef.error(in: ["unmark", "25", "-0", "--game", "x"]) == .negativeNumberRef("-0", command: "unmark"))
        #expect(NegativeNumberRef.error(in: ["show", "-25"]) == .negativeNumberRef("-25", command: "show"))
    }

    @Test func otherLinesAreLeftToArgumentParser() {
        #expect(NegativeNumberRef.error(in: ["mark", "--", "-5"]) == nil)
        #expect(NegativeNumberRef.error(in: ["mark", "-v"]) == nil)
        #expect(NegativeNumberRef.error(in: ["mark", "-", "-5a"]) == nil)
        #expect(NegativeNumberRef.error(in: ["games", "-5"]) == nil)
        #expect(NegativeNumberRef.error(in: []) == nil)
    }
}

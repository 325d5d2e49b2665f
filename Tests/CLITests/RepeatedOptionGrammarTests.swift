import DexApp
import Testing

@testable import dex

/// `RepeatedOption` reads a line by its command's grammar: an option of one value given twice is refused, one that
/// takes every value given is not.
@Suite struct RepeatedOptionGrammarTests {
    static let grammar = CommandGrammar(
        options: [
            CommandGrammar.Option(.game, ["--game"], takesValue: true),
            CommandGrammar.Option(.search, ["--search", "-s"], takesValue: true, isRepeatable: true),
            CommandGrammar.Option(.json, ["--json"], takesValue: false),
        ],
        positionals: 0...Int.max)

    static func error(_ line: [String]) -> CommandLineError? {
        RepeatedOption.error(in: line[...], grammar)
    }

    @Test func anOptionOfOneValueGivenTwiceIsRefused() {
        #expect(Self.error(["--game", "a", "--game", "b"]) == .repeatedOption("--game"))
        #expect(Self.error(["--game=a", "1", "--game="]) == .repeatedOption("--game"))
        #expect(Self.error(["--game", "a"]) == nil)
    }

    @Test func aRepeatableOptionAFlagAndWordsAfterTheSeparatorAreNoRepeat() {
        #expect(Self.error(["--search", "a", "-s", "b", "--search=c"]) == nil)
        #expect(Self.error(["--json", "--json"]) == nil)
        #expect(Self.error(["--game", "a", "--", "--game", "b"]) == nil)
    }

    @Test func theCommandIsFoundByItsWords() {
        #expect(RepeatedOption.error(in: ["mark", "1", "--game", "a", "--game", "b"]) == .repeatedOption("--game"))
        #expect(
            RepeatedOption.error(in: ["sprites", "fetch", "--deadline", "1", "--deadline", "2"]) == .repeatedOption("--deadline"))
        #expect(RepeatedOption.error(in: ["nothing", "--game", "a", "--game", "b"]) == nil)
        #expect(RepeatedOption.error(in: []) == nil)
    }
}

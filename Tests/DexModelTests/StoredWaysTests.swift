import DexModel
import Testing

@Suite struct StoredWaysTests {
    @Test func keepsEachWayOnOneLineOfThreeFields() {
        var walk = GameManifest.Way(method: "walk", text: "Route 1 (walking)")
        walk.place = "Route 1"
        let ways = [walk, GameManifest.Way(method: "gift", text: "Pokémon Centre ♀ gift")]
        let stored = StoredWays.encode(ways)
        #expect(stored == "walk\tRoute 1\tRoute 1 (walking)\ngift\t\tPokémon Centre ♀ gift")
        #expect(StoredWays.decode(stored) == ways)
    }

    @Test(arguments: ["\t", "\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func makesEachLineBreakAndTabOneSpace(separator: String) {
        var way = GameManifest.Way(method: "a\(separator)b", text: "é\(separator)♀")
        way.place = "c\(separator)d"
        #expect(StoredWays.encode([way]) == "a b\tc d\té ♀")
    }

    @Test func aFieldWithoutBreaksIsCopiedWhole() {
        let ways = [GameManifest.Way(method: "static", text: "Slumbering Weald (Zacian)")]
        #expect(StoredWays.encode(ways) == "static\t\tSlumbering Weald (Zacian)")
    }

    @Test func keepsOtherControlAndMultiByteCharactersAsTheyAre() {
        let text = "\u{01}\u{A0}©\u{2027}\u{202A}–"
        #expect(StoredWays.encode([GameManifest.Way(method: "m", text: text)]) == "m\t\t" + text)
    }
}

import Testing

@testable import DexApp

/// `dex show`'s card on a narrow terminal breaks between words, a labelled line's further pieces under its value.
@Suite struct CardWrapTests {
    @Test func aLongLineBreaksBetweenWordsUnderItsValue() {
        let card = ["Hint:     Viridian Forest, in the tall grass north of Pewter City", "Game:     Pokémon FireRed"]
        let lines = CardWrap.lines(card, width: 40)
        #expect(
            lines == [
                "Hint:     Viridian Forest, in the tall", "          grass north of Pewter City", "Game:     Pokémon FireRed",
            ])
        #expect(lines.allSatisfy { $0.count <= 40 })
    }

    @Test func aWordLongerThanTheWidthBreaksAtTheWidthAndANotesLinesAreEachWrapped() {
        let lines = CardWrap.lines(["Notes:    " + String(repeating: "a", count: 50) + "\nsecond line"], width: 40)
        #expect(lines.count == 3 && lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        #expect(lines[1].hasPrefix("          a") && lines[2] == "second line")
    }

    @Test func colouredAndShortLinesStayWhole() {
        let bold = "\u{1B}[1m#025 Pikachu\u{1B}[0m"
        #expect(CardWrap.lines([bold, "Caught:   no"], width: 40) == [bold, "Caught:   no"])
    }
}

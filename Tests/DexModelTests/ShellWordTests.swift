import Testing

@testable import DexModel

/// The refs dex puts in the commands it suggests read back the same when pasted into a shell.
@Suite struct ShellWordTests {
    @Test(arguments: [
        (PokemonRef.number(4), "4"), (.range(4...6), "4-6"), (.regional(4, section: nil), "R4"),
        (.regional(1, section: "kitakami"), "kitakami:R1"), (.regional(5, section: "isle of armor"), "'isle of armor:R5'"),
        (.name("charmander"), "charmander"), (.name("Mr. Mime"), "'Mr. Mime'"), (.name("Farfetch'd"), "\"Farfetch'd\""),
        (.name("Farfetch’d"), "Farfetch’d"), (.name("Flabébé"), "Flabébé"), (.name("it's $5"), "\"it's \\$5\""),
    ])
    func aRefIsOneShellWordNamingTheSamePokemon(ref: PokemonRef, word: String) {
        #expect(ref.argument == word)
    }

    @Test func aRangeIsItsNumbersOneByOne() {
        #expect(PokemonRef.range(4...6).singles == [.number(4), .number(5), .number(6)])
        #expect(PokemonRef.name("pikachu").singles == [.name("pikachu")])
    }
}

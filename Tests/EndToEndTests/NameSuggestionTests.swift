import DexTestSupport
import Foundation
import Testing

/// A name that is the start of several Pokémon's names suggests them all; a name players use for another finds it.
@Suite(.tags(.endToEnd)) struct NameSuggestionTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "national", "--no-sprites"])
    }

    @Test func aPrefixOfSeveralNamesListsThem() async throws {
        let tapu = try await dex.run(["mark", "tapu"])
        #expect(tapu.status == 1)
        #expect(
            tapu.stderr
                == "Error: no Pokémon 'tapu' in National Pokédex (did you mean 'Tapu Koko', 'Tapu Lele', 'Tapu Bulu' or "
                + "'Tapu Fini'?); nothing was changed\n")
        let nidoran = try await dex.run(["show", "nidoran"])
        #expect(nidoran.stderr.contains("(did you mean 'Nidoran♀' or 'Nidoran♂'?)"), "\(nidoran.stderr)")
        #expect(try await dex.run(["mark", "pikachuu"]).stderr.contains("(did you mean 'Pikachu'?)"))
    }

    @Test func mrMimeJrFindsMimeJr() async throws {
        #expect(try await dex.succeed(["mark", "mr mime jr"]).contains("Caught #439 Mime Jr."))
        #expect(try await dex.succeed(["mark", "mr. mime"]).contains("Caught #122 Mr. Mime"))
    }
}

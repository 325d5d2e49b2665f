import DexTestSupport
import Foundation
import Testing

/// On the bundled manifest: the games of generations 6–9, their loosely matched names, and the
/// unknown-slug error that lists what there is.
@Suite(.tags(.endToEnd)) struct LaterGenerationGamesTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    @Test func addsSwordWithItsDLCSectionsAndMarksNewNamesLoosely() async throws {
        let added = try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--no-sprites"])
        #expect(added.hasPrefix("Added Pokémon Sword with Grookey: "), "\(added)")
        let marked = try await dex.succeed(["mark", "type: null", "jangmo-o", "mr. rime", "sirfetchd", "kubfu"])
        for name in ["Type: Null", "Jangmo-o", "Mr. Rime", "Sirfetch’d", "Kubfu"] {
            #expect(marked.contains(name), "\(marked)")
        }
        let scorbunny = try await dex.run(["mark", "scorbunny"])
        #expect(
            scorbunny.status == 1 && scorbunny.stderr.contains("ruled out by your starter choice (Grookey)"),
            "\(scorbunny.stderr)")
    }

    @Test func listKeepsEachPokedexSectionTogetherAndShowNamesIt() async throws {
        try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--no-sprites"])
        // The Pokémon's rows, without the sections' headings.
        let names = try await dex.succeed(["list"]).split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first.map(String.init) ?? ""
        }
        // Galar's #001 Grookey first; the Isle of Armor's #001 Slowpoke only after the whole Galar Pokédex.
        let grookey = try #require(names.firstIndex(of: "Grookey"))
        let slowpoke = try #require(names.firstIndex(of: "Slowpoke"))
        let eternatus = try #require(names.firstIndex(of: "Eternatus"))
        #expect(grookey == 0 && eternatus < slowpoke, "\(names.prefix(5)) … Slowpoke at \(slowpoke), Eternatus at \(eternatus)")
        let bulbasaur = try await dex.succeed(["show", "bulbasaur", "--no-sprite"])
        #expect(bulbasaur.contains("Regional: R068 (isle-of-armor)"), "\(bulbasaur)")
    }

    @Test func addsScarletAndMatchesParadoxAndRuinousNames() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "fuecoco", "--no-sprites"])
        let marked = try await dex.succeed(["mark", "great tusk", "chi-yu", "IRON VALIANT", "wo chien", "flabebe"])
        for name in ["Great Tusk", "Chi-Yu", "Iron Valiant", "Wo-Chien", "Flabébé"] {
            #expect(marked.contains(name), "\(marked)")
        }
        let list = try await dex.succeed(["list", "--search", "iron valiant"])
        #expect(list.contains("Not in Scarlet: trade from Violet"), "\(list)")
        let pikachu = try await dex.succeed(["list", "--search", "pikachu"])
        #expect(pikachu.contains("South Province (Area Two), walking"), "\(pikachu)")
    }

    @Test func everyLaterGameCanBeAdded() async throws {
        let available = try await dex.succeed(["games", "--available"])
        for slug in [
            "x", "y", "omega-ruby", "alpha-sapphire", "sun", "moon", "ultra-sun", "ultra-moon", "lets-go-pikachu",
            "lets-go-eevee", "sword", "shield", "brilliant-diamond", "shining-pearl", "legends-arceus", "scarlet",
            "violet", "legends-za",
        ] {
            #expect(available.contains("\n\(slug) "), "\(slug)")
        }
        let added = try await dex.succeed(["add-game", "lets-go-eevee", "--no-sprites"])
        #expect(added.contains("153 Pokémon"), "\(added)")
    }

    @Test func addsTheNationalDexForALivingDex() async throws {
        let added = try await dex.succeed(["add-game", "national", "--no-sprites"])
        #expect(added == "Added National Pokédex: 1025 Pokémon to catch. It is now the active game.\n", "\(added)")
        let list = try await dex.succeed(["list", "--search", "koraidon"])
        #expect(list.contains("#1007") && list.contains("Obtainable in Scarlet"), "\(list)")
        #expect(try await dex.succeed(["mark", "1-1025"]).contains("1025/1025"))
        let other = try DexProcess(manifest: nil)
        let starter = try await other.run(["add-game", "national", "--starter", "bulbasaur"])
        #expect(starter.status == 1 && starter.stderr == "Error: National Pokédex has no starter choice; drop --starter\n")
    }

    @Test func anUnknownSlugGetsTheNearestGameAndMentionsManifest() async throws {
        let result = try await dex.run(["add-game", "swrod"])
        #expect(result.status == 1)
        let line = result.stderr
        #expect(
            line
                == "Error: no game called 'swrod' in the manifest (did you mean 'sword'?); run 'dex games --available' to "
                + "list them; for another game, pass your own games.json with --manifest FILE\n", "\(line)")
        #expect(!line.contains("red, blue,"), "the nearest game, not all of them")
        #expect(line.split(separator: "\n").count == 1)
    }

    @Test func aGameIsNamedAsLooselyAsAPokemon() async throws {
        #expect(try await dex.succeed(["add-game", "FireRed", "--starter", "bulbasaur", "--no-sprites"]).contains("FireRed"))
        try await dex.succeed(["add-game", "Pokémon HeartGold", "--starter", "chikorita", "--no-sprites"])
        try await dex.succeed(["add-game", "lets go pikachu", "--no-sprites"])
        #expect(try await dex.succeed(["games"]).contains("lets-go-pikachu"))
        try await dex.succeed(["use", "fire red"])
        #expect(try await dex.succeed(["mark", "25", "--game", "Pokémon HeartGold"]).contains("Pokémon HeartGold"))
        #expect(try await dex.succeed(["list", "--caught", "--game", "HEARTGOLD"]).contains("Pikachu"))
        let unknown = try await dex.run(["list", "--game", "heart gould"])
        #expect(unknown.status == 1 && unknown.stderr.contains("(did you mean 'heartgold'?)"), "\(unknown.stderr)")
    }
}

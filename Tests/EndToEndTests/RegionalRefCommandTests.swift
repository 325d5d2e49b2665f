import DexTestSupport
import Foundation
import Testing

/// Through the built binary: the game's own numbers as `dex list` shows them (`R001`) name Pokémon in mark, unmark,
/// show, note and completion; plain numbers stay national; `list` heads each Pokédex section of a game.
@Suite(.tags(.endToEnd)) struct RegionalRefCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// The database file and its log, byte for byte (SQLite's `-shm` index holds no data).
    func databaseFiles() -> [Data] {
        ["dex.sqlite", "dex.sqlite-wal"].map { name in
            (try? Data(contentsOf: dex.home.appendingPathComponent(name))) ?? Data()
        }
    }

    @Test func scarletsOwnNumbersMarkPaldeaKitakamiAndBlueberry() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "sprigatito", "--no-sprites"])
        #expect(try await dex.succeed(["mark", "R1"]) == "Caught #906 Sprigatito\nPokémon Scarlet: 1/684 caught\n")
        let range = try await dex.succeed(["mark", "r1-r3"])
        #expect(
            range == "Caught #907 Floragato\nCaught #908 Meowscarada\n#906 Sprigatito was already caught\n"
                + "Pokémon Scarlet: 3/684 caught\n")
        #expect(try await dex.succeed(["mark", "kitakami:R1"]).hasPrefix("Caught #167 Spinarak\n"))
        #expect(
            try await dex.succeed(["mark", "Blueberry:r001,R25"])
                == "Caught #084 Doduo\nCaught #228 Houndour\nPokémon Scarlet: 6/684 caught\n")
        // A plain number is national: Scarlet's #1 is Bulbasaur (the Blueberry Pokédex has it), not Sprigatito.
        #expect(try await dex.succeed(["mark", "1"]).hasPrefix("Caught #001 Bulbasaur\n"))
        #expect(try await dex.succeed(["unmark", "R001"]).hasPrefix("Unmarked #906 Sprigatito\n"))
    }

    @Test func showAndNoteTakeTheGamesOwnNumber() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "sprigatito", "--no-sprites"])
        let shown = try await dex.succeed(["show", "R25", "--no-sprite"])
        #expect(shown.hasPrefix("#228 Houndour\n") && shown.contains("Regional: R025"), "\(shown)")
        let kitakami = try await dex.succeed(["show", "kitakami:R1", "--no-sprite"])
        #expect(kitakami.hasPrefix("#167 Spinarak\n") && kitakami.contains("Regional: R001 (kitakami)"), "\(kitakami)")
        #expect(try await dex.succeed(["note", "r25", "seen", "at", "dusk"]) == "#228 Houndour: seen at dusk\n")
        #expect(try await dex.succeed(["note", "228"]) == "#228 Houndour: seen at dusk\n")
        let everyGame = try await dex.run(["show", "R25", "--all-games"])
        #expect(
            everyGame.status == 1
                && everyGame.stderr
                    == "Error: 'R025' is a number of one game's own Pokédex, another Pokémon in each game; with --all-games "
                    + "name it by its national number or name\n"
        )
    }

    @Test func kitakamisNumbersNameThePokemonPaldeaListsToo() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "sprigatito", "--no-sprites"])
        // Wooper is Paldea's #53 and Kitakami's #5; Kitakami's #19–#22 are Arbok (its own) and Pichu, Pikachu and
        // Raichu (Paldea's #73–#75).
        #expect(try await dex.succeed(["mark", "kitakami:R5"]) == "Caught #194 Wooper\nPokémon Scarlet: 1/684 caught\n")
        #expect(
            try await dex.succeed(["mark", "kitakami:r19-r22"])
                == "Caught #024 Arbok\nCaught #025 Pikachu\nCaught #026 Raichu\nCaught #172 Pichu\nPokémon Scarlet: 5/684 caught\n"
        )
        #expect(try await dex.succeed(["unmark", "R74"]).hasPrefix("Unmarked #025 Pikachu\n"))
        let wooper = try await dex.succeed(["show", "kitakami:R5", "--no-sprite"])
        #expect(wooper.hasPrefix("#194 Wooper\n") && wooper.contains("\nRegional: R053 · kitakami R005\n"), "\(wooper)")
        let object = try await #require(try dex.json(["show", "wooper", "--json"]) as? [String: Any])
        let pokemon = try #require(object["pokemon"] as? [String: Any])
        let numbers = try #require(pokemon["sectionNumbers"] as? [[String: Any]])
        #expect(numbers.map { $0["section"] as? String } == ["paldea", "kitakami"])
        #expect(numbers.map { $0["number"] as? Int } == [53, 5] && pokemon["regionalNumber"] as? Int == 53)
        // The list keeps each Pokémon once, under the first section that numbers it.
        let list = try await dex.succeed(["list"]).split(separator: "\n").filter { $0.contains("✓  Wooper") }
        #expect(list.count == 1 && list[0].contains("R053"), "\(list)")
    }

    @Test func fireRedsKantoNumbersAreItsOwnAndTheStarterRuleStands() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        #expect(try await dex.succeed(["mark", "R1"]) == "Caught #001 Bulbasaur\nPokémon FireRed: 1/198 caught\n")
        let charmander = try await dex.run(["mark", "R4"])
        #expect(
            charmander.status == 1
                && charmander.stderr
                    == "Error: no Pokémon 'R004' in Pokémon FireRed: ruled out by your starter choice (Bulbasaur); to record "
                    + "one received in a trade, run 'dex mark R4 --traded'\n"
        )
        #expect(try await dex.succeed(["mark", "R4", "--traded"]).hasPrefix("Caught #004 Charmander\n"))
    }

    @Test func anUnknownNumberOrSectionIsRefusedWithTheDatabaseUnchanged() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "sprigatito", "--no-sprites"])
        try await dex.succeed(["mark", "R2"])
        let refusals = [
            (
                ["mark", "R999"],
                "no Pokémon 'R999' in Pokémon Scarlet: the Paldea Pokédex runs to R400; run 'dex list' to see the numbers"
            ),
            (
                ["unmark", "kitakami:R201"],
                "no Pokémon 'kitakami:R201' in Pokémon Scarlet: the Kitakami Pokédex runs to R200; run 'dex list' to see the "
                    + "numbers"
            ),
            (
                ["mark", "R3", "teal mask:R1"],
                "Pokémon Scarlet has no Pokédex section 'teal mask'; name one of paldea, kitakami, blueberry, e.g. 'blueberry:R1'"
            ),
            (
                ["mark", "kitakami:25"],
                "'kitakami:25' names a Pokédex section with a national number; write the section's own number with R, e.g. kitakami:R1"
            ),
            (["mark", "R3-R1"], "'R3-R1' is not a valid range; write it as FIRST-LAST with FIRST <= LAST, e.g. 1-9"),
            (
                ["note", "R999", "hello"],
                "no Pokémon 'R999' in Pokémon Scarlet: the Paldea Pokédex runs to R400; run 'dex list' to see the numbers"
            ),
        ]
        for (arguments, message) in refusals {
            let before = databaseFiles()
            let result = try await dex.run(arguments)
            #expect(result.status == 1 && result.stderr == "Error: \(message)\n", "\(arguments): \(result.stderr)")
            #expect(databaseFiles() == before, "\(arguments) changed the database")
        }
        #expect(try await dex.succeed(["list", "--caught"]).contains("Floragato"))
    }

    @Test func swordsListHeadsEachSectionInTheTableOnly() async throws {
        try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--no-sprites"])
        let lines = try await dex.succeed(["list"]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Galar Pokédex")
        let armor = try #require(lines.firstIndex(of: "Isle of Armor Pokédex"))
        #expect(lines[armor - 1] == "" && lines[armor + 1].contains("R001  ·  Slowpoke"), "\(lines[armor - 1...armor + 1])")
        #expect(lines[armor - 2].contains("R400  ·  Eternatus"))
        let tundra = try #require(lines.firstIndex(of: "Crown Tundra Pokédex"))
        let others = try #require(lines.firstIndex(of: "Not in these Pokédexes"))
        #expect(armor < tundra && tundra < others && lines[others + 1].contains("Mewtwo"))
        #expect(lines.filter { $0.hasSuffix("Pokédex") || $0.hasSuffix("Pokédexes") }.count == 4)
        #expect(!(try await dex.succeed(["list", "--sort", "national"]).contains("Pokédex\n")))
        #expect(!(try await dex.succeed(["list", "--json"]).contains("Isle of Armor")))
        #expect(!(try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"]).isEmpty))
        #expect(try await dex.succeed(["list"]).hasPrefix("#001  R001  ·  Bulbasaur"))
    }

    @Test func helpSaysPlainNumbersAreNationalAndRNumbersTheGamesOwn() async throws {
        let mark = try await dex.succeed(["mark", "--help"])
        #expect(mark.contains("A plain number is always the") && mark.contains("R25, R1-R10"), "\(mark)")
        let list = try await dex.succeed(["list", "--help"])
        #expect(list.contains("'dex mark R25'") && list.contains("isle-of-armor:R1"), "\(list)")
    }

    @Test func completionOffersTheGamesOwnNumbersForAWordLikeOne() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "sprigatito", "--no-sprites"])
        func complete(_ words: [String]) async throws -> [Substring] {
            let line = ["dex", "mark"] + words
            return try await dex.succeed(
                ["---completion", "mark", "--", "positional@0", String(line.count - 1), String(words.last?.count ?? 0)]
                    + line
            ).split(separator: "\n")
        }
        // Fuecoco (R004) and Quaxly (R007) and their lines are ruled out by the starter, so not in the list.
        await #expect(try complete(["R00"]) == ["R001", "R002", "R003"])
        await #expect(try complete(["r40"]) == ["r400"])
        await #expect(try complete(["kitakami:R00"]).prefix(2) == ["kitakami:R001", "kitakami:R002"])
        // Kitakami's own numbers for the Pokémon Paldea numbers first too: Wooper's #5, Pikachu's #21.
        await #expect(try complete(["kitakami:R00"]).contains("kitakami:R005"))
        await #expect(try complete(["kitakami:R02"]).prefix(3) == ["kitakami:R020", "kitakami:R021", "kitakami:R022"])
        await #expect(try complete(["sprig"]) == ["sprigatito"])
        await #expect(try complete(["ra"]).contains("raichu"))
    }
}

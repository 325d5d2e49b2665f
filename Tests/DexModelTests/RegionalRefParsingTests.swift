import DexModel
import FoundationEssentials
import Testing

/// What a player types for the game's own numbers: `R25`, `r1-r10`, `kitakami:R1`, each read apart from the national
/// numbers and names it could be mistaken for.
@Suite struct RegionalRefParsingTests {
    @Test(arguments: [
        ("R25", PokemonRef.regional(25, section: nil)), ("r25", .regional(25, section: nil)),
        ("R025", .regional(25, section: nil)), (" R7 ", .regional(7, section: nil)),
        ("R1-R10", .regionalRange(1...10, section: nil)), ("r1-r10", .regionalRange(1...10, section: nil)),
        ("R1-10", .regionalRange(1...10, section: nil)), ("R4-R4", .regionalRange(4...4, section: nil)),
        ("kitakami:R1", .regional(1, section: "kitakami")), ("Kitakami:r001", .regional(1, section: "Kitakami")),
        ("isle of armor:R5", .regional(5, section: "isle of armor")),
        ("isle-of-armor : R5", .regional(5, section: "isle-of-armor")),
        ("blueberry:R1-R3", .regionalRange(1...3, section: "blueberry")),
    ])
    func readsTheGamesOwnNumbers(text: String, expected: PokemonRef) throws {
        #expect(try PokemonRef(parsing: text) == expected)
    }

    @Test(arguments: [
        ("25", PokemonRef.number(25)), ("#025", .number(25)), ("1-10", .range(1...10)), ("Type: Null", .name("Type: Null")),
        ("type:null", .name("type:null")), ("R", .name("R")), ("Rattata", .name("Rattata")), ("r2d2", .name("r2d2")),
        ("R-5", .name("R-5")), (":R5", .name(":R5")), ("porygon2", .name("porygon2")),
    ])
    func leavesNationalNumbersAndNamesAlone(text: String, expected: PokemonRef) throws {
        #expect(try PokemonRef(parsing: text) == expected)
    }

    @Test func aCommaListMixesThemWithNationalNumbersAndNames() throws {
        #expect(
            try PokemonRef.list(parsing: "R1,25,kitakami:R2-R3,pikachu")
                == [.regional(1, section: nil), .number(25), .regionalRange(2...3, section: "kitakami"), .name("pikachu")])
    }

    @Test func aBackwardsOrMixedRangeIsRefused() {
        #expect(throws: RefError.invalidRange("R10-R1")) { try PokemonRef(parsing: "R10-R1") }
        #expect(throws: RefError.invalidRange("kitakami:R9-3")) { try PokemonRef(parsing: "kitakami:R9-3") }
        #expect(throws: RefError.invalidRange("1-R10")) { try PokemonRef(parsing: "1-R10") }
    }

    @Test func aSectionWithANationalNumberIsRefused() {
        #expect(throws: RefError.sectionWithNationalNumber("kitakami:25")) { try PokemonRef(parsing: "kitakami:25") }
        #expect(throws: RefError.sectionWithNationalNumber("kitakami:#25")) { try PokemonRef(parsing: "kitakami:#25") }
    }

    @Test func itsDescriptionIsWhatListShowsAndReadsBackTheSame() throws {
        for ref in [
            PokemonRef.regional(25, section: nil), .regional(1, section: "isle of armor"),
            .regionalRange(1...10, section: nil), .regionalRange(2...3, section: "kitakami"),
        ] {
            #expect(try PokemonRef(parsing: ref.description) == ref, "\(ref)")
        }
        #expect(PokemonRef.regional(25, section: nil).description == "R025")
        #expect(PokemonRef.regional(1, section: "kitakami").description == "kitakami:R001")
        #expect(DexNumber.regional(1000) == "R1000")
    }

    @Test(arguments: [
        ("isle of armor", "isle-of-armor"), ("Isle-Of-Armor", "isle-of-armor"), ("ISLEOFARMOR", "isle-of-armor"),
        ("armor", "isle-of-armor"), ("tundra", "crown-tundra"), ("Galar", "galar"),
    ])
    func namesASectionLoosely(typed: String, section: String) {
        #expect(DexSection.match(typed, among: ["galar", "isle-of-armor", "crown-tundra"]) == section)
    }

    @Test func aSectionNameThatFitsNoneOrSeveralNamesNone() {
        let kalos = ["kalos-central", "kalos-coastal", "kalos-mountain"]
        #expect(DexSection.match("kalos", among: kalos) == nil)
        #expect(DexSection.match("coastal", among: kalos) == "kalos-coastal")
        #expect(DexSection.match("co", among: kalos) == nil)
        #expect(DexSection.match("teal mask", among: ["paldea", "kitakami", "blueberry"]) == nil)
        #expect(DexSection.match("kanto", among: []) == nil)
    }

    @Test func aSectionIsHeadedInWords() {
        #expect(DexSection.name(of: "isle-of-armor") == "Isle of Armor")
        #expect(DexSection.name(of: "kitakami") == "Kitakami")
        #expect(DexSection.name(of: "lumiose-city") == "Lumiose City")
    }

    @Test func theBrowsersSearchFindsTheRowsTheDatabaseWould() {
        var game = Game(
            slug: "sword", name: "Pokémon Sword", generation: 8, selectedStarter: "grookey", dataVersion: "1",
            spriteURLTemplate: "x")
        game.regionalDexSections = ["galar", "isle-of-armor", "crown-tundra"]
        let grookey = Pokemon(gameId: game.id, name: "Grookey", dexNumber: 810, regionalNumber: 1)
        var slowpoke = Pokemon(gameId: game.id, name: "Slowpoke", dexNumber: 79, regionalNumber: 1)
        slowpoke.regionalDex = "isle-of-armor"
        let mewtwo = Pokemon(gameId: game.id, name: "Mewtwo", dexNumber: 150)
        #expect(PokemonRef.regional(1, section: nil).regionallyNames(grookey, in: game))
        #expect(!PokemonRef.regional(1, section: nil).regionallyNames(slowpoke, in: game))
        #expect(PokemonRef.regional(1, section: "armor").regionallyNames(slowpoke, in: game))
        #expect(PokemonRef.regionalRange(1...5, section: "galar").regionallyNames(grookey, in: game))
        #expect(!PokemonRef.regional(1, section: "kanto").regionallyNames(grookey, in: game))
        #expect(!PokemonRef.number(150).regionallyNames(mewtwo, in: game))
        #expect(!PokemonRef.regionalRange(1...400, section: nil).regionallyNames(mewtwo, in: game))
    }

    @Test func theBrowsersSearchFindsAPokemonByItsNumberInALaterSectionToo() {
        var game = Game(
            slug: "sword", name: "Pokémon Sword", generation: 8, selectedStarter: "grookey", dataVersion: "1",
            spriteURLTemplate: "x")
        game.regionalDexSections = ["galar", "isle-of-armor", "crown-tundra"]
        var skwovet = Pokemon(gameId: game.id, name: "Skwovet", dexNumber: 819, regionalNumber: 24)
        skwovet.sectionNumbers = [
            SectionNumber(section: "isle-of-armor", number: 9), SectionNumber(section: "crown-tundra", number: 5),
        ]
        #expect(PokemonRef.regional(24, section: nil).regionallyNames(skwovet, in: game))
        #expect(PokemonRef.regional(9, section: "armor").regionallyNames(skwovet, in: game))
        #expect(PokemonRef.regionalRange(1...5, section: "crown tundra").regionallyNames(skwovet, in: game))
        #expect(!PokemonRef.regional(5, section: "armor").regionallyNames(skwovet, in: game))
        #expect(!PokemonRef.regional(9, section: nil).regionallyNames(skwovet, in: game))
        #expect(skwovet.number(inSection: "crown-tundra", firstSection: "galar") == 5)
        #expect(skwovet.number(inSection: "galar", firstSection: "galar") == 24)
    }

    @Test func aManifestEntryIsNamedByItsNumberInEachSectionThatListsIt() {
        var game = GameManifest.Entry(slug: "scarlet", name: "Pokémon Scarlet", generation: 9, spriteFolder: "x")
        game.regionalDex = "paldea"
        game.regionalDexSections = ["paldea", "kitakami", "blueberry"]
        var wooper = GameManifest.PokemonEntry(dexNumber: 194, name: "Wooper", spriteSlug: "wooper")
        wooper.regionalNumber = 53
        wooper.sectionNumbers = ["kitakami": 5]
        #expect(PokemonRef.regional(53, section: nil).names(wooper, of: game))
        #expect(PokemonRef.regional(5, section: "kitakami").names(wooper, of: game))
        #expect(!PokemonRef.regional(5, section: nil).names(wooper, of: game))
        #expect(!PokemonRef.regional(5, section: "blueberry").names(wooper, of: game))
        #expect(!PokemonRef.regional(53, section: "kitakami").names(wooper, of: game))
    }
}

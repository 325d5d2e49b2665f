import DexTestSupport
import Foundation
import Testing

@testable import DexModel
@testable import DexStore

/// The game's own numbers found in the database: the first section's by `R25`, a later one's by its section, each
/// Pokémon by its number in every section that lists it; what names nothing is refused with why.
@Suite struct RegionalRefResolutionTests {
    let database: DexDatabase

    init() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-regional")
        database = try DexDatabase.open(path: folder.appendingPathComponent("dex.sqlite").path)
    }

    func track(_ slug: String, starter: String?, kinds: EntryKinds = .species) throws {
        let selected = try GameManifest.loadGame(slug)
        _ = try database.games.add(
            selected.entry, starter: starter, kinds: kinds, dataVersion: selected.version,
            spriteURLTemplate: "https://x/{sprite}.png")
    }

    func marked(_ text: String, allForms: Bool = false) throws -> [String] {
        let refs = try PokemonRef.list(parsing: text)
        return try database.catches.setCaught(true, refs: refs, game: nil, allForms: allForms).changed.map(\.name)
    }

    @Test func swordsNumbersNameEachSectionsPokemon() throws {
        try track("sword", starter: "grookey")
        #expect(try marked("R1") == ["Grookey"])
        #expect(try marked("isle of armor:R1") == ["Slowpoke"])
        #expect(try marked("galar:R2-R3") == ["Thwackey", "Rillaboom"])
        #expect(try marked("crown-tundra:R210") == ["Calyrex"])
        #expect(try database.catalog.pokemon(.regional(100, section: nil), game: nil).pokemon.name == "Wooper")
    }

    @Test func aNumberPastTheSectionsLastIsRefusedWithItsRange() throws {
        try track("sword", starter: "grookey")
        #expect(
            throws: StoreError.unknownRegionalNumber(
                "R999", game: "Pokémon Sword", section: "Galar", highest: 400, inEarlierSection: false)
        ) { try marked("R999") }
        #expect(
            throws: StoreError.unknownRegionalNumber(
                "crown-tundra:R211", game: "Pokémon Sword", section: "Crown Tundra", highest: 210, inEarlierSection: false)
        ) { try marked("crown-tundra:R211") }
        #expect(throws: StoreError.rangeOutsideGame("R401-R500", game: "Pokémon Sword")) { try marked("R401-R500") }
        #expect(try database.catalog.list(game: nil, filter: .caught, search: nil).pokemon.isEmpty)
    }

    @Test func aLaterSectionsNumberNamesThePokemonItNumbersThoughAnEarlierListsIt() throws {
        try track("sword", starter: "grookey")
        // Snom is Galar's #349 and the Crown Tundra's #1; Skwovet Galar's #24, the Isle of Armor's #9, the Tundra's #5.
        #expect(try marked("crown-tundra:R1") == ["Snom"])
        #expect(try marked("armor:R9") == ["Skwovet"])
        #expect(try marked("crown-tundra:R2-R5") == ["Wooloo", "Dubwool", "Frosmoth"])
        #expect(try database.catalog.pokemon(.regional(5, section: "crown tundra"), game: nil).pokemon.name == "Skwovet")
        #expect(try marked("isle-of-armor:R100") == ["Kubfu"])
        let skwovet = try database.catalog.pokemon(.name("skwovet"), game: nil).pokemon
        #expect(
            skwovet.sectionNumbers == [
                SectionNumber(section: "isle-of-armor", number: 9), SectionNumber(section: "crown-tundra", number: 5),
            ])
    }

    @Test func scarletsKitakamiNumbersItsOwnAndPaldeasPokemon() throws {
        try track("scarlet", starter: "sprigatito")
        // Wooper is Paldea's #53 and Kitakami's #5; Yanma is in Kitakami's only, its #3.
        #expect(try marked("kitakami:R5") == ["Wooper"])
        #expect(try marked("kitakami:R1-R6") == ["Spinarak", "Ariados", "Yanma", "Quagsire", "Yanmega"])
        #expect(try database.catalog.pokemon(.regional(53, section: nil), game: nil).pokemon.name == "Wooper")
        #expect(
            throws: StoreError.unknownRegionalNumber(
                "kitakami:R201", game: "Pokémon Scarlet", section: "Kitakami", highest: 200, inEarlierSection: false)
        ) { try marked("kitakami:R201") }
    }

    @Test func xsThreeKalosSectionsShareNoPokemon() throws {
        try track("x", starter: "chespin")
        #expect(try marked("R1,coastal:R1,mountain:R1") == ["Diglett", "Drifloon", "Chespin"])
        let rows = try database.catalog.list(game: nil, filter: .all, search: nil).pokemon
        #expect(rows.allSatisfy { $0.sectionNumbers.isEmpty })
    }

    @Test func inAGameOfFormsEachFormKeepsItsSpeciesSectionNumbers() throws {
        try track("scarlet", starter: "sprigatito", kinds: EntryKinds(forms: true))
        #expect(try marked("kitakami:R5") == ["Paldean Wooper"])
        #expect(try marked("kitakami:R5", allForms: true) == ["Wooper"])
    }

    @Test func aSectionTheGameLacksIsRefusedNamingItsOwn() throws {
        try track("sword", starter: "grookey")
        #expect(
            throws: StoreError.unknownDexSection(
                "kitakami", game: "Pokémon Sword", sections: ["galar", "isle-of-armor", "crown-tundra"])
        ) { try marked("kitakami:R1") }
        try track("firered", starter: "bulbasaur")
        #expect(throws: StoreError.unknownDexSection("kanto", game: "Pokémon FireRed", sections: [])) { try marked("kanto:R1") }
    }

    @Test func inAGameOfOnePokedexItsNumbersAreThoseOfTheList() throws {
        try track("firered", starter: "bulbasaur")
        #expect(try marked("R1,r25") == ["Bulbasaur", "Pikachu"])
        #expect(
            throws: StoreError.unknownRegionalNumber(
                "R152", game: "Pokémon FireRed", section: nil, highest: 151, inEarlierSection: false)
        ) { try marked("R152") }
    }

    @Test func inTheNationalDexTheyAreTheNationalNumbers() throws {
        try track("national", starter: nil)
        #expect(try marked("R25,R1000-R1001") == ["Pikachu", "Gholdengo", "Wo-Chien"])
    }

    @Test func inAGameOfFormsANumberMeansTheFirstFormUnlessAllForms() throws {
        try track("sword", starter: "grookey", kinds: EntryKinds(forms: true))
        #expect(try marked("R182") == ["Galarian Meowth"])
        #expect(try marked("R68", allForms: true) == ["Vulpix", "Alolan Vulpix"])
    }

    @Test func showNamesOnePokemonAndEveryGameRefusesARegionalNumber() throws {
        try track("sword", starter: "grookey")
        #expect(throws: StoreError.needsOnePokemon("R1-R3", use: .show)) {
            try database.catalog.pokemon(.regionalRange(1...3, section: nil), game: nil)
        }
        #expect(throws: StoreError.regionalRefInEveryGame("R025")) {
            try database.catalog.pokemonInEveryGame(.regional(25, section: nil))
        }
    }

    @Test func completionOffersEachSectionsNumbersInListOrder() throws {
        try track("sword", starter: "grookey")
        let refs = try database.catalog.regionalRefs(game: nil)
        #expect(refs.prefix(2) == ["R001", "R002"])
        #expect(refs.contains("isle-of-armor:R001") && refs.contains("crown-tundra:R210"))
        // The Crown Tundra's #1 is Snom, whom Galar numbers first: still one of the Tundra's refs, once.
        #expect(refs.filter { $0 == "crown-tundra:R001" }.count == 1)
        #expect(Set(refs).count == refs.count)
        #expect(try #require(refs.firstIndex(of: "R400")) < (try #require(refs.firstIndex(of: "isle-of-armor:R001"))))
    }
}

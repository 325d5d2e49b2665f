import DexModel
import DexSaves
import DexStore
import FoundationEssentials
import Testing

@testable import DexApp

/// A held Pokémon's form number read as the manifest's form, and the entries an import marks from a save's party and
/// boxes and Pokédex: the held form's where the list has it, else the species' default form; shininess with it.
@Suite struct HeldFormTests {
    @Test(arguments: [
        (201, 0, ""), (201, 1, "b"), (201, 25, "z"), (201, 26, "exclamation"), (201, 27, "question"),
        (422, 1, "east"), (479, 2, "wash"), (479, 5, "mow"), (412, 2, "trash"), (386, 3, "speed"), (487, 1, "origin"),
        (550, 1, "blue-striped"), (585, 3, "winter"), (586, 1, "summer"), (555, 1, "zen"), (641, 1, "therian"),
        (647, 1, "resolute"), (25, 0, ""),
    ])
    func aFormNumberIsTheManifestsForm(species: Int, form: Int, identifier: String) {
        #expect(HeldForm.identifier(of: HeldPokemon(species: species, form: form), family: .blackWhite) == identifier)
    }

    /// Numbers no list tracks (Arceus's types, Pichu's Spiky-eared form, a number past a species' forms) count as the
    /// species.
    @Test func aNumberTheTableLacksIsNoForm() {
        #expect(HeldForm.identifier(of: HeldPokemon(species: 493, form: 9), family: .platinum) == nil)
        #expect(HeldForm.identifier(of: HeldPokemon(species: 172, form: 1), family: .heartGoldSoulSilver) == nil)
        #expect(HeldForm.identifier(of: HeldPokemon(species: 422, form: 2), family: .platinum) == nil)
        #expect(HeldForm.identifier(of: HeldPokemon(species: 3, form: 1), family: .xy) == nil)
        #expect(HeldForm.identifier(of: HeldPokemon(species: 133, form: 1), family: .swordShield) == nil)
    }

    @Test(arguments: [
        (666, 0, SaveFamily.xy, "icy-snow"), (666, 6, .xy, ""), (666, 19, .scarletViolet, "poke-ball"),
        (664, 6, .xy, "meadow"), (670, 5, .xy, "eternal"), (676, 9, .xy, "pharaoh"), (678, 1, .xy, "female"),
        (711, 3, .omegaRubyAlphaSapphire, "super"), (718, 1, .sunMoon, "10"), (718, 2, .sunMoon, "10"),
        (718, 3, .sunMoon, ""), (37, 1, .sunMoon, "alola"), (105, 2, .ultraSunUltraMoon, "totem"),
        (20, 2, .sunMoon, "totem-alola"), (741, 3, .ultraSunUltraMoon, "sensu"), (745, 2, .ultraSunUltraMoon, "dusk"),
        (774, 0, .sunMoon, ""), (774, 7, .sunMoon, "red"), (774, 13, .sunMoon, "violet"), (52, 2, .swordShield, "galar"),
        (80, 2, .swordShield, "galar"), (555, 2, .swordShield, "galar-standard"), (550, 2, .legendsArceus, "white-striped"),
        (849, 1, .swordShield, "low-key"), (892, 1, .swordShield, "rapid-strike"), (869, 0, .swordShield, ""),
        (869, 1, .swordShield, "vanilla-cream-berry-sweet"), (869, 62, .swordShield, "rainbow-swirl-ribbon-sweet"),
        (483, 1, .legendsArceus, "origin"), (628, 1, .legendsArceus, "hisui"), (128, 3, .scarletViolet, "paldea-aqua-breed"),
        (194, 1, .scarletViolet, "paldea"), (925, 0, .scarletViolet, "family-of-three"), (925, 1, .scarletViolet, ""),
        (931, 2, .scarletViolet, "yellow-plumage"), (982, 1, .scarletViolet, "three-segment"),
        (999, 1, .scarletViolet, "roaming"), (1017, 3, .scarletViolet, "cornerstone-mask"), (479, 4, .legendsZA, "fan"),
        (201, 27, .xy, "question"),
    ])
    func aLaterGamesNumberIsTheManifestsForm(species: Int, form: Int, family: SaveFamily, identifier: String) {
        #expect(HeldForm.identifier(of: HeldPokemon(species: species, form: form), family: family) == identifier)
    }

    /// Pikachu's 1 is Rock Star in Omega Ruby/Alpha Sapphire and the Original Cap from Sun/Moon on; Let's Go numbers
    /// its partner Pikachu and Eevee, and a number past a game's list is no form.
    @Test func aNumberMeansTheFormOfTheSavesGame() {
        func pikachu(_ form: Int, _ family: SaveFamily) -> String? {
            HeldForm.identifier(of: HeldPokemon(species: 25, form: form), family: family)
        }
        #expect(pikachu(1, .omegaRubyAlphaSapphire) == "rock-star")
        #expect(pikachu(6, .omegaRubyAlphaSapphire) == "cosplay")
        #expect(pikachu(7, .omegaRubyAlphaSapphire) == nil)
        #expect(pikachu(1, .sunMoon) == "original-cap")
        #expect(pikachu(7, .ultraSunUltraMoon) == "partner-cap")
        #expect(pikachu(8, .ultraSunUltraMoon) == nil)
        #expect(pikachu(8, .letsGo) == "starter")
        #expect(pikachu(9, .letsGo) == nil)
        #expect(pikachu(9, .swordShield) == "world-cap")
        #expect(pikachu(1, .platinum) == nil)
        #expect(HeldForm.identifier(of: HeldPokemon(species: 133, form: 1), family: .letsGo) == "starter")
        #expect(HeldForm.identifier(of: HeldPokemon(species: 20, form: 2), family: .swordShield) == nil)
        #expect(HeldForm.identifier(of: HeldPokemon(species: 550, form: 2), family: .black2White2) == nil)
        #expect(HeldForm.identifier(of: HeldPokemon(species: 555, form: 2), family: .blackWhite) == nil)
    }

    /// Generations 2–5 read their own list, whatever the later games add.
    @Test func generationsTwoToFiveKeepTheirList() {
        for family in SaveFamily.allCases where family.generation <= 5 {
            for species in 1...1025 {
                #expect(HeldForm.forms(of: species, in: family) == HeldForm.byNumber[species])
            }
        }
    }

    /// Every (species, form) the table names, in any family.
    static func named() -> [Int: Set<String>] {
        var named: [Int: Set<String>] = [:]
        for family in SaveFamily.allCases {
            for species in 1...1025 {
                named[species, default: []].formUnion(HeldForm.forms(of: species, in: family) ?? [])
            }
        }
        return named.filter { !$0.value.subtracting([""]).isEmpty }
    }

    /// Each form the bundled manifest's national entry lists, of a species whose records number forms, is some
    /// number's; each form the table names is the manifest's or PokeAPI's (a battle-only or untracked form).
    @Test func theTableNamesTheManifestsForms() throws {
        let national = try GameManifest.loadGame("national").entry
        let manifest = Dictionary(
            national.pokemon.map { ($0.dexNumber, Set(($0.forms ?? []).map(\.form))) }, uniquingKeysWith: { $0.union($1) })
        let named = Self.named()
        for (species, forms) in manifest where !forms.subtracting([""]).isEmpty {
            #expect(forms.subtracting(named[species] ?? []).isEmpty, "\(species): \(forms.subtracting(named[species] ?? []))")
        }
        let pokeAPI = try PokeAPIForms.load()
        for (species, forms) in named {
            let known = (manifest[species] ?? []).union(pokeAPI?[species] ?? []).union([""])
            let unknown = forms.subtracting(known)
            // Without PokeAPI's tables, only the manifest's forms can be checked.
            #expect(pokeAPI == nil || unknown.isEmpty, "\(species): \(unknown)")
        }
    }

    let game = UUID()

    func entry(_ dexNumber: Int, _ form: String = "", caught: Bool = false, shiny: Bool = false) -> Pokemon {
        var pokemon = Pokemon(gameId: game, name: "\(dexNumber)\(form)", dexNumber: dexNumber, isCaught: caught)
        pokemon.form = form
        pokemon.isShiny = shiny
        return pokemon
    }

    func save(owned: [Int], held: [HeldPokemon]) -> SaveContents {
        SaveContents(family: .platinum, owned: owned, seen: owned, party: [], boxes: held)
    }

    /// What each row ends as: `422 east ✓★`.
    func outcome(_ rows: [SaveImport.Row]) -> [String] {
        rows.map { row in
            "\(row.dexNumber)\(row.form.isEmpty ? "" : " \(row.form)") \(row.caught == true ? "✓" : "·")\(row.shiny == true ? "★" : "")"
        }
    }

    @Test func ownedMarksTheHeldFormAndItsShininess() {
        let list = [entry(422), entry(422, "east"), entry(479), entry(479, "wash"), entry(25)]
        let held = [
            HeldPokemon(species: 422, form: 1, isShiny: true), HeldPokemon(species: 479, form: 3), HeldPokemon(species: 25),
        ]
        let rows = SaveImporter.rows(save(owned: [], held: held), source: .boxes, mode: .merge, pokemon: list)
        // Frost Rotom is not in this list: its species' default form.
        #expect(outcome(rows) == ["25 ✓", "422 east ✓★", "479 ✓"])
    }

    @Test func replacingUnmarksTheFormsNotHeldAndKeepsShininessOnlyWithTheCatch() {
        let list = [entry(422, caught: true, shiny: true), entry(422, "east"), entry(25, caught: true, shiny: true)]
        let held = [HeldPokemon(species: 422, form: 1), HeldPokemon(species: 25)]
        let rows = SaveImporter.rows(save(owned: [], held: held), source: .boxes, mode: .replace, pokemon: list)
        #expect(outcome(rows) == ["25 ✓★", "422 ·", "422 east ✓"])
    }

    @Test func thePokedexMarksTheHeldFormsOfACaughtSpeciesElseItsDefault() {
        let list = [entry(422), entry(422, "east"), entry(387), entry(479), entry(479, "heat")]
        let held = [HeldPokemon(species: 422, form: 1, isShiny: true), HeldPokemon(species: 479, form: 1)]
        // Rotom is held but not in the Pokédex's caught: shown, not marked.
        let rows = SaveImporter.rows(save(owned: [387, 422], held: held), source: .pokedex, mode: .merge, pokemon: list)
        #expect(outcome(rows) == ["387 ✓", "422 east ✓★", "479 heat ·"])
    }

    @Test func aSpeciesListMarksTheSpeciesForAnyForm() {
        let list = [entry(201), entry(585)]
        let held = [
            HeldPokemon(species: 201, form: 4), HeldPokemon(species: 201, form: 9),
            HeldPokemon(species: 585, form: 3, isShiny: true),
        ]
        let rows = SaveImporter.rows(save(owned: [], held: held), source: .boxes, mode: .merge, pokemon: list)
        #expect(outcome(rows) == ["201 ✓", "585 ✓★"])
    }

    /// Genesect's drives are in the form table but in no list: two of them held, in a game tracked with forms whose
    /// list lacks Genesect, add its one default entry (an event's, from the national entry), and Unown B its form.
    @Test func formsNoListNamesAddTheirSpeciesOnce() {
        var national = GameManifest.Entry(slug: "national", name: "National", generation: 9, spriteFolder: "home")
        var unown = GameManifest.PokemonEntry(dexNumber: 201, name: "Unown", spriteSlug: "unown")
        unown.forms = [
            GameManifest.FormEntry(form: "", name: "Unown A", spriteSlug: "unown"),
            GameManifest.FormEntry(form: "b", name: "Unown B", spriteSlug: "unown-b"),
        ]
        national.pokemon = [unown, GameManifest.PokemonEntry(dexNumber: 649, name: "Genesect", spriteSlug: "genesect")]
        let own = GameManifest.Entry(slug: "black-2", name: "Black 2", generation: 5, spriteFolder: "gen5")
        var game = Game(
            slug: "black-2", name: "Black 2", generation: 5, selectedStarter: nil, dataVersion: "", spriteURLTemplate: "")
        game.entryKinds = EntryKinds(forms: true)
        let held = [
            HeldPokemon(species: 649, form: 1), HeldPokemon(species: 649, form: 2), HeldPokemon(species: 201, form: 1),
        ]
        let wanted = SaveAdditions.Wanted(save(owned: [], held: held), source: .boxes)
        let additions = SaveAdditions(wanted, listed: [], entry: own, national: { _ in national }, game: game)
        #expect(additions.entries.map(\.name) == ["Unown B", "Genesect"])
        #expect(additions.entries.map(\.form) == ["b", ""])
        #expect(additions.entries.allSatisfy { $0.availability == "event" && !$0.isTraded })
    }
}

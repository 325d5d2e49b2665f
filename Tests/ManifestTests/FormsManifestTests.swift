import DexModel
import Foundation
import Testing

/// The forms each game lists for `dex add-game --forms`: HOME's entries, the game's own regional forms first, each with
/// its own ways where the data tells them apart; and the species-only lists, which forms leave as they were.
@Suite struct FormsManifestTests {
    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
    }

    private func forms(_ spriteSlug: String, in game: String) throws -> [String]? {
        try manifest.pokemon(spriteSlug, in: game).forms?.map(\.form)
    }

    @Test func aGameListsTheFormsOfItsRegionAndThoseItsEncountersMeet() throws {
        #expect(try forms("vulpix", in: "sun") == ["alola"])
        #expect(try forms("ninetales", in: "sun") == ["alola"])
        #expect(try forms("meowth", in: "sword")?.prefix(2) == ["galar", ""])
        // The Teal Mask's Kitakami gives Wooper, and The Indigo Disk's Savanna Biome Tauros, besides Paldea's forms.
        #expect(try forms("wooper", in: "scarlet") == ["paldea", ""])
        #expect(
            try forms("tauros", in: "scarlet") == ["paldea-combat-breed", "paldea-blaze-breed", "paldea-aqua-breed", ""])
        #expect(try forms("vulpix", in: "firered") == nil)
        #expect(try forms("unown", in: "gold")?.count == 26)
        #expect(try forms("unown", in: "firered")?.count == 28)
        #expect(try forms("rotom", in: "platinum") == ["", "heat", "wash", "frost", "fan", "mow"])
        #expect(try forms("rotom", in: "diamond") == nil)
    }

    @Test func aFormHasItsOwnWaysAndClassWhereTheDataTellsThemApart() throws {
        // Alolan Ninetales evolves by an Ice Stone from Alolan Vulpix, not by the Kantonian form's Fire Stone.
        let ninetales = try #require(try manifest.pokemon("ninetales", in: "sun").forms?.first)
        #expect(
            ninetales.ways?.map(\.text) == ["Evolve Alolan Vulpix (Ice Stone)"]
                && ninetales.notes == "Evolve Alolan Vulpix (Ice Stone)")
        let meowth = try #require(try manifest.pokemon("meowth", in: "sword").forms)
        #expect(meowth[0].notes == "Route 4 (walking)" && meowth[1].ways?.contains { $0.text == "Route 4 (walking)" } == false)
        let oricorio = try #require(try manifest.pokemon("oricorio", in: "sun").forms)
        #expect(oricorio.first { $0.form == "pau" }?.notes == "Route 6 (walking)")
        let aqua = try #require(try manifest.pokemon("tauros", in: "scarlet").forms?.first { $0.form == "paldea-aqua-breed" })
        #expect(aqua.availability == "other-version" && aqua.notes == "Not in Scarlet: trade from Violet")
    }

    @Test func noFormIsBattleOnlyGigantamaxATotemOrACostume() throws {
        for game in manifest.games {
            for pokemon in game.pokemon {
                for form in pokemon.forms ?? [] {
                    for part in ["mega", "gmax", "totem", "cosplay", "starter", "eternamax", "crowned"] {
                        #expect(!form.form.split(separator: "-").contains(Substring(part)), "\(game.slug): \(form.name)")
                    }
                    #expect(SpriteSlug.isValid(form.spriteSlug), "\(form.spriteSlug)")
                }
            }
        }
    }

    @Test func nationalListsEveryEntryFormWithTheGamesThatGiveIt() throws {
        let national = try manifest.game("national")
        #expect(national.pokemon.reduce(0) { $0 + ($1.forms?.count ?? 1) } == 1284)
        let vulpix = try #require(try manifest.pokemon("vulpix", in: "national").forms)
        #expect(vulpix.map(\.form) == ["", "alola"])
        #expect(vulpix[1].notes?.hasPrefix("Obtainable in Sun") == true, "\(String(describing: vulpix[1].notes))")
        #expect(try manifest.pokemon("venusaur", in: "national").genderDifferences == true)
        #expect(try manifest.pokemon("bulbasaur", in: "national").genderDifferences == nil)
    }

    @Test func regionalFormsAreNamedAsTheSpriteHostNamesThem() throws {
        let vulpix = try #require(try manifest.pokemon("vulpix", in: "sun").forms?.first)
        #expect(vulpix.name == "Alolan Vulpix" && vulpix.spriteSlug == "vulpix-alolan")
        let rotom = try #require(try manifest.pokemon("rotom", in: "platinum").forms?[2])
        #expect(rotom.name == "Wash Rotom" && rotom.spriteSlug == "rotom-wash")
    }
}

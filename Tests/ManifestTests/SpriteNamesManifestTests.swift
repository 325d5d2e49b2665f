import DexModel
import Foundation
import ManifestBuilder
import Testing

/// Pokémon with forms get the sprite name the default host uses in their game's folder.
@Suite struct SpriteNamesManifestTests {
    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
    }

    private func spriteSlug(_ dexNumber: Int, in game: String) throws -> String? {
        try manifest.game(game).pokemon.first { $0.dexNumber == dexNumber }?.spriteSlug
    }

    @Test(arguments: [
        (386, "ruby", "deoxys-normal"), (647, "black", "keldeo-ordinary"), (550, "x", "basculin-red"),
        (555, "omega-ruby", "darmanitan-standard"), (487, "national", "giratina-altered"),
        (492, "national", "shaymin-land"), (849, "national", "toxtricity-amped"), (681, "legends-za", "aegislash-shield"),
        // No public code shows another name for these folders: the species' own.
        (487, "diamond", "giratina"), (201, "gold", "unown"), (386, "national", "deoxys"), (648, "national", "meloetta"),
    ])
    func formsUseTheHostsNameInTheirFolder(dexNumber: Int, game: String, name: String) throws {
        #expect(try spriteSlug(dexNumber, in: game) == name)
    }

    @Test func theNameFollowsTheFolderTheSpriteComesFrom() {
        #expect(SpriteNames.name(for: "deoxys", folder: "ruby-sapphire") == "deoxys-normal")
        #expect(SpriteNames.name(for: "deoxys", folder: "emerald") == "deoxys")
        #expect(SpriteNames.name(for: "pikachu", folder: "home") == "pikachu")
    }

    /// The sprite of the form `form` (PokeAPI's identifier) of species `dexNumber` in `game`.
    private func formSprite(_ dexNumber: Int, _ form: String, in game: String) throws -> String? {
        try manifest.game(game).pokemon.first { $0.dexNumber == dexNumber }?.forms?.first { $0.form == form }?.spriteSlug
    }

    @Test func everyFormIsNamedByTheOneRule() throws {
        var forms = 0
        for game in manifest.games {
            for entry in game.pokemon {
                for form in entry.forms ?? [] {
                    forms += 1
                    #expect(
                        form.spriteSlug == SpriteNames.formName(speciesSprite: entry.spriteSlug, form: form.form),
                        "\(game.slug) \(entry.name) \(form.form)")
                }
            }
        }
        #expect(forms > 1000)
    }

    @Test(arguments: [
        (201, "b", "unown-b"), (201, "exclamation", "unown-em"), (201, "question", "unown-qm"),
        (128, "paldea-combat-breed", "tauros-paldean-combat"), (128, "paldea-blaze-breed", "tauros-paldean-blaze"),
        (128, "paldea-aqua-breed", "tauros-paldean-aqua"), (869, "ruby-cream-ribbon-sweet", "alcremie-ruby-cream-ribbon"),
        (1017, "wellspring-mask", "ogerpon-wellspring"), (931, "blue-plumage", "squawkabilly-blue"),
        (849, "low-key", "toxtricity-low-key"), (892, "rapid-strike", "urshifu-rapid-strike"),
        (741, "pom-pom", "oricorio-pom-pom"), (666, "garden", "vivillon-garden"), (412, "sandy", "burmy-sandy"),
        (550, "blue-striped", "basculin-blue-striped"), (479, "wash", "rotom-wash"), (37, "alola", "vulpix-alolan"),
    ])
    func formsPublicCodeConfirmsHaveTheHostsName(dexNumber: Int, form: String, name: String) throws {
        #expect(try formSprite(dexNumber, form, in: "national") == name)
    }

    @Test func theRuleGivesTheHostsWordsWhereverTheSpeciesSpriteComesFrom() {
        #expect(SpriteNames.formName(speciesSprite: "toxtricity-amped", form: "low-key") == "toxtricity-low-key")
        #expect(SpriteNames.formName(speciesSprite: "unown", form: "question") == "unown-qm")
        #expect(SpriteNames.formName(speciesSprite: "oinkologne", form: "female") == "oinkologne-f")
        #expect(SpriteNames.formName(speciesSprite: "meowstic", form: "female") == "meowstic-female")
        #expect(
            SpriteNames.formName(speciesSprite: "darmanitan-standard", form: "galar-standard") == "darmanitan-galarian-standard")
        #expect(SpriteNames.formName(speciesSprite: "pikachu", form: "") == "pikachu")
    }
}

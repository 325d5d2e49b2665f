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
}

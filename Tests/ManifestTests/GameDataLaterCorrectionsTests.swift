import DexModel
import Foundation
import ManifestBuilder
import Testing

/// The correction kinds for generations 6–9 (Resources/corrections.json) reach the committed games.json.
@Suite struct GameDataLaterCorrectionsTests {
    let manifest: GameManifest
    let corrections: Corrections

    init() throws {
        manifest = try BundledManifest.load()
        corrections = try Corrections.load(from: Corrections.repositoryURL)
    }

    private func versionName(_ slug: String) throws -> String {
        String(try manifest.game(slug).name.dropFirst("Pokémon ".count))
    }

    @Test func everyVersionExclusiveIsATradeInTheOtherVersion() throws {
        #expect(!corrections.versionExclusives.isEmpty)
        for correction in corrections.versionExclusives {
            for game in correction.notIn {
                for species in correction.species {
                    let pokemon = try manifest.pokemon(species, in: game)
                    #expect(pokemon.availability == Obtainability.otherVersion.rawValue, "\(species) in \(game)")
                    #expect(
                        pokemon.notes == "Not in \(try versionName(game)): trade from \(try versionName(correction.only))",
                        "\(species) in \(game)")
                }
            }
            for species in correction.species {
                #expect(
                    try manifest.pokemon(species, in: correction.only).availability == nil, "\(species) in \(correction.only)")
            }
        }
    }

    @Test func everyEventSpeciesSaysWhy() throws {
        #expect(!corrections.eventSpecies.isEmpty)
        for correction in corrections.eventSpecies {
            for game in correction.games {
                for species in correction.species {
                    let pokemon = try manifest.pokemon(species, in: game)
                    #expect(pokemon.availability == Obtainability.event.rawValue, "\(species) in \(game)")
                    #expect(pokemon.notes == "Not in \(try versionName(game)): event only (\(correction.reason))")
                }
            }
        }
    }
}

import DexModel
import Foundation
import ManifestBuilder
import Testing

/// Checks of the committed games.json against the PokeAPI tables it is built from; skipped without the tables.
@Suite(.enabled(if: PokeAPITables.isAvailable, Comment(rawValue: PokeAPITables.skipMessage)))
struct ManifestAgainstTablesTests {
    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
    }

    @Test func everyRegionalDexSpeciesIsListedWithItsNumbers() throws {
        let pokedexIds = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("pokedexes").map { ($0["identifier"] ?? "", $0["id"] ?? "") })
        let dexNumbers = try PokeAPITables.rows("pokemon_dex_numbers")
        for game in manifest.games {
            let regionalDex = try #require(game.regionalDex)
            let pokedexId = try #require(pokedexIds[regionalDex])
            let listed = Dictionary(uniqueKeysWithValues: game.pokemon.map { ($0.dexNumber, $0.regionalNumber) })
            for row in dexNumbers where row["pokedex_id"] == pokedexId {
                let species = try #require(Int(row["species_id"] ?? ""))
                let number = Int(row["pokedex_number"] ?? "")
                #expect(listed[species] == .some(number), "\(game.slug): species \(species) as #\(number ?? -1)")
            }
        }
    }

    /// In a game of several sections, each Pokémon's number in every section that lists it: the first's as its
    /// `regionalNumber`, the later ones' in `sectionNumbers`, exactly the table's (the National Pokédex section of
    /// Brilliant Diamond up to the game's last species).
    @Test func everySectionNumbersEachOfItsSpeciesAsTheTableDoes() throws {
        let pokedexIds = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("pokedexes").map { ($0["identifier"] ?? "", $0["id"] ?? "") })
        let dexNumbers = try PokeAPITables.rows("pokemon_dex_numbers")
        var checked = 0
        for game in manifest.games {
            guard let sections = game.regionalDexSections, sections.count > 1 else { continue }
            let listed = Set(game.pokemon.map(\.dexNumber))
            var expected: [Int: [String: Int]] = [:]
            for section in sections {
                let pokedexId = try #require(pokedexIds[section])
                for row in dexNumbers where row["pokedex_id"] == pokedexId {
                    let species = try #require(Int(row["species_id"] ?? ""))
                    guard section != "national" || listed.contains(species) else { continue }
                    expected[species, default: [:]][section] = Int(row["pokedex_number"] ?? "")
                }
            }
            var numbered: [Int: [String: Int]] = [:]
            for pokemon in game.pokemon {
                guard let number = pokemon.regionalNumber else { continue }
                numbered[pokemon.dexNumber] = [pokemon.regionalDex ?? sections[0]: number]
                    .merging(pokemon.sectionNumbers ?? [:]) { first, _ in first }
                // The first section that lists it holds its `regionalNumber`; `sectionNumbers` only later ones.
                let first = sections.first { expected[pokemon.dexNumber]?[$0] != nil }
                #expect((pokemon.regionalDex ?? sections[0]) == first, "\(game.slug) #\(pokemon.dexNumber)")
            }
            #expect(numbered == expected, "\(game.slug)")
            checked += 1
        }
        #expect(checked == 9)
    }

    @Test func everySpeciesHasItsPokeAPIIdentifierAndEnglishName() throws {
        let identifiers = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("pokemon_species").map { ($0["id"] ?? "", $0["identifier"] ?? "") })
        let englishNames = Dictionary(
            try PokeAPITables.rows("pokemon_species_names").filter { $0["local_language_id"] == "9" }
                .map { ($0["pokemon_species_id"] ?? "", $0["name"] ?? "") },
            uniquingKeysWith: { first, _ in first })
        for game in manifest.games {
            for pokemon in game.pokemon {
                // The host's name for it in the folder its sprite comes from (SpriteNames: deoxys-normal, …).
                let identifier = identifiers[String(pokemon.dexNumber)] ?? ""
                let folder = game.spriteFolders(of: pokemon).first ?? game.spriteFolder
                #expect(
                    SpriteNames.name(for: identifier, folder: folder) == pokemon.spriteSlug, "\(game.slug) #\(pokemon.dexNumber)")
                #expect(englishNames[String(pokemon.dexNumber)] == pokemon.name, "\(game.slug) #\(pokemon.dexNumber)")
            }
        }
    }

    /// The starter-line rule: every stage of a starter's evolution chain is excluded for exactly the other starters,
    /// or for none in the games whose own places give every run the other starters later.
    @Test func starterLinesAreExcludedForTheOtherStarters() throws {
        let species = try PokeAPITables.rows("pokemon_species")
        let chainOf = Dictionary(uniqueKeysWithValues: species.map { ($0["identifier"] ?? "", $0["evolution_chain_id"] ?? "") })
        for game in manifest.games where game.hasStarterChoice {
            for starter in game.availableStarters {
                let chain = try #require(chainOf[starter])
                let line = game.pokemon.filter { chainOf[$0.spriteSlug] == chain }
                #expect(line.count == 3, "\(game.slug): \(starter)'s line")
                let excluded =
                    CommittedManifestTests.startersAlsoWild.contains(game.slug)
                    ? [] : game.availableStarters.filter { $0 != starter }
                for pokemon in line {
                    #expect(pokemon.excludedForStarters == excluded, "\(game.slug): \(pokemon.spriteSlug)")
                }
            }
        }
    }

    /// The committed file was generated by another process, with another hash seed: the same bytes from this one show
    /// both that it is current and that generating does not depend on hashing order.
    @Test func generatingGivesTheCommittedBytes() throws {
        let generated = try ManifestBuilder.generate(from: PokeAPITables.folder)
        #expect(generated == (try BundledManifest.bytes()), "Resources/games.json is stale: run 'make manifest'")
    }
}

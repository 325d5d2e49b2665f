import DexTestSupport
import Foundation
import ManifestBuilder
import Testing

/// Bad input makes the generator throw a message that names the file and line; it never traps.
@Suite struct GeneratorErrorTests {
    /// A scratch folder holding one table, removed after the test.
    private static func withTable(_ name: String, _ contents: String, _ body: (URL) throws -> Void) throws {
        let folder = try TemporaryFolder.make(prefix: "manifest-tests")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(contents.utf8).write(to: folder.appendingPathComponent("\(name).csv"))
        try body(folder)
    }

    @Test func missingFolderIsReported() {
        let folder = URL(fileURLWithPath: "/nonexistent/pokeapi-csv")
        #expect {
            try ManifestBuilder.generate(from: folder)
        } throws: { error in
            "\(error)".contains("no PokeAPI CSV folder at '/nonexistent/pokeapi-csv'")
        }
    }

    @Test func malformedNumberNamesFileLineAndColumn() throws {
        let species = """
            id,identifier,generation_id,evolves_from_species_id,evolution_chain_id,gender_rate,is_baby,is_legendary,is_mythical,has_gender_differences
            1,bulbasaur,1,,1,1,0,0,0,1
            two,ivysaur,1,1,1,1,0,0,0,1
            """
        try Self.withTable("pokemon_species", species) { folder in
            _ = #expect {
                try ManifestBuilder.generate(from: folder)
            } throws: { error in
                "\(error)" == "pokemon_species.csv:3: column 'id' is 'two', expected a number"
            }
        }
    }

    @Test func rowWithMissingFieldsIsReported() throws {
        let species = """
            id,identifier,generation_id,evolves_from_species_id,evolution_chain_id,gender_rate,is_baby,is_legendary,is_mythical
            1,"bulbasaur, the seed Pokémon",1
            """
        try Self.withTable("pokemon_species", species) { folder in
            _ = #expect {
                try ManifestBuilder.generate(from: folder)
            } throws: { error in
                "\(error)" == "pokemon_species.csv:2: expected 9 fields, found 3"
            }
        }
    }
}

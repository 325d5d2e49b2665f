import DexModel
import Foundation

/// PokeAPI's form identifiers by species, from the CSV tables beside the package (`../shared/pokeapi-csv`, or
/// `$POKEAPI_CSV`); nil where the tables are not there.
enum PokeAPIForms {
    static let folder =
        ProcessInfo.processInfo.environment["POKEAPI_CSV"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/pokeapi-csv")

    static func load() throws -> [Int: Set<String>]? {
        let pokemon = folder.appendingPathComponent("pokemon.csv")
        guard FileManager.default.fileExists(atPath: pokemon.path) else { return nil }
        var speciesOf: [String: Int] = [:]
        for row in try rows(pokemon) { speciesOf[row["id"] ?? ""] = Int(row["species_id"] ?? "") }
        var forms: [Int: Set<String>] = [:]
        for row in try rows(folder.appendingPathComponent("pokemon_forms.csv")) {
            guard let species = speciesOf[row["pokemon_id"] ?? ""] else { continue }
            forms[species, default: []].insert(row["form_identifier"] ?? "")
        }
        return forms
    }

    static func rows(_ file: URL) throws -> [[String: String]] {
        let records = try CSVText.records(in: try String(contentsOf: file, encoding: .utf8))
        let header = records.first?.fields ?? []
        return records.dropFirst().map { Dictionary(zip(header, $0.fields), uniquingKeysWith: { first, _ in first }) }
    }
}

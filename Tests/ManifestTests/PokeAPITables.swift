import DexModel
import Foundation

/// The PokeAPI CSV tables beside the package (`../shared/pokeapi-csv`, or `$POKEAPI_CSV`), read independently of the
/// generator.
enum PokeAPITables {
    static let folder =
        ProcessInfo.processInfo.environment["POKEAPI_CSV"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? BundledManifest.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/pokeapi-csv")

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("pokemon_species.csv").path)
    }

    static let skipMessage = "the PokeAPI CSV tables are not at ../shared/pokeapi-csv"

    /// Every row of `name`.csv as column → value.
    static func rows(_ name: String) throws -> [[String: String]] {
        let text = try String(contentsOf: folder.appendingPathComponent("\(name).csv"), encoding: .utf8)
        let records = try CSVText.records(in: text)
        let header = records.first?.fields ?? []
        return records.dropFirst().filter { $0.fields != [""] }.map { Dictionary(uniqueKeysWithValues: zip(header, $0.fields)) }
    }
}

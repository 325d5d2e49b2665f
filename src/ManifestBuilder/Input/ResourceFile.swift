import Foundation

/// A JSON file of Resources/ the generator reads beside PokeAPI's tables (corrections, shiny locks, imported
/// encounters): one way to load it, and one way to say what is wrong with it.
public protocol ResourceFile: Decodable {}

extension ResourceFile {
    public static func load(from url: URL) throws -> Self {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ManifestBuildError.unreadableTable(file: url.path, reason: (error as NSError).localizedDescription)
        }
        do {
            return try JSONDecoder().decode(Self.self, from: data)
        } catch {
            throw ManifestBuildError.unreadableTable(file: url.lastPathComponent, reason: "\(error)")
        }
    }
}

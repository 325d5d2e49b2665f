import DexModel
import Foundation

/// The committed Resources/games.json, read through dex's own decoder and validation.
enum BundledManifest {
    /// The package root, two folders above this file (Tests/ManifestTests/).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let url = packageRoot.appendingPathComponent("Resources/games.json")

    static func bytes() throws -> Data { try Data(contentsOf: url) }

    /// Decoded once per test process: nearly every suite here reads it, and a debug build decodes its 5.6 MB
    /// slowly enough that decoding it for each test was most of the target's time.
    private static let decoded = Result { try GameManifest.decode(try bytes(), file: url.path) }

    static func load() throws -> GameManifest { try decoded.get() }
}

extension GameManifest {
    func pokemon(_ spriteSlug: String, in game: String) throws -> PokemonEntry {
        let entry = try self.game(game)
        guard let pokemon = entry.pokemon.first(where: { $0.spriteSlug == spriteSlug }) else {
            throw MissingPokemon(spriteSlug: spriteSlug, game: game)
        }
        return pokemon
    }
}

struct MissingPokemon: Error, CustomStringConvertible {
    let spriteSlug: String
    let game: String
    var description: String { "\(spriteSlug) is not listed in \(game)" }
}

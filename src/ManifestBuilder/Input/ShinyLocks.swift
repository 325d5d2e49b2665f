import DexModel
import Foundation

/// `Resources/shiny-locks.json`: the Pokémon each game never gives shiny (every way to get one there is a gift or
/// encounter the game locks). Every entry names a game's slug and a national dex number and carries a one-line
/// `source`; the manifest marks those Pokémon `shinyLocked`.
public struct ShinyLocks: Decodable, Sendable, ResourceFile {
    public struct Lock: Decodable, Sendable {
        public let game: String
        public let dexNumber: Int
        /// The Pokémon's name, for readers of the file.
        public let name: String
        public let source: String
    }

    /// How the locks were chosen, and from where.
    public let source: String
    public let locks: [Lock]

    public static let repositoryURL = Corrections.repositoryURL.deletingLastPathComponent()
        .appendingPathComponent("shiny-locks.json")

    /// Marks each lock's Pokémon in its game. A lock that names a game or Pokémon the manifest lacks is an error, so
    /// that the file never falls behind the data unnoticed.
    func apply(to games: inout [GameManifest.Entry]) throws {
        for lock in locks {
            guard let g = games.firstIndex(where: { $0.slug == lock.game }) else {
                throw ManifestBuildError.missingData("the game '\(lock.game)' that shiny-locks.json names")
            }
            let matching = games[g].pokemon.indices.filter { games[g].pokemon[$0].dexNumber == lock.dexNumber }
            guard !matching.isEmpty else {
                throw ManifestBuildError.missingData(
                    "#\(lock.dexNumber) \(lock.name) in \(lock.game), which shiny-locks.json names")
            }
            for p in matching { games[g].pokemon[p].shinyLocked = true }
        }
    }
}

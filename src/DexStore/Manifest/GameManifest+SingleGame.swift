import FoundationEssentials
import DexModel

extension GameManifest {
    /// One game of a manifest, and the manifest's version.
    public struct SelectedGame: Sendable {
        public var version: String
        public var entry: Entry
    }

    /// Loads only the game `slug` needs: `add-game` runs on every new game, and decoding all twenty
    /// games of the bundled manifest costs four times what decoding one does.
    ///
    /// Validates everything it reads — the games' slugs and the whole chosen game — so a fault there
    /// is reported exactly as `load(path:)` reports it; faults inside other games do not matter here.
    public static func loadGame(_ slug: String, path: String? = nil) throws -> SelectedGame {
        let (data, file) = try read(path: path)
        if let slices = ManifestSlices(data) {
            let slugs = slices.games.map(\.slug)
            guard let index = slugs.firstIndex(of: slug) else {
                try validateSlugs(slugs, file: file)
                throw DexError.unknownGame(slug, suggestion: Suggestion.closest(to: slug, among: slugs), available: slugs)
            }
            // A fault inside the game is left to the whole decoding below, which names its full path.
            let range = slices.games[index].range
            let parsed = data.withUnsafeBytes { buffer in
                ManifestGameParser.entry(from: UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[range]))
            }
            if let entry = parsed ?? (try? JSONDecoder().decode(Entry.self, from: Data(data[range]))) {
                try validateSlugs(slugs, file: file)
                try entry.validate(at: index, file: file)
                return SelectedGame(version: slices.version, entry: entry)
            }
        }
        let decoder = JSONDecoder()
        decoder.userInfo[SingleGameDecoding.wantedSlug] = slug
        let decoded: SingleGameDecoding
        do {
            decoded = try decoder.decode(SingleGameDecoding.self, from: data)
        } catch let error as DecodingError {
            throw GameManifest.decodingFault(error, file: file)
        }
        try validateSlugs(decoded.slugs, file: file)
        guard let (index, entry) = decoded.match else {
            throw DexError.unknownGame(
                slug, suggestion: Suggestion.closest(to: slug, among: decoded.slugs), available: decoded.slugs)
        }
        try entry.validate(at: index, file: file)
        return SelectedGame(version: decoded.version, entry: entry)
    }
}

/// Decodes every game's slug, and all of the game whose slug is in `userInfo[wantedSlug]`.
private struct SingleGameDecoding: Decodable {
    static let wantedSlug = CodingUserInfoKey(rawValue: "wantedSlug")!

    var version: String
    var slugs: [String] = []
    var match: (index: Int, entry: GameManifest.Entry)?

    private enum Keys: String, CodingKey { case version, games, slug }

    init(from decoder: any Decoder) throws {
        let wanted = decoder.userInfo[Self.wantedSlug] as? String
        let container = try decoder.container(keyedBy: Keys.self)
        version = try container.decode(String.self, forKey: .version)
        var games = try container.nestedUnkeyedContainer(forKey: .games)
        while !games.isAtEnd {
            let game = try games.superDecoder()
            let slug = try game.container(keyedBy: Keys.self).decode(String.self, forKey: .slug)
            if slug == wanted && match == nil {
                match = (slugs.count, try GameManifest.Entry(from: game))
            }
            slugs.append(slug)
        }
    }
}

import DexModel
import FoundationEssentials

extension GameManifest {
    /// One game of a manifest, and the manifest's version.
    public struct SelectedGame: Sendable {
        public var version: String
        public var entry: Entry
    }

    /// Loads only the game `slug` needs: `add-game` runs on every new game, and decoding all the
    /// 39 games of the bundled manifest costs many times what decoding one does.
    ///
    /// Validates everything it reads — the games' slugs and the whole chosen game — so a fault there
    /// is reported exactly as `load(path:)` reports it; faults inside other games do not matter here.
    public static func loadGame(_ slug: String, path: String? = nil) throws -> SelectedGame {
        guard let path else { return try loadBundledGame(slug) }
        let data = try ManifestFile.contents(of: path)
        if let slices = ManifestSlices(data) {
            let slugs = slices.games.map(\.slug)
            guard let index = slugs.firstIndex(of: slug) else {
                try validateSlugs(slugs, file: path)
                throw unknownGame(slug, among: slugs)
            }
            // A fault inside the game is left to the whole decoding below, which names its full path.
            if let entry = entry(in: data, slices.games[index].range) {
                try validateSlugs(slugs, file: path)
                try entry.validate(at: index, file: path)
                return SelectedGame(version: slices.version, entry: entry)
            }
        }
        let decoder = JSONDecoder()
        decoder.userInfo[SingleGameDecoding.wantedSlug] = slug
        let decoded: SingleGameDecoding
        do {
            decoded = try decoder.decode(SingleGameDecoding.self, from: data)
        } catch let error as DecodingError {
            throw GameManifest.decodingFault(error, file: path)
        }
        try validateSlugs(decoded.slugs, file: path)
        guard let (index, entry) = decoded.match else {
            throw unknownGame(slug, among: decoded.slugs)
        }
        try entry.validate(at: index, file: path)
        return SelectedGame(version: decoded.version, entry: entry)
    }

    /// The bundled manifest's container indexes every game's slug, so only the first line, the game's line and the
    /// last line are inflated, and read as a manifest of that one game.
    private static func loadBundledGame(_ slug: String) throws -> SelectedGame {
        let container = try EmbeddedManifest.container()
        let slugs = container.slugs
        try validateSlugs(slugs, file: bundledName)
        guard let index = slugs.firstIndex(of: slug) else {
            throw unknownGame(slug, among: slugs)
        }
        let excerpt = try EmbeddedManifest.excerpt(ofGame: index, in: container)
        guard let slices = ManifestSlices(excerpt), slices.games.count == 1, slices.games[0].slug == slug else {
            throw EmbeddedManifest.damaged("the line of \(slug) is not that game's")
        }
        guard let entry = entry(in: excerpt, slices.games[0].range) else {
            // Decoding it whole names the fault's path.
            _ = try decode(excerpt, file: bundledName)
            throw EmbeddedManifest.damaged("the line of \(slug) cannot be read")
        }
        try entry.validate(at: index, file: bundledName)
        return SelectedGame(version: slices.version, entry: entry)
    }

    /// The game whose JSON is `data[range]`, by the fast parser, else by JSONDecoder; nil if neither reads it.
    private static func entry(in data: Data, _ range: Range<Int>) -> Entry? {
        let parsed = data.withUnsafeBytes { buffer in
            ManifestGameParser.entry(from: UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[range]))
        }
        return parsed ?? (try? JSONDecoder().decode(Entry.self, from: Data(data[range])))
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

import DexModel
import FoundationEssentials
import ManifestContainer

extension GameManifest {
    /// One game of a manifest, and the manifest's version.
    public struct SelectedGame: Sendable {
        public var version: String
        public var entry: Entry
    }

    /// Loads only the game `slug` needs: `add-game` runs on every new game, and decoding all the
    /// 39 games of the bundled manifest costs many times what decoding one does. A player's own file is decoded
    /// by JSONDecoder, which reads every game's slug and only the chosen game in full.
    ///
    /// Validates everything it reads — the games' slugs and the whole chosen game — so a fault there
    /// is reported exactly as `load(path:)` reports it; faults inside other games do not matter here. Without `forms`
    /// the bundled game's forms are skipped unread: a game tracked without forms has no use for them. With
    /// `waysAsStored`, for a game about to be tracked, the bundled game's ways come as the text its rows keep
    /// (`PokemonEntry.storedWays`) rather than as `ways`.
    public static func loadGame(
        _ slug: String, path: String? = nil, forms: Bool = true, waysAsStored: Bool = false
    ) throws -> SelectedGame {
        guard let path else { return try loadBundledGame(slug, forms: forms, waysAsStored: waysAsStored) }
        let decoder = JSONDecoder()
        decoder.userInfo[SingleGameDecoding.wantedSlug] = slug
        let decoded: SingleGameDecoding
        do {
            decoded = try decoder.decode(SingleGameDecoding.self, from: try ManifestFile.contents(of: path))
        } catch let error as DecodingError {
            throw GameManifest.decodingFault(error, file: path)
        }
        try validateSlugs(decoded.slugs, file: path)
        guard let (index, entry) = decoded.match else {
            // A slug typed loosely ("FireRed"): that game is decoded once its slug is known.
            if let matched = GameNameMatch.slug(for: slug, among: decoded.slugs.map { ($0, nil) }), matched != slug {
                return try loadGame(matched, path: path)
            }
            throw unknownGame(slug, among: decoded.slugs)
        }
        try entry.validate(at: index, file: path)
        return SelectedGame(version: decoded.version, entry: entry)
    }

    /// The bundled manifest's container indexes every game's slug, so only the game's line and the last line (the
    /// version) are inflated. The line is read by `ManifestGameParser`: JSONDecoder's containers cost Sword 97 M
    /// instructions, half again the whole of an `add-game` (docs/data-path.md).
    private static func loadBundledGame(_ slug: String, forms: Bool, waysAsStored: Bool) throws -> SelectedGame {
        let container = try EmbeddedManifest.container()
        let slugs = container.slugs
        try validateSlugs(slugs, file: bundledName)
        guard let matched = GameNameMatch.slug(for: slug, among: slugs.map { ($0, nil) }),
            let index = slugs.firstIndex(of: matched)
        else {
            throw unknownGame(slug, among: slugs)
        }
        let line = try EmbeddedManifest.game(at: index, in: container)
        let parsed = line.withUnsafeBufferPointer {
            ManifestGameParser.entry(from: $0, readingForms: forms, waysAsStored: waysAsStored)
        }
        guard let entry = parsed ?? (try? JSONDecoder().decode(Entry.self, from: Data(line))) else {
            // Decoding it whole names the fault's path.
            _ = try decode(try bundledData, file: bundledName)
            throw EmbeddedManifest.damaged("the line of \(slug) cannot be read")
        }
        guard entry.slug == slugs[index] else {
            throw EmbeddedManifest.damaged("the line of \(slugs[index]) is not that game's")
        }
        // Not validated again: the bundled games are checked where they are made (`GameManifest.load` validates
        // every one of them in the tests), and the check was a tenth of `add-game national --forms`.
        return SelectedGame(version: try EmbeddedManifest.version(in: container), entry: entry)
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

import DexModel
import DexSprites
import DexStore
import DexSystem

/// A game's sprites read a page at a time: rows from the database, then the size of each one already cached.
/// A job holds one page, never the whole game, so its memory does not grow with the number of sprites. The
/// selection's normal sprites come first, then its shiny ones.
struct SpritePages {
    static let size = 256

    let database: DexDatabase
    let cache: SpriteCache
    let game: Game
    private var parts: [(filter: SpriteRowFilter, shiny: Bool)]
    private var after: SpritePageKey?

    init(database: DexDatabase, cache: SpriteCache, game: Game, selection: SpriteSelection = .wholeGame) {
        self.database = database
        self.cache = cache
        self.game = game
        parts = selection.parts
    }

    /// One Pokémon, what the database knows of its sprite (the shiny one's, for `shiny`), and the sprite's size (nil
    /// when not validly cached).
    struct Entry {
        let pokemon: Pokemon
        let record: SpriteRecord?
        let cachedSize: Int?
        var shiny = false
    }

    mutating func next() async throws -> [Entry]? {
        while let part = parts.first {
            let rows = try await database.spriteRecords.rows(
                gameId: game.id, filter: part.filter, shiny: part.shiny, after: after, limit: Self.size)
            after = rows.last?.pageKey
            if rows.count < Self.size {
                parts.removeFirst()
                after = nil
            }
            guard !rows.isEmpty else { continue }
            let cache = cache, game = game.slug, sprites = rows.map(\.pokemon.imageName), shiny = part.shiny
            let sizes = try await BlockingIO.run { cache.sizes(game: game, sprites: sprites, shiny: shiny) }
            return zip(rows, sizes).map {
                Entry(pokemon: $0.pokemon, record: $0.record, cachedSize: $1, shiny: shiny)
            }
        }
        return nil
    }
}

/// What a fetch does with one sprite, decided from the database and the disk alone.
enum SpritePlan: Equatable {
    /// The slug is not a safe file name: nothing is requested or written.
    case unsafe(reason: String)
    /// On disk already; `needsRecord` when the database does not know it yet.
    case cached(size: Int, needsRecord: Bool)
    /// Every folder answered 404 last time: skipped until `--retry-missing`.
    case knownMissing(reason: String)
    case download

    init(_ entry: SpritePages.Entry, options: SpriteFetchOptions) {
        let sprite = entry.pokemon.imageName
        guard SpriteSlug.isValid(sprite) else {
            self = .unsafe(reason: SpriteCache.PathError.unsafeSlug(sprite).description)
            return
        }
        if !options.force, let size = entry.cachedSize {
            let known = entry.record?.state == .fetched && entry.record?.byteCount == size
            self = .cached(size: size, needsRecord: !known)
        } else if !options.force, !options.retryMissing, let record = entry.record, record.state == .missing {
            self = .knownMissing(reason: (record.reason ?? "not found") + "; pass --retry-missing to try again")
        } else {
            self = .download
        }
    }
}

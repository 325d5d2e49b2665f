import DexModel
import DexSprites
import DexStore
import DexSystem
import FoundationEssentials

/// One Pokémon of a tracked game as `dex show` and the browser's card present it: the row, what the game data says
/// of it, and the state of its cached sprite.
public struct PokemonShowcase: Sendable {
    public let game: Game
    public let pokemon: Pokemon
    public let details: PokemonDetails
    public let sprite: SpriteState
    /// Notes written on other machines at the same time as its note, kept until the player writes the note again
    /// (`dex sync`).
    public var noteConflicts: [NoteConflict] = []

    /// The Pokémon `ref` names in `game` (else the active game). A Pokémon the list lacks is explained: ruled out by
    /// the starter, or not in the game's Pokédex (`manifestPath` is the manifest the game was seeded from, if not the
    /// bundled one).
    public static func find(
        _ ref: PokemonRef, game: String?, in database: DexDatabase, home: DexHome,
        manifestPath: String?
    ) throws -> PokemonShowcase {
        let found: (game: Game, pokemon: Pokemon)
        do {
            found = try database.catalog.pokemon(ref, game: game)
        } catch let error as StoreError {
            switch error {
            case .pokemonNotInGame, .unknownRegionalNumber: break
            default: throw error
            }
            throw NotListed.reason([ref], game: game, in: database, manifestPath: manifestPath) ?? error
        }
        var showcase = PokemonShowcase(
            game: found.game, pokemon: found.pokemon, details: try database.catalog.details(of: found.pokemon),
            sprite: SpriteState(of: found.pokemon, in: found.game, home: home))
        showcase.noteConflicts = try NoteConflict.of(found.pokemon, in: found.game, database: database)
        return showcase
    }
}

/// A Pokémon's sprite in the cache, by the one definition of a cached sprite (`SpriteCache.cachedSprite`).
public enum SpriteState: Sendable, Equatable {
    /// A valid sprite is cached at `path`.
    case cached(path: String)
    /// None is cached; `path` is where a fetch would put it (nil when its name cannot be a file name).
    case absent(path: String?)
    /// Something that is not a valid sprite is at `path`: corrupt, truncated, a link, a folder.
    case unusable(path: String, SpriteImageError)

    /// A Pokémon caught shiny shows its shiny sprite when that is cached, else the normal one.
    public init(of pokemon: Pokemon, in game: Game, home: DexHome) {
        let cache = SpriteCache(home: home)
        if pokemon.isShiny, cache.cachedSprite(game: game.slug, sprite: pokemon.imageName, shiny: true).isValid,
            let path = try? cache.fileURL(game: game.slug, sprite: pokemon.imageName, shiny: true).path
        {
            self = .cached(path: path)
            return
        }
        guard let path = try? cache.fileURL(game: game.slug, sprite: pokemon.imageName).path else {
            self = .absent(path: nil)
            return
        }
        switch cache.cachedSprite(game: game.slug, sprite: pokemon.imageName) {
        case .absent: self = .absent(path: path)
        case .invalid(let problem): self = .unusable(path: path, problem)
        case .valid: self = .cached(path: path)
        }
    }

    /// Where the sprite is or would be.
    public var path: String? {
        switch self {
        case .cached(let path), .unusable(let path, _): path
        case .absent(let path): path
        }
    }

    public var isCached: Bool {
        if case .cached = self { true } else { false }
    }

    /// The cached sprite decoded and cropped to its content; nil when none is cached. Throws what makes it unusable.
    public func image() throws -> RGBAImage? {
        switch self {
        case .absent: nil
        case .unusable(_, let problem): throw problem
        case .cached(let path): try PNGDecoder.decodeFile(at: URL(fileURLWithPath: path)).croppedToContent()
        }
    }
}

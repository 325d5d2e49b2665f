import DexModel
import FoundationEssentials
import SQLiteStore

/// One Pokémon of one tracked game: one row of `pokemon`.
public struct Pokemon: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var gameId: UUID
    public var name: String
    public var dexNumber: Int
    public var regionalNumber: Int?
    /// The Pokédex section `regionalNumber` is in, when the game has several and it is not the first.
    public var regionalDex: String?
    /// The player's own note ("" when none).
    public var notes: String
    /// The game's one-line hint on where to get it, from the manifest (migration 7).
    public var hint: String = ""
    /// Its availability class (`Obtainability`'s raw value); nil: obtainable in this version.
    public var availability: String?
    /// For a member of a choice group: the group, as `StoredChoice` keeps it.
    public var choiceGroup: String?
    /// The dex numbers of the choice options whose pick rules it out, comma-separated.
    public var ruledOutBy: String?
    /// Added by the player as received in a trade (`dex mark REF --traded`), not seeded from the manifest.
    public var isTraded: Bool = false
    /// Every way to get it, as `StoredWays` keeps it.
    public var ways: String?
    /// Whether the player has caught it. Stored as `isRegistered`, the column's name since the first version.
    public var isCaught: Bool
    public var spriteSlug: String?
    /// The sprite folders to try in order (stored separated by spaces; empty for a row that predates them).
    public var spriteFolders: [String]

    public init(
        id: UUID = UUID(), gameId: UUID, name: String, dexNumber: Int, regionalNumber: Int? = nil,
        notes: String = "", isCaught: Bool = false, spriteSlug: String? = nil, spriteFolders: [String] = []
    ) {
        self.id = id
        self.gameId = gameId
        self.name = name
        self.dexNumber = dexNumber
        self.regionalNumber = regionalNumber
        self.notes = notes
        self.isCaught = isCaught
        self.spriteSlug = spriteSlug
        self.spriteFolders = spriteFolders
    }

    /// The sprite's file name without extension, e.g. "mr-mime" for Mr. Mime.
    public var imageName: String { spriteSlug ?? NameKey.slug(name) }

    /// "#025 Pikachu"
    public var label: String { "\(DexNumber.format(dexNumber)) \(name)" }

    /// What `list` shows beside it: the player's note if there is one, else the game's hint.
    public var noteOrHint: String { notes.isEmpty ? hint : notes }

    public var obtainability: Obtainability { availability.flatMap(Obtainability.init(rawValue:)) ?? .obtainable }

    /// The tag `list` shows after the name: its class, or "traded" for one added by trade.
    public var tag: String { isTraded ? "traded" : obtainability.tag }
}

extension Pokemon: StoredRecord {
    static let table = RecordTable<Pokemon>("pokemon", [
        ("id", { $0.id }),
        ("gameId", { $0.gameId }),
        ("name", { $0.name }),
        ("dexNumber", { $0.dexNumber }),
        ("notes", { $0.notes }),
        ("isRegistered", { $0.isCaught }),
        ("regionalNumber", { $0.regionalNumber }),
        ("regionalDex", { $0.regionalDex }),
        ("spriteSlug", { $0.spriteSlug }),
        ("spriteFolders", { $0.spriteFolders.isEmpty ? nil : $0.spriteFolders.joined(separator: " ") }),
        ("hint", { $0.hint }),
        ("ways", { $0.ways }),
        ("availability", { $0.availability }),
        ("choiceGroup", { $0.choiceGroup }),
        ("ruledOutBy", { $0.ruledOutBy }),
        ("isTraded", { $0.isTraded }),
    ])

    init(row: SQLiteRow) throws {
        id = try row["id"]
        gameId = try row["gameId"]
        name = try row["name"]
        dexNumber = try row["dexNumber"]
        notes = try row["notes"]
        isCaught = try row["isRegistered"]
        regionalNumber = try row["regionalNumber"]
        regionalDex = try row["regionalDex"]
        spriteSlug = try row["spriteSlug"]
        spriteFolders = try row.optionalString("spriteFolders")?.split(separator: " ").map(String.init) ?? []
        hint = try row["hint"]
        ways = try row["ways"]
        availability = try row["availability"]
        choiceGroup = try row["choiceGroup"]
        ruledOutBy = try row["ruledOutBy"]
        isTraded = try row["isTraded"]
    }

    /// Every Pokémon of a game, in dex order.
    static func all(inGame gameId: UUID, _ db: SQLiteConnection) throws -> [Pokemon] {
        try fetchAll(db, "WHERE gameId = ? ORDER BY dexNumber", [gameId])
    }
}

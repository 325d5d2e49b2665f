import Foundation
import GRDB
import DexModel

/// One Pokémon of one tracked game: one row of `pokemon`.
public struct Pokemon: Codable, Sendable, Equatable, Identifiable {
    public var id: UUID
    public var gameId: UUID
    public var name: String
    public var dexNumber: Int
    public var regionalNumber: Int?
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
    /// Every way to get it (`StoredWays`): written when seeded, read only by `DexDatabase.ways`, not by `init(row:)`.
    public var ways: String?
    /// Whether the player has caught it (the iOS app's name for the column).
    public var isRegistered: Bool
    public var spriteSlug: String?
    /// The sprite folders to try in order, separated by spaces.
    public var spriteFolders: String?

    public init(
        id: UUID = UUID(), gameId: UUID, name: String, dexNumber: Int, regionalNumber: Int? = nil,
        notes: String = "", isRegistered: Bool = false, spriteSlug: String? = nil, spriteFolders: String? = nil
    ) {
        self.id = id
        self.gameId = gameId
        self.name = name
        self.dexNumber = dexNumber
        self.regionalNumber = regionalNumber
        self.notes = notes
        self.isRegistered = isRegistered
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

extension Pokemon: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "pokemon"

    public enum Columns {
        public static let gameId = Column(CodingKeys.gameId)
        public static let dexNumber = Column(CodingKeys.dexNumber)
        public static let isRegistered = Column(CodingKeys.isRegistered)
        public static let notes = Column(CodingKeys.notes)
    }

    // Written out rather than derived from Codable, for speed: see `Game.init(row:)`.
    public init(row: Row) throws {
        id = try UUID.fromDatabaseText(row["id"])
        gameId = try UUID.fromDatabaseText(row["gameId"])
        name = row["name"]
        dexNumber = row["dexNumber"]
        regionalNumber = row["regionalNumber"]
        notes = row["notes"]
        isRegistered = row["isRegistered"]
        spriteSlug = row["spriteSlug"]
        spriteFolders = row["spriteFolders"]
        hint = row["hint"]
        availability = row["availability"]
        choiceGroup = row["choiceGroup"]
        ruledOutBy = row["ruledOutBy"]
        isTraded = row["isTraded"]
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id.databaseText
        container["gameId"] = gameId.databaseText
        container["name"] = name
        container["dexNumber"] = dexNumber
        container["regionalNumber"] = regionalNumber
        container["notes"] = notes
        container["isRegistered"] = isRegistered
        container["spriteSlug"] = spriteSlug
        container["spriteFolders"] = spriteFolders
        container["hint"] = hint
        container["availability"] = availability
        container["choiceGroup"] = choiceGroup
        container["ruledOutBy"] = ruledOutBy
        container["isTraded"] = isTraded
        if let ways { container["ways"] = ways }
    }

    /// Every Pokémon of a game, in dex order.
    static func all(inGame gameId: UUID, _ db: Database) throws -> [Pokemon] {
        try Pokemon.fetchAll(db, sql: "SELECT * FROM pokemon WHERE gameId = ? ORDER BY dexNumber", arguments: [gameId.databaseText])
    }
}

extension DerivableRequest<Pokemon> {
    public func inGame(_ gameId: UUID) -> Self { filter { $0.gameId == gameId.databaseText } }
    public func caught(_ isCaught: Bool) -> Self { filter { $0.isRegistered == isCaught } }
    public func byDexNumber() -> Self { order { $0.dexNumber } }
}

extension UUID {
    /// How ids are stored: lowercase text, so that users can read and query them with `sqlite3`.
    public var databaseText: String { uuidString.lowercased() }

    /// Parses the stored text. Written out because Foundation's `UUID(uuidString:)` calls `sscanf`
    /// 16 times per id on Linux, which made decoding a game's rows the largest cost of `dex mark`.
    static func fromDatabaseText(_ text: String) throws -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        var count = 0
        var high: UInt8?
        for character in text.utf8 where character != UInt8(ascii: "-") {
            guard count < 16, let nibble = Self.hexValue(character) else { break }
            if let pending = high {
                bytes[count] = pending << 4 | nibble
                count += 1
                high = nil
            } else {
                high = nibble
            }
        }
        guard count == 16, high == nil, text.utf8.count == 36 else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "'\(text)' is not a UUID")
        }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

import FoundationEssentials
import SQLiteStore

/// One row of `sprites`: the last thing a fetch learned about one Pokémon's sprite, normal or shiny.
public struct SpriteRecord: Sendable, Equatable {
    public enum State: String, Sendable, CaseIterable {
        case fetched, missing, failed
    }

    public var pokemonId: UUID
    /// The outcome of the Pokémon's shiny sprite, not of its normal one.
    public var shiny: Bool
    public var state: State
    /// The sprite folder that had it (fetched), or the folders tried, space-separated (missing).
    public var folder: String?
    public var byteCount: Int?
    /// Why it is missing or failed, in words for the user.
    public var reason: String?

    /// How the reason of a sprite that failed because its server could not be reached at all (offline, a host
    /// that does not resolve or refuses connections) begins: "cannot reach HOST: …". `sprites status` counts such a
    /// sprite as not fetched (offline), not as failed: nothing is known of the sprite itself.
    public static let unreachablePrefix = "cannot reach "

    /// Failed only because the server could not be reached.
    public var isUnreachable: Bool { state == .failed && reason?.hasPrefix(Self.unreachablePrefix) == true }
    public var updatedAt: Date

    public init(
        pokemonId: UUID, shiny: Bool = false, state: State, folder: String? = nil, byteCount: Int? = nil,
        reason: String? = nil, updatedAt: Date = Date()
    ) {
        self.pokemonId = pokemonId
        self.shiny = shiny
        self.state = state
        self.folder = folder
        self.byteCount = byteCount
        self.reason = reason
        self.updatedAt = updatedAt
    }
}

extension SpriteRecord.State: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .text(rawValue) }

    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let text) = sqliteValue else { return nil }
        self.init(rawValue: text)
    }

    public static var sqliteTypeName: String { "TEXT ('fetched', 'missing' or 'failed')" }
}

extension SpriteRecord: StoredRecord {
    static let table = RecordTable<SpriteRecord>(
        "sprites", keyColumns: 2,
        [
            ("pokemonId", { $0.pokemonId }),
            ("shiny", { $0.shiny }),
            ("state", { $0.state }),
            ("folder", { $0.folder }),
            ("byteCount", { $0.byteCount }),
            ("reason", { $0.reason }),
            ("updatedAt", { $0.updatedAt }),
        ])

    init(row: SQLiteRow) throws {
        pokemonId = try row["pokemonId"]
        shiny = try row["shiny"]
        state = try row["state"]
        folder = try row["folder"]
        byteCount = try row["byteCount"]
        reason = try row["reason"]
        updatedAt = try row["updatedAt"]
    }
}

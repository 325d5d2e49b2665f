import DexModel
import FoundationEssentials
import SQLiteStore

/// The options a `game` register holds while its game is tracked, as JSON (docs/formats.md, "Sync files"): what
/// another machine seeds the game with.
public struct SyncGameOptions: Sendable, Equatable {
    public var starter: String?
    public var kinds: EntryKinds
    public var tracksShiny: Bool
    public var spriteURLTemplate: String?

    /// The options `value` holds, or nil when it is not a JSON object of them.
    init?(_ value: SQLiteValue) {
        guard case .text(let text) = value,
            let decoded = try? JSONDecoder().decode(Coded.self, from: Data(text.utf8))
        else { return nil }
        starter = decoded.starter
        kinds = EntryKinds(forms: decoded.forms?.value ?? false, genders: decoded.genders?.value ?? false)
        tracksShiny = decoded.shiny?.value ?? false
        spriteURLTemplate = decoded.spriteURLTemplate
    }

    /// Whether a game added with `other` is seeded with the same entries and counts the same way: the sprite
    /// address does not count.
    func seedsAlike(_ other: SyncGameOptions) -> Bool {
        starter == other.starter && kinds == other.kinds && tracksShiny == other.tracksShiny
    }

    private struct Coded: Decodable {
        var starter: String?
        var forms, genders, shiny: Flag?
        var spriteURLTemplate: String?
    }

    /// SQLite's `json_object` writes a boolean column as 0 or 1.
    private struct Flag: Decodable {
        var value: Bool

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self), number == 0 || number == 1 {
                value = number == 1
            } else {
                value = try container.decode(Bool.self)
            }
        }
    }
}

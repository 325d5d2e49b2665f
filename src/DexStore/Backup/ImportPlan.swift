import DexModel
import FoundationEssentials

/// What `dex import` changes (or, with `--dry-run`, would change).
public struct ImportPlan: Sendable, Equatable {
    public struct AddedGame: Sendable, Equatable {
        public var slug: String
        public var name: String
        public var starter: String?
        public var total: Int
    }

    public struct RemovedGame: Sendable, Equatable {
        public var id: UUID
        public var slug: String
        public var name: String
    }

    /// One Pokémon's new state; a nil field did not change.
    public struct Change: Sendable, Equatable {
        public var game: String
        public var label: String
        public var caught: Bool?
        public var shiny: Bool? = nil
        public var notes: String?
    }

    public var addedGames: [AddedGame] = []
    public var removedGames: [RemovedGame] = []
    public var changes: [Change] = []
    /// The game that becomes active, when that changes.
    public var activeGame: String?
    /// The Pokémon the file records as received in a trade that their game's list lacked, as the import adds them:
    /// the rows whose sprites it brings in.
    public var addedTraded: [Pokemon] = []
    /// The generation 1 games whose shiny catches or shiny living dex the file records: kept as ordinary ones, since
    /// those games have no shinies.
    public var keptPlain: [String] = []

    public var isEmpty: Bool { addedGames.isEmpty && removedGames.isEmpty && changes.isEmpty && activeGame == nil }

    /// "added 1 game, removed 0 games, 5 marked caught, 0 unmarked, 2 notes changed", and ", 1 marked shiny, 0
    /// unmarked as shiny" when any shininess changes: the journal's entry of the import says it too.
    public var summary: String {
        let shiny =
            changes.contains { $0.shiny != nil }
            ? [
                "\(changes.filter { $0.shiny == true }.count) marked shiny",
                "\(changes.filter { $0.shiny == false }.count) unmarked as shiny",
            ] : []
        return [
            "added " + Plural.count(addedGames.count, "game"),
            "removed " + Plural.count(removedGames.count, "game"),
            "\(changes.filter { $0.caught == true }.count) marked caught",
            "\(changes.filter { $0.caught == false }.count) unmarked",
            Plural.count(changes.filter { $0.notes != nil }.count, "note") + " changed",
        ].joined(separator: ", ") + shiny.map { ", " + $0 }.joined()
    }
}

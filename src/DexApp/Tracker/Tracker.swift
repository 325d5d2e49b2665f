import DexModel
import DexStore
import DexSystem
import FoundationEssentials

/// The one front door of dex: every command of the command line and every key of `dex browse` is a method here,
/// which does the work through the stores (`DexDatabase`), the sprite cache and the manifest, and returns plain
/// values for the front end to print.
///
/// ```swift
/// let tracker = try Tracker.open(home)                 // or `openToRead`, for a command that changes nothing
/// let change = try tracker.mark([.number(25)], caught: true, game: nil)
/// print("\(change.progress.caught)/\(change.progress.total) caught")
/// ```
public struct Tracker: Sendable {
    public let home: DexHome
    let database: DexDatabase

    /// Opens (creating if needed) the data folder's database and brings its schema up to date; with
    /// `migrating: false` the schema is left as it is (`dex db status`). Sprites kept aside for games the journal can
    /// no longer bring back are deleted first (`RemovedSprites`: one look at a folder that is usually absent).
    public static func open(_ home: DexHome, migrating: Bool = true) throws -> Tracker {
        let tracker = Tracker(home: home, database: try DexDatabase.open(home, migrating: migrating))
        if migrating { tracker.deleteSpritesNoUndoCanBringBack() }
        return tracker
    }

    /// Opens the data folder's database for a command that only reads: as `open` does when there is one; else an
    /// empty database in memory, so that reading answers as for an empty tracker and creates no data folder or
    /// database.
    public static func openToRead(_ home: DexHome, migrating: Bool = true) throws -> Tracker {
        guard home.hasNoDatabase else {
            let database = try DexDatabase.open(home, migrating: migrating)
            try database.keepPageCacheSmall()
            return Tracker(home: home, database: database)
        }
        return Tracker(home: home, database: try DexDatabase.empty(standingFor: home.databaseURL.path, migrating: migrating))
    }

    /// Opens the database as `open` does, without creating the data folder: nil when there is no database yet, or
    /// it cannot be opened. For shell completion, which must change nothing.
    public static func openExisting(_ home: DexHome) -> Tracker? {
        guard !home.hasNoDatabase, let database = try? DexDatabase.open(path: home.databaseURL.path, migrating: false)
        else { return nil }
        return Tracker(home: home, database: database)
    }

    init(home: DexHome, database: DexDatabase) {
        self.home = home
        self.database = database
    }

    /// The database file.
    public var databasePath: String { database.path }

    /// The generation 1 games whose shinies, recorded by an older dex, opening the database made ordinary.
    public var generation1ShiniesKeptPlain: [String] { database.generation1ShiniesKeptPlain }
}

import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexApp
@testable import DexModel
@testable import DexStore
@testable import DexSystem

/// `Tracker`, the front door every command and browse key goes through, on a real database in a temporary folder.
@Suite struct TrackerTests {
    private static let mini = ManifestChoice(explicit: Fixtures.miniManifest.path)

    /// FireRed (Bulbasaur) tracked in a fresh data folder.
    private static func trackedFireRed() throws -> Tracker {
        let home = DexHome(url: try TemporaryFolder.make(prefix: "dex-tracker"))
        return try Tracker.addGame(
            "firered", starter: "bulbasaur", manifest: mini, spriteURLTemplate: SpriteURLTemplate.default,
            home: home
        ).tracker
    }

    @Test func aGameTheManifestLacksCreatesNoDatabase() throws {
        let home = DexHome(url: try TemporaryFolder.make(prefix: "dex-tracker"))
        #expect(throws: ManifestError.self) {
            try Tracker.addGame(
                "firedred", starter: nil, manifest: Self.mini, spriteURLTemplate: SpriteURLTemplate.default, home: home)
        }
        #expect(!FileManager.default.fileExists(atPath: home.databaseURL.path))
        #expect(Tracker.openExisting(home) == nil)
    }

    /// A command that only reads keeps SQLite's page cache small; one that writes keeps SQLite's default (2 MB), so that
    /// a whole game's insert is not spilled to the file before it commits.
    @Test func aReadingCommandKeepsThePageCacheSmall() throws {
        let home = try Self.trackedFireRed().home
        let cacheSize = { (tracker: Tracker) in
            try tracker.database.writer.read { try $0.queryValue("PRAGMA cache_size", as: Int.self) }
        }
        #expect(try cacheSize(Tracker.openToRead(home)) == -64)
        #expect(try cacheSize(Tracker.open(home)) == -2000)
    }

    @Test func markThenUndoPutsTheCaughtStateBack() throws {
        let tracker = try Self.trackedFireRed()
        let change = try tracker.mark([.number(1), .number(25)], caught: true, game: nil)
        #expect(change.changed.map(\.dexNumber) == [1, 25])
        #expect(change.progress.caught == 2)
        #expect(try tracker.list(game: nil, filter: .caught, search: nil).pokemon.map(\.dexNumber) == [1, 25])
        #expect(try tracker.undo().summary == "marked 2 Pokémon caught in Pokémon FireRed")
        #expect(try tracker.list(game: nil, filter: .caught, search: nil).pokemon.isEmpty)
    }

    @Test func aNoteAndItsUndoGoThroughTheSameWriter() throws {
        let tracker = try Self.trackedFireRed()
        #expect(try tracker.setNote("Viridian Forest", on: .name("pikachu"), game: nil).notes == "Viridian Forest")
        #expect(try tracker.undo().summary == "set the note on #025 Pikachu in Pokémon FireRed")
        #expect(try tracker.pokemon(.number(25), game: nil).pokemon.notes == "")
    }

    @Test func listWithoutAFilterFollowsTheShowOnlyMissingSetting() throws {
        let tracker = try Self.trackedFireRed()
        _ = try tracker.mark([.number(25)], caught: true, game: nil)
        #expect(try tracker.list(game: nil, filter: nil, search: nil).filter == .all)
        try tracker.set(.showOnlyMissing, to: "true")
        let missing = try tracker.list(game: nil, filter: nil, search: nil)
        #expect(missing.filter == .missing)
        #expect(!missing.pokemon.contains { $0.dexNumber == 25 })
        #expect(try tracker.list(game: nil, filter: .all, search: nil).pokemon.contains { $0.dexNumber == 25 })
    }

    @Test func removingAGameTakesItsSpritesAndLeavesNoActiveGame() throws {
        let tracker = try Self.trackedFireRed()
        let folder = tracker.home.spritesURL.appendingPathComponent("firered")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: folder.appendingPathComponent("pikachu.png"))
        let removal = try tracker.removeGame("firered")
        #expect(removal.removed.slug == "firered")
        #expect(removal.nowActive == nil)
        #expect(removal.spriteFailures.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(try tracker.trackedGames().isEmpty)
    }
}

import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

/// The day of a catch: set when a Pokémon becomes caught, kept while it stays caught, cleared when it is unmarked,
/// put back by undo and carried by backups and sync.
@Suite struct CatchDateTests {
    let manifest: GameManifest
    let database: DexDatabase
    let today = CalendarDay.today()

    init() throws {
        manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        database = try fireRedDatabase("here", manifest)
    }

    func day(_ number: Int, in database: DexDatabase? = nil) throws -> CalendarDay? {
        try (database ?? self.database).catalog.pokemon(.number(number), game: nil).pokemon.state.caughtOn
    }

    /// Sets the stored day of a catch, as if it had been made on another day.
    func backdate(_ number: Int, to text: String, in database: DexDatabase? = nil) throws {
        try (database ?? self.database).writer.write { db in
            try db.execute("UPDATE pokemon SET caughtOn = ? WHERE dexNumber = ?", [text, number])
        }
    }

    @Test func aCatchIsDatedTodayKeptWhileCaughtAndClearedWhenUnmarked() throws {
        #expect(try day(25) == nil)
        _ = try database.catches.setCaught(true, refs: [.number(25)], game: nil)
        #expect(try day(25) == today)
        try backdate(25, to: "2026-01-02")
        _ = try database.catches.setCaught(true, shiny: true, refs: [.number(25)], game: nil)
        _ = try database.catches.setNote("Viridian Forest", ref: .number(25), game: nil)
        #expect(try day(25) == CalendarDay("2026-01-02"))
        _ = try database.catches.setCaught(false, refs: [.number(25)], game: nil)
        #expect(try day(25) == nil)
    }

    @Test func undoAndRedoPutTheDayBack() throws {
        _ = try database.catches.setCaught(true, refs: [.number(25)], game: nil)
        try backdate(25, to: "2026-01-02")
        _ = try database.catches.setCaught(false, refs: [.number(25)], game: nil)
        _ = try database.journal.undo()
        #expect(try day(25) == CalendarDay("2026-01-02"))
        _ = try database.journal.redo()
        #expect(try day(25) == nil)
        _ = try database.journal.undo()
        #expect(try day(25) == CalendarDay("2026-01-02"))
    }

    @Test(arguments: [BackupFormat.json, .csv])
    func backupsCarryTheDay(format: BackupFormat) throws {
        _ = try database.catches.setCaught(true, refs: [.number(25), .number(1)], game: nil)
        try backdate(25, to: "2026-01-02")
        let backup = try database.backups.export()
        let read =
            switch format {
            case .json: try BackupJSON.decode(try BackupJSON.encode(backup, exportedAt: Date()), file: "b.json")
            case .csv: try BackupCSV.decode(BackupCSV.encode(backup), file: "b.csv")
            }
        let elsewhere = try fireRedDatabase("\(format)", manifest)
        _ = try elsewhere.backups.importBackup(read, file: "b", mode: .replace, dryRun: false) { manifest }
        #expect(try day(25, in: elsewhere) == CalendarDay("2026-01-02"))
        #expect(try day(1, in: elsewhere) == today)
        #expect(try day(29, in: elsewhere) == nil)
    }

    @Test func aBackupWithoutDaysKeepsTheTrackedOnesAndDatesNewCatchesToday() throws {
        _ = try database.catches.setCaught(true, refs: [.number(25)], game: nil)
        try backdate(25, to: "2026-01-02")
        let csv = "game,dexNumber,caught\nfirered,25,yes\nfirered,1,yes\n"
        let backup = try BackupCSV.decode(Data(csv.utf8), file: "old.csv")
        _ = try database.backups.importBackup(backup, file: "old.csv", mode: .merge, dryRun: false) { manifest }
        #expect(try day(25) == CalendarDay("2026-01-02"))
        #expect(try day(1) == today)
    }

    @Test func aDayThatIsNoDayIsRefusedWithItsPlace() throws {
        let csv = "game,dexNumber,caught,caughtOn\nfirered,25,yes,2026-02-30\n"
        #expect(
            throws: BackupError.invalid(
                file: "b.csv", location: "line 2", problem: "caughtOn '2026-02-30' is not a day written YYYY-MM-DD, or nothing")
        ) {
            try BackupCSV.decode(Data(csv.utf8), file: "b.csv")
        }
    }

    @Test func syncCarriesTheDayAndUndoOfTheSyncTakesItBack() throws {
        let there = try fireRedDatabase("there", manifest)
        _ = try there.catches.setCaught(true, refs: [.number(25)], game: nil)
        try backdate(25, to: "2026-01-02", in: there)
        // A write outside the one writer is not pending: note it as a command would.
        _ = try there.catches.setNote("dated", ref: .number(25), game: nil)
        var bytes = SyncFile.header(machine: "00000000-0000-4000-8000-000000000002")
        _ = try there.sync.sync(
            [], now: 1_000, newMachine: { "00000000-0000-4000-8000-000000000002" },
            publish: { _, record, _ in
                bytes += record; return ("", bytes.count)
            }, games: games)
        let contents = SyncFile.read(bytes)
        let batch = SyncBatch(
            machine: "00000000-0000-4000-8000-000000000002", file: "there.dexsync", start: SyncFile.headerLength,
            end: contents.end, records: contents.records)
        _ = try database.sync.sync(
            [batch], now: 2_000, newMachine: { "00000000-0000-4000-8000-000000000001" }, publish: { _, _, _ in ("", 0) },
            games: games)
        #expect(try day(25) == CalendarDay("2026-01-02"))
        _ = try database.journal.undo()
        #expect(try day(25) == nil)
    }

    func games(_ slug: String) throws -> GameManifest.SelectedGame {
        GameManifest.SelectedGame(version: manifest.version, entry: try manifest.game(slug))
    }
}

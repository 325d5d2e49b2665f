import DexTestSupport
import Foundation
import Testing

/// The same game added on two machines with different starters or options before they synced: every machine keeps
/// the earlier add, the other machine's catches are carried into that run (as traded where it lacks them), and each
/// sync that settles it says so in one line.
@Suite(.tags(.endToEnd)) struct SyncConcurrentAddTests {
    let shared: URL
    let laptop: DexProcess
    let desk: DexProcess

    init() throws {
        shared = try TemporaryFolder.make(prefix: "dex-sync-adds")
        (laptop, desk) = (try DexProcess(manifest: nil), try DexProcess(manifest: nil))
    }

    @discardableResult
    func sync(_ machine: DexProcess, _ options: [String] = [], sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> String
    {
        try await machine.succeed(["sync", shared.path] + options, sourceLocation: sourceLocation)
    }

    /// The laptop adds FireRed first; 20 ms later the desk adds it with `desk`'s options. Neither has synced.
    func addOnBoth(desk options: [String]) async throws {
        try await laptop.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        usleep(20_000)
        try await desk.succeed(["add-game", "firered", "--no-sprites"] + options)
    }

    func conflictLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("was added") }
    }

    func backup(_ machine: DexProcess) async throws -> String {
        try await machine.succeed(["export", "--format", "csv"])
    }

    @Test func theEarlierAddIsKeptEverywhereWithTheOtherRunsCatches() async throws {
        try await addOnBoth(desk: ["--starter", "charmander"])
        try await desk.succeed(["mark", "4,25"])
        try await laptop.succeed(["mark", "1"])
        // The later add reaches the folder first.
        try await sync(desk, ["--name", "desk"])
        let onLaptop = try await sync(laptop, ["--name", "laptop"])
        #expect(
            conflictLines(onLaptop) == [
                "firered was added here (starter bulbasaur) and on desk (starter charmander) before they synced: every "
                    + "machine keeps this machine's, added first; the catches made in the other run are kept in it, as "
                    + "traded where it lacks them."
            ], "\(onLaptop)")
        let onDesk = try await sync(desk)
        #expect(
            conflictLines(onDesk) == [
                "firered was added on laptop (starter bulbasaur) and here (starter charmander) before they synced: every "
                    + "machine keeps laptop's, added first; the catches made in the other run are kept in it, as traded "
                    + "where it lacks them."
            ], "\(onDesk)")
        // The desk writes its catches the kept run lacks as traded; the laptop takes them.
        #expect(try await sync(desk).hasPrefix("Wrote 1 change "))
        try await sync(laptop)

        for machine in [laptop, desk] {
            let caught = try await machine.succeed(["list", "--caught", "--game", "firered"])
            #expect(caught.contains("Bulbasaur") && caught.contains("Pikachu"), "\(caught)")
            #expect(!(try await machine.succeed(["list", "--game", "firered"]).contains("Squirtle")))
            #expect(caught.contains("Charmander  traded"), "\(caught)")
        }
        #expect(try await backup(desk) == (try await backup(laptop)))
        await #expect(try sync(desk) == "Nothing new to sync in \(shared.path).\n")
        await #expect(try sync(laptop) == "Nothing new to sync in \(shared.path).\n")
    }

    @Test func aShinyDexAddedLaterGivesWayToThePlainOne() async throws {
        try await addOnBoth(desk: ["--starter", "bulbasaur", "--shiny"])
        try await desk.succeed(["mark", "25", "--shiny"])
        try await sync(desk, ["--name", "desk"])
        let onLaptop = try await sync(laptop, ["--name", "laptop"])
        #expect(
            conflictLines(onLaptop).map { $0.prefix(95) } == [
                "firered was added here (starter bulbasaur) and on desk (starter bulbasaur, shiny dex) before they synced"
                    .prefix(95)
            ], "\(onLaptop)")
        #expect(conflictLines(try await sync(desk)).count == 1)
        try await sync(laptop)
        for machine in [laptop, desk] {
            let games = try await machine.succeed(["games", "--json"])
            #expect(games.contains("\"tracksShiny\" : false") || games.contains("\"tracksShiny\": false"), "\(games)")
            #expect(try await machine.succeed(["show", "25", "--no-sprite"]).contains("Shiny:    yes"))
        }
        #expect(try await backup(desk) == (try await backup(laptop)))
    }

    @Test func theSameAddOnTwoMachinesIsNoConflict() async throws {
        try await addOnBoth(desk: ["--starter", "bulbasaur"])
        try await sync(desk)
        let outputs = [try await sync(laptop), try await sync(desk), try await sync(laptop)]
        #expect(outputs.allSatisfy { conflictLines($0).isEmpty }, "\(outputs)")
        #expect(try await backup(desk) == (try await backup(laptop)))
    }

    @Test func undoAfterTheSyncGivesTheLaterRunBack() async throws {
        try await addOnBoth(desk: ["--starter", "charmander"])
        try await sync(laptop)
        try await sync(desk)
        #expect(!(try await desk.succeed(["list", "--game", "firered"]).contains("Squirtle")))
        try await desk.succeed(["undo"])
        let list = try await desk.succeed(["list", "--game", "firered"])
        #expect(list.contains("Charmander") && !list.contains("Bulbasaur"), "\(list)")
    }
}

/// A game removed and added back with another starter between two syncs is the machine's own later add: every
/// machine takes the new starter, and none seeds the game back with the old one.
@Suite(.tags(.endToEnd)) struct SyncReAddWithOtherStarterTests {
    @Test func aGameAddedBackWithAnotherStarterKeepsItEverywhere() async throws {
        let shared = try TemporaryFolder.make(prefix: "dex-sync-readd")
        let (a, b) = (try DexProcess(manifest: nil), try DexProcess(manifest: nil))
        try await a.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        for machine in [a, b] { try await machine.succeed(["sync", shared.path]) }
        try await a.succeed(["remove-game", "firered", "--yes"])
        try await a.succeed(["add-game", "firered", "--starter", "charmander", "--no-sprites"])
        try await a.succeed(["mark", "4"])
        try await a.succeed(["sync", shared.path])
        let taken = try await b.succeed(["sync", shared.path])
        #expect(
            taken.contains("Now tracking firered with the starter and options every machine keeps for it"), "\(taken)")
        for machine in [a, b] { try await machine.succeed(["sync", shared.path]) }
        for machine in [a, b] {
            let list = try await machine.succeed(["list", "--game", "firered"])
            #expect(list.contains("Charmander") && !list.contains("Bulbasaur"), "\(list)")
        }
        #expect(
            try await a.sharedCatchesCSV() == (try await b.sharedCatchesCSV()))
    }
}

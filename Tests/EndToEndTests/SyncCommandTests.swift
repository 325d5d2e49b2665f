import DexTestSupport
import Foundation
import Testing

/// `dex sync FOLDER`: machines (data folders) kept in step through one folder they share, each writing only its own
/// file; every test ends with the same tracker on every machine.
@Suite(.tags(.endToEnd)) struct SyncCommandTests {
    let shared: URL

    init() throws {
        shared = try TemporaryFolder.make(prefix: "dex-sync")
    }

    /// Fresh machines, the first tracking FireRed.
    func machines(_ count: Int) async throws -> [DexProcess] {
        let machines = try (0..<count).map { _ in try DexProcess() }
        try await machines[0].succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        return machines
    }

    @discardableResult
    func sync(_ machine: DexProcess, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try await machine.succeed(["sync", shared.path], sourceLocation: sourceLocation)
    }

    /// Syncs each machine in turn, twice round, so that every one has read every other's latest record.
    func syncAll(_ machines: [DexProcess]) async throws {
        for _ in 0..<2 { for machine in machines { try await sync(machine) } }
    }

    /// What a machine tracks, as a backup (no ids or dates) and its notes in conflict. The backup's lines are sorted:
    /// each machine lists its games in the order it started tracking them, which a sync does not change (two games
    /// one machine added a second apart may reach another within the same second).
    func state(_ machine: DexProcess) async throws -> String {
        let backup = try await machine.sharedCatchesCSV().split(separator: "\n").sorted().joined(separator: "\n")
        let conflicts = try await machine.succeed(["sync", "--status", shared.path]).split(separator: "\n")
            .filter { $0.hasPrefix("Two notes") }
        return backup + conflicts.joined(separator: "\n")
    }

    func expectSameState(_ machines: [DexProcess], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let first = try await state(machines[0])
        for machine in machines.dropFirst() {
            await #expect(try state(machine) == first, sourceLocation: sourceLocation)
        }
    }

    func caught(_ machine: DexProcess) async throws -> String {
        try await machine.succeed(["list", "--caught"])
    }

    /// Milliseconds are the clock's grain: writes meant to be one after the other are spaced.
    func later() { usleep(20_000) }

    @Test func aSecondMachinePicksUpTheGameItsCatchesAndNotes() async throws {
        let machines = try await machines(2)
        let (a, b) = (machines[0], machines[1])
        try await a.succeed(["mark", "1,25"])
        try await a.succeed(["note", "25", "from the forest"])
        await #expect(try sync(a).hasPrefix("Wrote "))
        let output = try await sync(b)
        #expect(output.contains("Now tracking firered, as another machine does"), "\(output)")
        await #expect(try caught(b).contains("#025"))
        #expect(try await b.succeed(["show", "25"]).contains("from the forest"))
        try await expectSameState(machines)
    }

    @Test func syncingAgainChangesNothing() async throws {
        let machines = try await machines(2)
        try await machines[0].succeed(["mark", "25"])
        try await syncAll(machines)
        try await machines[1].succeed(["mark", "1"])
        try await syncAll(machines)
        let files = try FileManager.default.contentsOfDirectory(atPath: shared.path).sorted()
        let sizes = try files.map {
            try FileManager.default.attributesOfItem(atPath: shared.appendingPathComponent($0).path)[.size] as? Int
        }
        let before = try await machines.asyncMap(state)
        for machine in machines {
            await #expect(try sync(machine) == "Nothing new to sync in \(shared.path).\n")
        }
        #expect(try await machines.asyncMap(state) == before)
        #expect(
            try files.map {
                try FileManager.default.attributesOfItem(atPath: shared.appendingPathComponent($0).path)[.size] as? Int
            } == sizes)
        #expect(files.count == 2 && files.allSatisfy { $0.hasSuffix(".dexsync") }, "\(files)")
    }

    @Test func concurrentMarkAndUnmarkResolveTheSameWayEverywhere() async throws {
        let machines = try await machines(2)
        let (a, b) = (machines[0], machines[1])
        try await a.succeed(["mark", "25"])
        try await syncAll(machines)
        try await a.succeed(["unmark", "25"])
        later()
        try await b.succeed(["mark", "25", "--shiny"])
        try await sync(a)
        try await sync(b)
        try await sync(a)
        // The later write wins on both machines.
        #expect(try await b.succeed(["list", "--caught"]).contains("#025"))
        #expect(try await a.succeed(["list", "--caught"]).contains("#025"))
        try await expectSameState(machines)
    }

    @Test func anUnmarkPropagates() async throws {
        let machines = try await machines(2)
        try await machines[0].succeed(["mark", "1,25"])
        try await syncAll(machines)
        await #expect(try caught(machines[1]).contains("#025"))
        try await machines[1].succeed(["unmark", "25"])
        try await syncAll(machines)
        await #expect(!(try caught(machines[0]).contains("#025")))
        await #expect(try caught(machines[0]).contains("#001"))
        try await expectSameState(machines)
    }

    @Test func twoNotesWrittenAtOnceAreBothKeptUntilTheNoteIsWrittenAgain() async throws {
        let machines = try await machines(2)
        let (a, b) = (machines[0], machines[1])
        try await syncAll(machines)
        try await a.succeed(["note", "25", "seen at dusk"])
        later()
        try await b.succeed(["note", "25", "traded from Ann"])
        try await sync(a)
        let output = try await sync(b)
        #expect(output.contains("Two notes on #25 in firered were written at once: kept 'seen at dusk'"), "\(output)")
        try await sync(a)
        for machine in machines {
            let card = try await machine.succeed(["show", "25", "--no-sprite"])
            #expect(card.contains("Notes:    traded from Ann\nAlso:     seen at dusk (a note written at once on "), "\(card)")
            #expect(try await machine.succeed(["sync", "--status", shared.path]).contains("kept 'seen at dusk'"))
        }
        try await expectSameState(machines)
        // Writing the note again settles it on every machine.
        try await a.succeed(["note", "25", "traded from Ann, seen at dusk"])
        try await syncAll(machines)
        for machine in machines {
            #expect(!(try await machine.succeed(["sync", "--status", shared.path]).contains("Two notes")))
            let card = try await machine.succeed(["show", "25", "--no-sprite"])
            #expect(card.contains("traded from Ann, seen at dusk") && !card.contains("Also:"), "\(card)")
        }
        try await expectSameState(machines)
    }

    @Test func aNoteWrittenOverAnotherIsNoConflict() async throws {
        let machines = try await machines(2)
        try await machines[0].succeed(["note", "25", "first"])
        try await syncAll(machines)
        try await machines[1].succeed(["note", "25", "second"])
        try await syncAll(machines)
        await #expect(!(try machines[0].succeed(["sync", "--status", shared.path]).contains("Two notes")))
        await #expect(try machines[0].succeed(["show", "25"]).contains("second"))
        try await expectSameState(machines)
    }

    @Test func aRemovedGameStaysRemoved() async throws {
        let machines = try await machines(2)
        let (a, b) = (machines[0], machines[1])
        try await a.succeed(["add-game", "yellow", "--no-sprites"])
        try await syncAll(machines)
        try await a.succeed(["remove-game", "firered", "--yes"])
        later()
        // Marked on the other machine after the removal, without having seen it.
        try await b.succeed(["mark", "25", "--game", "firered"])
        try await sync(a)
        await #expect(try sync(b).contains("Stopped tracking firered, as another machine did."))
        try await syncAll(machines)
        for machine in machines {
            let games = try await machine.succeed(["games"])
            #expect(!games.contains("firered") && games.contains("yellow"), "\(games)")
        }
        try await expectSameState(machines)
        // Tracked again later, it starts afresh everywhere.
        try await b.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await syncAll(machines)
        #expect(try await a.succeed(["games"]).contains("firered"))
        await #expect(!(try caught(a).contains("#025")))
        try await expectSameState(machines)
    }

    @Test func aHalfCopiedFileIsSkippedWithAWarningAndReadAgainLater() async throws {
        let machines = try await machines(2)
        let (a, b) = (machines[0], machines[1])
        try await a.succeed(["mark", "25"])
        try await sync(a)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: shared.path).first)
        let path = shared.appendingPathComponent(file)
        let whole = try Data(contentsOf: path)
        try whole.prefix(whole.count - 7).write(to: path)
        let cut = try await b.run(["sync", shared.path])
        #expect(cut.status == 0)
        #expect(
            cut.stderr
                == "Warning: \(path.path) ends in a record not yet whole (still being copied?); what follows is read at the next sync\n"
        )
        #expect(!(try await b.succeed(["games"]).contains("firered")))
        try whole.write(to: path)
        let output = try await sync(b)
        #expect(output.contains("Now tracking firered"), "\(output)")
        await #expect(try caught(b).contains("#025"))
        try await expectSameState(machines)
    }

    @Test func aDamagedRecordIsSkippedWithAWarning() async throws {
        let machines = try await machines(2)
        try await machines[0].succeed(["mark", "25"])
        try await sync(machines[0])
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: shared.path).first)
        let path = shared.appendingPathComponent(file)
        var bytes = [UInt8](try Data(contentsOf: path))
        bytes[bytes.count - 3] ^= 0xFF
        try Data(bytes).write(to: path)
        let result = try await machines[1].run(["sync", shared.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("holds a damaged record; it and what follows are read again at the next sync"))
        await #expect(!(try machines[1].succeed(["games"]).contains("firered")))
    }

    @Test func aMachineWhoseClockIsBehindStillOverridesWhatItHasSeen() async throws {
        let machines = try await machines(2)
        let (a, b) = (machines[0], machines[1])
        try await a.succeed(["mark", "25"])
        // A's clock is an hour ahead: its change is stamped in the future.
        try sqlite(a, "UPDATE syncPending SET changedAt = changedAt + 3600000")
        try await syncAll(machines)
        // B, an hour behind A, unmarks what it received from A: its write is raised past A's stamp.
        try await b.succeed(["unmark", "25"])
        try await syncAll(machines)
        await #expect(!(try caught(a).contains("#025")))
        try await expectSameState(machines)
    }

    @Test func undoRevertsWhatASyncApplied() async throws {
        let machines = try await machines(2)
        let (a, b) = (machines[0], machines[1])
        try await syncAll(machines)
        try await a.succeed(["mark", "1,25"])
        try await sync(a)
        try await sync(b)
        await #expect(try caught(b).contains("#025"))
        #expect(try await b.succeed(["undo"]) == "Undid: synced changes from 1 other machine.\n")
        await #expect(!(try caught(b).contains("#025")))
    }

    @Test func statusShowsWhatEachMachineLastWroteAndWhatIsPending() async throws {
        let machines = try await machines(2)
        let (a, b) = (machines[0], machines[1])
        #expect(try await a.succeed(["sync", "--status", shared.path]).hasPrefix("This machine has not synced yet"))
        try await sync(a)
        try await sync(b)
        try await a.succeed(["mark", "25"])
        let pendingHere = try await a.succeed(["sync", "--status", shared.path])
        #expect(pendingHere.contains("; 1 change not yet written."), "\(pendingHere)")
        try await sync(a)
        let status = try await b.succeed(["sync", "--status", shared.path])
        #expect(status.hasPrefix("This machine: "), "\(status)")
        #expect(status.contains("1 record applied, 1 pending."), "\(status)")
        try await sync(b)
        #expect(try await b.succeed(["sync", "--status", shared.path]).contains("2 records applied, nothing pending."))
    }

    @Test func threeMachinesWithInterleavedChangesEndAlike() async throws {
        let machines = try await machines(3)
        let (a, b, c) = (machines[0], machines[1], machines[2])
        try await a.succeed(["mark", "1"])
        try await sync(a)
        try await sync(c)
        try await c.succeed(["mark", "25"])
        try await c.succeed(["note", "25", "from C"])
        try await sync(c)
        // B reads C's record, which changes what A wrote, before A's.
        try await sync(b)
        try await b.succeed(["unmark", "1"])
        later()
        try await a.succeed(["note", "25", "from A"])
        try await syncAll(machines)
        await #expect(!(try caught(a).contains("#001")))
        await #expect(try caught(b).contains("#025"))
        try await expectSameState(machines)
    }

    @Test func aSyncKilledHalfWayLeavesEachDatabaseWholeAndARerunConverges() async throws {
        let machines = try await machines(2)
        let (a, b) = (machines[0], machines[1])
        try await a.succeed(["mark", "1,25,29"])
        try await sync(a)
        for delay: UInt32 in [0, 2_000, 5_000, 10_000, 20_000, 40_000] {
            try await a.succeed(["note", "29", "note \(delay)"])
            let running = try a.start(["sync", shared.path])
            usleep(delay)
            kill(running.process.processIdentifier, SIGKILL)
            _ = running.wait()
            let reader = try b.start(["sync", shared.path])
            usleep(delay)
            kill(reader.process.processIdentifier, SIGKILL)
            _ = reader.wait()
            // Each database opens and answers whole.
            #expect(try await a.succeed(["list"]).contains("#029"))
            _ = try await b.succeed(["games"])
        }
        try await syncAll(machines)
        #expect(try await b.succeed(["show", "29"]).contains("note 40000"))
        try await expectSameState(machines)
    }

    @Test func aFolderThatIsNotThereIsAnError() async throws {
        let machine = try DexProcess()
        let missing = shared.appendingPathComponent("nowhere").path
        let result = try await machine.run(["sync", missing])
        #expect(result.status == 1)
        #expect(
            result.stderr == "Error: no folder \(missing) to sync through; create it, or name the folder the machines share\n")
    }

    func sqlite(_ machine: DexProcess, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [machine.databasePath, sql]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

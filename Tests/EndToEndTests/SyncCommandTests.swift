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
    func machines(_ count: Int) throws -> [DexProcess] {
        let machines = try (0..<count).map { _ in try DexProcess() }
        try machines[0].succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        return machines
    }

    @discardableResult
    func sync(_ machine: DexProcess, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try machine.succeed(["sync", shared.path], sourceLocation: sourceLocation)
    }

    /// Syncs each machine in turn, twice round, so that every one has read every other's latest record.
    func syncAll(_ machines: [DexProcess]) throws {
        for _ in 0..<2 { for machine in machines { try sync(machine) } }
    }

    /// What a machine tracks, as a backup (no ids or dates) and its notes in conflict. The backup's lines are sorted:
    /// each machine lists its games in the order it started tracking them, which a sync does not change (two games
    /// one machine added a second apart may reach another within the same second).
    func state(_ machine: DexProcess) throws -> String {
        let backup = try machine.succeed(["export", "--format", "csv"]).split(separator: "\n").sorted().joined(separator: "\n")
        let conflicts = try machine.succeed(["sync", "--status", shared.path]).split(separator: "\n")
            .filter { $0.hasPrefix("Two notes") }
        return backup + conflicts.joined(separator: "\n")
    }

    func expectSameState(_ machines: [DexProcess], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let first = try state(machines[0])
        for machine in machines.dropFirst() {
            #expect(try state(machine) == first, sourceLocation: sourceLocation)
        }
    }

    func caught(_ machine: DexProcess) throws -> String {
        try machine.succeed(["list", "--caught"])
    }

    /// Milliseconds are the clock's grain: writes meant to be one after the other are spaced.
    func later() { usleep(20_000) }

    @Test func aSecondMachinePicksUpTheGameItsCatchesAndNotes() throws {
        let machines = try machines(2)
        let (a, b) = (machines[0], machines[1])
        try a.succeed(["mark", "1,25"])
        try a.succeed(["note", "25", "from the forest"])
        #expect(try sync(a).hasPrefix("Wrote "))
        let output = try sync(b)
        #expect(output.contains("Now tracking firered, as another machine does"), "\(output)")
        #expect(try caught(b).contains("#025"))
        #expect(try b.succeed(["show", "25"]).contains("from the forest"))
        try expectSameState(machines)
    }

    @Test func syncingAgainChangesNothing() throws {
        let machines = try machines(2)
        try machines[0].succeed(["mark", "25"])
        try syncAll(machines)
        try machines[1].succeed(["mark", "1"])
        try syncAll(machines)
        let files = try FileManager.default.contentsOfDirectory(atPath: shared.path).sorted()
        let sizes = try files.map {
            try FileManager.default.attributesOfItem(atPath: shared.appendingPathComponent($0).path)[.size] as? Int
        }
        let before = try machines.map(state)
        for machine in machines {
            #expect(try sync(machine) == "Nothing new to sync in \(shared.path).\n")
        }
        #expect(try machines.map(state) == before)
        #expect(
            try files.map {
                try FileManager.default.attributesOfItem(atPath: shared.appendingPathComponent($0).path)[.size] as? Int
            } == sizes)
        #expect(files.count == 2 && files.allSatisfy { $0.hasSuffix(".dexsync") }, "\(files)")
    }

    @Test func concurrentMarkAndUnmarkResolveTheSameWayEverywhere() throws {
        let machines = try machines(2)
        let (a, b) = (machines[0], machines[1])
        try a.succeed(["mark", "25"])
        try syncAll(machines)
        try a.succeed(["unmark", "25"])
        later()
        try b.succeed(["mark", "25", "--shiny"])
        try sync(a)
        try sync(b)
        try sync(a)
        // The later write wins on both machines.
        #expect(try b.succeed(["list", "--caught"]).contains("#025"))
        #expect(try a.succeed(["list", "--caught"]).contains("#025"))
        try expectSameState(machines)
    }

    @Test func anUnmarkPropagates() throws {
        let machines = try machines(2)
        try machines[0].succeed(["mark", "1,25"])
        try syncAll(machines)
        #expect(try caught(machines[1]).contains("#025"))
        try machines[1].succeed(["unmark", "25"])
        try syncAll(machines)
        #expect(!(try caught(machines[0]).contains("#025")))
        #expect(try caught(machines[0]).contains("#001"))
        try expectSameState(machines)
    }

    @Test func twoNotesWrittenAtOnceAreBothKeptUntilTheNoteIsWrittenAgain() throws {
        let machines = try machines(2)
        let (a, b) = (machines[0], machines[1])
        try syncAll(machines)
        try a.succeed(["note", "25", "seen at dusk"])
        later()
        try b.succeed(["note", "25", "traded from Ann"])
        try sync(a)
        let output = try sync(b)
        #expect(output.contains("Two notes on #25 in firered were written at once: kept 'seen at dusk'"), "\(output)")
        try sync(a)
        for machine in machines {
            let card = try machine.succeed(["show", "25", "--no-sprite"])
            #expect(card.contains("Notes:    traded from Ann\nAlso:     seen at dusk (a note written at once on "), "\(card)")
            #expect(try machine.succeed(["sync", "--status", shared.path]).contains("kept 'seen at dusk'"))
        }
        try expectSameState(machines)
        // Writing the note again settles it on every machine.
        try a.succeed(["note", "25", "traded from Ann, seen at dusk"])
        try syncAll(machines)
        for machine in machines {
            #expect(!(try machine.succeed(["sync", "--status", shared.path]).contains("Two notes")))
            let card = try machine.succeed(["show", "25", "--no-sprite"])
            #expect(card.contains("traded from Ann, seen at dusk") && !card.contains("Also:"), "\(card)")
        }
        try expectSameState(machines)
    }

    @Test func aNoteWrittenOverAnotherIsNoConflict() throws {
        let machines = try machines(2)
        try machines[0].succeed(["note", "25", "first"])
        try syncAll(machines)
        try machines[1].succeed(["note", "25", "second"])
        try syncAll(machines)
        #expect(!(try machines[0].succeed(["sync", "--status", shared.path]).contains("Two notes")))
        #expect(try machines[0].succeed(["show", "25"]).contains("second"))
        try expectSameState(machines)
    }

    @Test func aRemovedGameStaysRemoved() throws {
        let machines = try machines(2)
        let (a, b) = (machines[0], machines[1])
        try a.succeed(["add-game", "yellow", "--no-sprites"])
        try syncAll(machines)
        try a.succeed(["remove-game", "firered", "--yes"])
        later()
        // Marked on the other machine after the removal, without having seen it.
        try b.succeed(["mark", "25", "--game", "firered"])
        try sync(a)
        #expect(try sync(b).contains("Stopped tracking firered, as another machine did."))
        try syncAll(machines)
        for machine in machines {
            let games = try machine.succeed(["games"])
            #expect(!games.contains("firered") && games.contains("yellow"), "\(games)")
        }
        try expectSameState(machines)
        // Tracked again later, it starts afresh everywhere.
        try b.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try syncAll(machines)
        #expect(try a.succeed(["games"]).contains("firered"))
        #expect(!(try caught(a).contains("#025")))
        try expectSameState(machines)
    }

    @Test func aHalfCopiedFileIsSkippedWithAWarningAndReadAgainLater() throws {
        let machines = try machines(2)
        let (a, b) = (machines[0], machines[1])
        try a.succeed(["mark", "25"])
        try sync(a)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: shared.path).first)
        let path = shared.appendingPathComponent(file)
        let whole = try Data(contentsOf: path)
        try whole.prefix(whole.count - 7).write(to: path)
        let cut = try b.run(["sync", shared.path])
        #expect(cut.status == 0)
        #expect(
            cut.stderr
                == "Warning: \(path.path) ends in a record not yet whole (still being copied?); what follows is read at the next sync\n"
        )
        #expect(!(try b.succeed(["games"]).contains("firered")))
        try whole.write(to: path)
        let output = try sync(b)
        #expect(output.contains("Now tracking firered"), "\(output)")
        #expect(try caught(b).contains("#025"))
        try expectSameState(machines)
    }

    @Test func aDamagedRecordIsSkippedWithAWarning() throws {
        let machines = try machines(2)
        try machines[0].succeed(["mark", "25"])
        try sync(machines[0])
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: shared.path).first)
        let path = shared.appendingPathComponent(file)
        var bytes = [UInt8](try Data(contentsOf: path))
        bytes[bytes.count - 3] ^= 0xFF
        try Data(bytes).write(to: path)
        let result = try machines[1].run(["sync", shared.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("holds a damaged record; it and what follows are read again at the next sync"))
        #expect(!(try machines[1].succeed(["games"]).contains("firered")))
    }

    @Test func aMachineWhoseClockIsBehindStillOverridesWhatItHasSeen() throws {
        let machines = try machines(2)
        let (a, b) = (machines[0], machines[1])
        try a.succeed(["mark", "25"])
        // A's clock is an hour ahead: its change is stamped in the future.
        try sqlite(a, "UPDATE syncPending SET changedAt = changedAt + 3600000")
        try syncAll(machines)
        // B, an hour behind A, unmarks what it received from A: its write is raised past A's stamp.
        try b.succeed(["unmark", "25"])
        try syncAll(machines)
        #expect(!(try caught(a).contains("#025")))
        try expectSameState(machines)
    }

    @Test func undoRevertsWhatASyncApplied() throws {
        let machines = try machines(2)
        let (a, b) = (machines[0], machines[1])
        try syncAll(machines)
        try a.succeed(["mark", "1,25"])
        try sync(a)
        try sync(b)
        #expect(try caught(b).contains("#025"))
        #expect(try b.succeed(["undo"]) == "Undid: synced changes from 1 other machine.\n")
        #expect(!(try caught(b).contains("#025")))
    }

    @Test func statusShowsWhatEachMachineLastWroteAndWhatIsPending() throws {
        let machines = try machines(2)
        let (a, b) = (machines[0], machines[1])
        #expect(try a.succeed(["sync", "--status", shared.path]).hasPrefix("This machine has not synced yet"))
        try sync(a)
        try sync(b)
        try a.succeed(["mark", "25"])
        let pendingHere = try a.succeed(["sync", "--status", shared.path])
        #expect(pendingHere.contains("; 1 change not yet written."), "\(pendingHere)")
        try sync(a)
        let status = try b.succeed(["sync", "--status", shared.path])
        #expect(status.hasPrefix("This machine: "), "\(status)")
        #expect(status.contains("1 record applied, 1 pending."), "\(status)")
        try sync(b)
        #expect(try b.succeed(["sync", "--status", shared.path]).contains("2 records applied, nothing pending."))
    }

    @Test func threeMachinesWithInterleavedChangesEndAlike() throws {
        let machines = try machines(3)
        let (a, b, c) = (machines[0], machines[1], machines[2])
        try a.succeed(["mark", "1"])
        try sync(a)
        try sync(c)
        try c.succeed(["mark", "25"])
        try c.succeed(["note", "25", "from C"])
        try sync(c)
        // B reads C's record, which changes what A wrote, before A's.
        try sync(b)
        try b.succeed(["unmark", "1"])
        later()
        try a.succeed(["note", "25", "from A"])
        try syncAll(machines)
        #expect(!(try caught(a).contains("#001")))
        #expect(try caught(b).contains("#025"))
        try expectSameState(machines)
    }

    @Test func aSyncKilledHalfWayLeavesEachDatabaseWholeAndARerunConverges() throws {
        let machines = try machines(2)
        let (a, b) = (machines[0], machines[1])
        try a.succeed(["mark", "1,25,29"])
        try sync(a)
        for delay: UInt32 in [0, 2_000, 5_000, 10_000, 20_000, 40_000] {
            try a.succeed(["note", "29", "note \(delay)"])
            let running = try a.start(["sync", shared.path])
            usleep(delay)
            kill(running.process.processIdentifier, SIGKILL)
            _ = running.wait()
            let reader = try b.start(["sync", shared.path])
            usleep(delay)
            kill(reader.process.processIdentifier, SIGKILL)
            _ = reader.wait()
            // Each database opens and answers whole.
            #expect(try a.succeed(["list"]).contains("#029"))
            _ = try b.succeed(["games"])
        }
        try syncAll(machines)
        #expect(try b.succeed(["show", "29"]).contains("note 40000"))
        try expectSameState(machines)
    }

    @Test func aFolderThatIsNotThereIsAnError() throws {
        let machine = try DexProcess()
        let missing = shared.appendingPathComponent("nowhere").path
        let result = try machine.run(["sync", missing])
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

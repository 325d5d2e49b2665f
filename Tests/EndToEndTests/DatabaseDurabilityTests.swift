import DexSystem
import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// The database: `dex.sqlite` alone holds everything, a lost or damaged log or file is reported
/// rather than shown as an empty tracker, SQLite's and Foundation's errors become one line that names the file,
/// and a read-only data folder can still be read.
@Suite(.tags(.endToEnd)) struct DatabaseDurabilityTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
    }

    // MARK: dex.sqlite alone

    @Test func afterEveryChangeDexSqliteAloneHoldsIt() async throws {
        let changes: [[String]] = [
            ["mark", "25", "1"], ["note", "25", "Viridian Forest, at dusk"], ["unmark", "1"],
            ["add-game", "yellow", "--no-sprites"], ["use", "firered"], ["config", "set", "show-percentage", "true"],
            ["remove-game", "yellow", "--yes"],
        ]
        for change in changes {
            try await dex.succeed(change)
            let command = "dex " + change.joined(separator: " ")
            // Looked at first: reading the live database from here checkpoints it when the connection closes.
            #expect(logSize() == 0, "after \(command): the -wal holds \(logSize()) bytes")
            let copy = try DatabaseDump(copyingAlone: dex.databasePath)
            #expect(copy == (try DatabaseDump(path: dex.databasePath)), "after \(command)")
        }
    }

    @Test func damagingTheLogAfterAChangeLosesNothing() async throws {
        try await dex.succeed(["mark", "25"])
        let garbage = Data(repeating: 0xA5, count: 100)
        try garbage.write(to: URL(fileURLWithPath: dex.databasePath + "-wal"))

        #expect(try await dex.succeed(["list", "--caught"]).hasPrefix("#025"))
        #expect(try await dex.succeed(["progress"]).contains("1/7"))
    }

    @Test func aLogLeftByAnOlderDexIsFoldedInByTheNextCommand() async throws {
        // What an older dex left: a change in the -wal only (it never checkpointed).
        let olderDex = try DexProcess()
        let queue = try SQLiteDatabase(path: dex.databasePath)
        try queue.write { db in try db.execute("UPDATE pokemon SET isRegistered = 1 WHERE dexNumber = 25") }
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: dex.databasePath + suffix, toPath: olderDex.databasePath + suffix)
        }
        try queue.close()
        #expect(try DatabaseDump(copyingAlone: olderDex.databasePath).caught.isEmpty)

        #expect(try await olderDex.succeed(["progress"]).contains("1/7"))
        #expect(try DatabaseDump(copyingAlone: olderDex.databasePath).caught == [25])
    }

    @Test(arguments: LostLog.allCases)
    func aWALFileWithoutItsLogIsReportedNotShownEmpty(_ lost: LostLog) async throws {
        let olderDex = try DexProcess()
        let folder = olderDex.home
        try lost.place(in: folder)
        let files = try LostLog.contents(of: folder)

        for _ in 1...2 {
            let result = try await olderDex.run(["progress"])
            #expect(result.status == 1)
            #expect(
                result.stderr == "Error: \(olderDex.databasePath) is in WAL mode but holds no tables: its data was in "
                    + "dex.sqlite-wal, which is missing, damaged or unreadable here; bring that file back next to it, or move "
                    + "\(olderDex.databasePath) aside and restore a backup with 'dex import'\n")
            #expect(result.stdout.isEmpty)
        }
        let after = try LostLog.contents(of: folder)
        for (name, bytes) in files {
            #expect(after[name] == bytes, "\(name) was changed")
        }
    }

    @Test func aDatabaseStoppedBeforeItsFirstCommitIsMadeAfresh() async throws {
        // A one-page WAL-mode file beside an empty log: dex was stopped while creating it, before any commit.
        let fresh = try DexProcess()
        try SQLiteDatabase(path: fresh.databasePath).writeWithoutTransaction { db in try db.execute("PRAGMA journal_mode = WAL") }
        try Data().write(to: URL(fileURLWithPath: fresh.databasePath + "-wal"))

        #expect(try await fresh.succeed(["add-game", "yellow", "--no-sprites"]).hasPrefix("Added Pokémon Yellow"))
    }

    // MARK: dex db backup

    @Test func backupWritesOneConsistentFileWhole() async throws {
        try await dex.succeed(["mark", "25", "1"])
        try await dex.succeed(["note", "25", "Viridian Forest"])
        let folder = try TemporaryFolder.make(prefix: "dex-backup")
        let target = folder.appendingPathComponent("dex-copy.sqlite")
        try Data("an older backup".utf8).write(to: target)

        let result = try await dex.run(["db", "backup", target.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "Wrote \(target.path).\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["dex-copy.sqlite"])
        let header = [UInt8](try Data(contentsOf: target).prefix(20))
        #expect(header.count == 20 && header[18] == 1 && header[19] == 1, "a rollback-journal file, complete without a -wal")
        #expect(try DatabaseDump(path: target.path) == (try DatabaseDump(path: dex.databasePath)))

        let restored = try DexProcess()
        try FileManager.default.copyItem(atPath: target.path, toPath: restored.databasePath)
        #expect(try await restored.succeed(["list", "--caught"]).hasPrefix("#001"))
    }

    @Test func backupToAMissingFolderOrOverTheDatabaseIsRefused() async throws {
        let cases = [
            (
                "/nonexistent-folder/copy.sqlite",
                "cannot write /nonexistent-folder/copy.sqlite: the folder /nonexistent-folder does not exist; choose another file"
            ),
            (dex.databasePath, "cannot write \(dex.databasePath): that is the database itself; choose another file"),
            (dex.home.path, "cannot write \(dex.home.path): that is a folder, not a file name; choose another file"),
        ]
        for (target, message) in cases {
            let result = try await dex.run(["db", "backup", target])
            #expect(result.status == 1)
            #expect(result.stderr == "Error: \(message)\n")
        }
    }

    // MARK: errors name the file

    @Test func aLockHeldByAnotherProgramIsOneLineAfterTheTimeout() async throws {
        let holder = try LockHolder(database: dex.databasePath)
        defer { holder.release() }

        let started = Date()
        let result = try await dex.run(["mark", "25"], environment: ["DEX_BUSY_TIMEOUT": "0.3"])
        #expect(Date().timeIntervalSince(started) >= 0.3)
        #expect(result.status == 1)
        #expect(
            result.stderr == "Error: \(dex.databasePath) is locked by another program (waited 0.3 s): close the other dex "
                + "or sqlite3 that holds it and run the command again; nothing was changed\n")
        holder.release()
        #expect(try DatabaseDump(path: dex.databasePath).caught.isEmpty)
    }

    @Test  // needs unshare (util-linux) and user namespaces, as on the machines this project runs on
    func aFullDiskIsOneLineAndChangesNothing() async throws {
        try await dex.succeed(["mark", "1"])
        let spare = dex.home.appendingPathComponent("spare")
        let results = try PrivateMount.run(
            setUp: """
                cp -a "$HOME_DIR/." "$OUT/data"
                mount -t tmpfs -o size=512k tmpfs "$HOME_DIR"
                cp -a "$OUT/data/." "$HOME_DIR/"
                mkdir "$HOME_DIR/spare" && echo older >"$HOME_DIR/spare/dex-copy.sqlite"
                head -c 1m /dev/zero >"$HOME_DIR/filler" 2>/dev/null || true
                """,
            steps: [
                .dex(["mark", "25"]),
                .dex(["db", "backup", spare.appendingPathComponent("dex-copy.sqlite").path]),
                .shell(#"cat "$HOME_DIR/spare/dex-copy.sqlite"; ls -A "$HOME_DIR/spare""#),
                .shell(#"rm "$HOME_DIR/filler""#),
                .dex(["list", "--caught"]),
            ],
            dex: dex)

        #expect(results[0].status == 1)
        #expect(
            results[0].stderr == "Error: the disk holding \(dex.databasePath) is full: free space and run the command "
                + "again; nothing was changed\n")
        #expect(results[1].status == 1)
        #expect(results[1].stderr == "Error: cannot write \(spare.path)/dex-copy.sqlite: the disk is full; choose another file\n")
        #expect(results[2].stdout == "older\ndex-copy.sqlite\n", "the old copy stays, and no temporary file")
        #expect(results[4].status == 0)
        #expect(results[4].stdout.split(separator: "\n").map { $0.prefix(4) } == ["#001"])
    }

    @Test func aDataFolderUnderAFileSaysSo() async throws {
        let file = dex.home.appendingPathComponent("notes.txt")
        try Data("a file".utf8).write(to: file)
        let result = try await dex.run(["progress", "--home", file.appendingPathComponent("dex").path])
        #expect(result.status == 1)
        #expect(
            result.stderr == "Error: cannot use data folder \(file.path)/dex: \(file.path) is a file, not a folder; "
                + "pass --home DIR or set DEX_HOME\n")
    }

    @Test func aDatabaseThatIsAFolderSaysSo() async throws {
        let home = try TemporaryFolder.make(prefix: "dex-folder-db")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("dex.sqlite"), withIntermediateDirectories: false)
        let result = try await dex.run(["progress", "--home", home.path])
        #expect(result.status == 1)
        #expect(
            result.stderr == "Error: cannot open \(home.path)/dex.sqlite: it is a folder, not a file; make it a database "
                + "file you may read and write, or pass --home DIR\n")
    }

    // MARK: damage

    @Test func aDamagedIndexIsReportedNotAnsweredWrongly() async throws {
        try DamagedFile.breakIndexEntry(ofDexNumber: 25, in: dex.databasePath)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: dex.databasePath))

        let result = try await dex.run(["mark", "25"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: \(dex.databasePath) is damaged (row "))
        #expect(
            result.stderr.hasSuffix(
                "): save what can still be read with 'dex db backup FILE', which lists what is lost, then move "
                    + "dex.sqlite aside and put FILE in its place; nothing was changed\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dex.databasePath)) == damaged)

        // The way out: the backup is whole again, and answers right.
        let rescued = try DexProcess()
        try await dex.succeed(["db", "backup", rescued.databasePath])
        #expect(try await rescued.succeed(["mark", "25"]).hasPrefix("Caught #025 Pikachu"))
    }

    @Test func aDamagedPageIsReportedWithTheFile() async throws {
        try DamagedFile.scribble(onPageOf: "pokemon", in: dex.databasePath)
        let result = try await dex.run(["list"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: \(dex.databasePath) is damaged ("))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    // MARK: read-only data folder

    @Test  // needs unshare, as above
    func aReadOnlyDataFolderCanBeReadButNotChanged() async throws {
        try await dex.succeed(["mark", "25"])
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: dex.databasePath + suffix) }
        let before = try Data(contentsOf: URL(fileURLWithPath: dex.databasePath))
        let backup = try TemporaryFolder.make(prefix: "dex-ro-backup").appendingPathComponent("copy.sqlite")

        let reads: [[String]] = [
            ["list", "--caught"], ["progress"], ["show", "25", "--no-sprite"], ["export"], ["games"],
            ["db", "backup", backup.path],
        ]
        let writes: [[String]] = [
            ["mark", "1"], ["note", "25", "x"], ["use", "firered"], ["config", "set", "show-percentage", "true"],
        ]
        let results = try PrivateMount.run(
            setUp: #"mount --bind "$HOME_DIR" "$HOME_DIR" && mount -o remount,bind,ro "$HOME_DIR""#,
            steps: (reads + writes).map(PrivateMount.Step.dex), dex: dex)

        for (command, result) in zip(reads, results) {
            #expect(result.status == 0, "dex \(command.joined(separator: " ")): \(result.stderr)")
        }
        #expect(results[0].stdout.hasPrefix("#025"))
        #expect(results[1].stdout.contains("1/7"))
        #expect(results[3].stdout.contains("\"caught\" : true"))
        for (command, result) in zip(writes, results.dropFirst(reads.count)) {
            #expect(result.status == 1, "dex \(command.joined(separator: " "))")
            #expect(
                result.stderr == "Error: the data folder \(dex.home.path) is read-only: list, progress, show, games and "
                    + "export work, changes need a folder dex may write (copy it and pass --home DIR); nothing was changed\n")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: dex.databasePath)) == before)
        #expect(try DatabaseDump(path: backup.path).caught == [25])
    }

    private func logSize() -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: dex.databasePath + "-wal"))?[.size] as? Int) ?? 0
    }
}

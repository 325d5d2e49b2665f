import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// Several `dex` processes at once, and `dex` killed mid-write.
@Suite(.tags(.endToEnd)) struct ProcessSafetyTests {
    @Test func concurrentMarksAreAllKept() async throws {
        let dex = try DexProcess(manifest: try BigManifest.write(pokemonCount: 200))
        try await dex.succeed(["add-game", "bigland", "--no-sprites"])

        // Two processes at a time, each marking different Pokémon, 40 processes in all.
        let numbers = Array(1...40)
        for pair in stride(from: 0, to: numbers.count, by: 2) {
            let running = try numbers[pair..<pair + 2].map { try dex.start(["mark", String($0)]) }
            for process in running {
                let result = process.wait()
                #expect(result.status == 0, "\(result.stderr)")
            }
        }
        let caught = try SQLiteDatabase(path: dex.databasePath).read { db in
            try db.queryValues("SELECT dexNumber FROM pokemon WHERE isRegistered ORDER BY dexNumber", as: Int.self)
        }
        #expect(caught == numbers)
    }

    @Test func manyProcessesAtOnceAllSucceed() async throws {
        let dex = try DexProcess(manifest: try BigManifest.write(pokemonCount: 200))
        try await dex.succeed(["add-game", "bigland", "--no-sprites"])

        let running = try (1...12).map { try dex.start(["mark", String($0 * 10)]) }
        for process in running {
            #expect(process.wait().status == 0)
        }
        let caught = try SQLiteDatabase(path: dex.databasePath).read { db in
            try db.queryValues("SELECT dexNumber FROM pokemon WHERE isRegistered ORDER BY dexNumber", as: Int.self)
        }
        #expect(caught == (1...12).map { $0 * 10 })
    }

    /// A first `add-game` killed at each of its writes in turn (strace stops it with SIGKILL at the Nth `pwrite64`,
    /// SQLite's way of writing), from creating the database to adding the game: afterwards the data folder opens, the
    /// game is whole or absent, and when absent, running the command again adds it.
    @Test func killedAtEachWriteOfItsFirstCommandTheDatabaseIsWholeOrEmpty() async throws {
        var killedAt = 0
        for write in 1...400 {
            let dex = try DexProcess()
            let traced = try dex.runBinary(
                [
                    "-f", "-qq", "-o", "/dev/null", "-e", "trace=pwrite64", "-e", "inject=pwrite64:signal=SIGKILL:when=\(write)",
                    DexProcess.binary.path, "add-game", "firered", "--starter", "bulbasaur", "--no-sprites",
                ],
                executable: URL(fileURLWithPath: "/usr/bin/strace"))
            // The command made fewer writes than this: it ran to its end, and every write has been a kill point.
            if traced.status == 0 { break }
            killedAt = write
            let games = try await dex.run(["games"])
            #expect(games.status == 0, "killed at write \(write): \(games.stderr)")
            let counts = try SQLiteDatabase(path: dex.databasePath).read { db -> [Int] in
                guard try db.tableExists("pokemon") else { return [0, 0] }
                return [
                    try db.queryValue("SELECT COUNT(*) FROM games", as: Int.self) ?? -1,
                    try db.queryValue("SELECT COUNT(*) FROM pokemon", as: Int.self) ?? -1,
                ]
            }
            #expect(counts == [0, 0] || counts[0] == 1 && counts[1] > 0, "killed at write \(write): \(counts)")
            if counts == [0, 0] { try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"]) }
        }
        #expect(killedAt > 10, "add-game made only \(killedAt) writes")
        #expect(killedAt < 400, "add-game was still being killed at its 400th write")
    }

    /// `kill -9` at different moments of `add-game`: afterwards the game is either whole or absent.
    @Test func killDuringAddGameLeavesAllOrNothing() async throws {
        let manifest = try BigManifest.write(pokemonCount: 20_000)
        var outcomes: Set<String> = []
        for delay in [0.0, 0.01, 0.03, 0.06, 0.1, 0.15, 0.25, 0.4] {
            let dex = try DexProcess(manifest: manifest)
            let running = try dex.start(["add-game", "bigland", "--no-sprites"])
            try await Task.sleep(for: .seconds(delay))
            kill(running.process.processIdentifier, SIGKILL)
            _ = running.wait()

            // The next command opens the database normally and sees all or nothing.
            let status = try await dex.run(["games"])
            #expect(status.status == 0, "\(status.stderr)")
            let (games, pokemon) = try SQLiteDatabase(path: dex.databasePath).read { db -> (Int, Int) in
                guard try db.tableExists("pokemon") else { return (0, 0) }
                return (
                    try db.queryValue("SELECT COUNT(*) FROM games", as: Int.self) ?? -1,
                    try db.queryValue("SELECT COUNT(*) FROM pokemon", as: Int.self) ?? -1
                )
            }
            #expect(
                (games == 0 && pokemon == 0) || (games == 1 && pokemon == 20_000),
                "after kill at \(delay)s: \(games) games, \(pokemon) Pokémon")
            outcomes.insert(games == 0 ? "absent" : "whole")
            if games == 0 {
                // And the user can simply run it again.
                try await dex.succeed(["add-game", "bigland", "--no-sprites"])
            }
        }
        // The kills must have landed at least once mid-way for this test to mean something.
        #expect(outcomes.contains("absent"))
    }
}

/// A manifest with one large game, written to a temporary file.
enum BigManifest {
    static func write(pokemonCount: Int) throws -> URL {
        let pokemon = (1...pokemonCount).map { number in
            #"{"dexNumber":\#(number),"name":"Mon \#(number)","notes":"","spriteSlug":"mon-\#(number)","excludedForStarters":[]}"#
        }
        let json =
            #"{"version":"big-1","games":[{"slug":"bigland","name":"Pokémon Bigland","generation":9,"spriteGeneration":"big","hasStarterChoice":false,"availableStarters":[],"pokemon":[\#(pokemon.joined(separator: ","))]}]}"#
        let url = try TemporaryFolder.make(prefix: "dex-manifest").appendingPathComponent("games.json")
        try Data(json.utf8).write(to: url)
        return url
    }
}

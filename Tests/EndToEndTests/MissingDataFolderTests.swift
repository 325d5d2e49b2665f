import DexTestSupport
import Foundation
import Testing

/// A data folder with no database (a mistyped DEX_HOME, or nothing added yet): the commands that only read answer
/// as for an empty tracker, name the folder they looked in, and create neither the folder nor `dex.sqlite`; the
/// first command that changes something creates them.
@Suite(.tags(.endToEnd)) struct MissingDataFolderTests {
    let dex: DexProcess
    /// A folder that does not exist, below the test's own.
    let missing: String

    init() throws {
        var dex = try DexProcess()
        missing = dex.home.appendingPathComponent("dxe").path
        dex.environment["DEX_HOME"] = missing
        self.dex = dex
    }

    var nothingWasCreated: Bool { !FileManager.default.fileExists(atPath: missing) }

    static let readCommands: [[String]] = [
        ["list"], ["list", "--json"], ["progress"], ["progress", "--json"], ["games"], ["games", "--json"], ["show", "25"],
        ["show", "25", "--all-games"], ["where", "route"], ["export"], ["export", "--format", "csv"], ["sprites", "status"],
        ["sprites", "status", "--json"], ["db", "status"], ["config", "get", "show-percentage"], ["config", "list"],
        ["list", "--sort", "name", "--"],
    ]

    @Test func readingCreatesNoDataFolderOrDatabase() async throws {
        for arguments in Self.readCommands {
            let result = try await dex.run(arguments)
            #expect(result.exited && result.status <= 1, "\(arguments): \(result)")
            #expect(nothingWasCreated, "dex \(arguments.joined(separator: " ")) created \(missing)")
        }
        let terminal = try PseudoTerminal().run(["browse"], dex: dex, separateStderr: true)
        #expect(terminal.stderr.contains("not tracking any game yet in \(missing)"), "\(terminal)")
        #expect(nothingWasCreated)
    }

    @Test func noGamesYetNamesTheFolderItLookedIn() async throws {
        let show = try await dex.run(["show", "25"])
        #expect(show.status == 1)
        #expect(
            show.stderr
                == "Error: you are not tracking any game yet in \(missing); run 'dex add-game SLUG' (see 'dex games --available')\n"
        )
        let hint =
            "You are not tracking any game yet in \(missing). Start with 'dex add-game SLUG' (see 'dex games --available').\n"
        // games, progress and list answer alike: the hint, status 0.
        #expect(try await dex.succeed(["list"]) == hint)
        #expect(try await dex.succeed(["list", "--missing"]) == hint)
        #expect(try await dex.succeed(["games"]) == hint)
        #expect(try await dex.succeed(["progress"]) == hint)
        #expect(try await dex.succeed(["sprites", "status"]) == hint)
    }

    @Test func readsAnswerAsForAnEmptyTracker() async throws {
        #expect(try await dex.succeed(["games", "--json"]) == "{\n  \"activeGame\" : null,\n  \"games\" : [\n\n  ]\n}\n")
        #expect(try await dex.succeed(["export", "--format", "csv"]).hasPrefix("game,starter,dataVersion,"))
        #expect(try await dex.succeed(["config", "list"]) == "active-game\nshow-percentage    false\nshow-only-missing  false\n")
    }

    @Test func dbStatusShowsTheFolderAndTheDatabaseFile() async throws {
        let none = try await dex.succeed(["db", "status"])
        #expect(
            none.hasPrefix(
                "Data folder: \(missing) (none yet)\nDatabase: \(missing)/dex.sqlite (none yet; the first change creates it)\n"))
        #expect(none.contains("pending  1_CreateGamesTable"))
        try await dex.succeed(["config", "set", "show-percentage", "true"])
        let created = try await dex.succeed(["db", "status"])
        #expect(created.hasPrefix("Data folder: \(missing)\nDatabase: \(missing)/dex.sqlite\n"))
        #expect(created.contains("applied  1_CreateGamesTable") && !created.contains("pending"))
    }

    @Test func writesCreateTheFolderAsBefore() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        #expect(FileManager.default.fileExists(atPath: missing + "/dex.sqlite"))
        #expect(try await dex.succeed(["games"]).contains("firered"))
    }

    /// A folder that exists but holds no database is read alike, and left without one.
    @Test func anEmptyFolderGetsNoDatabase() async throws {
        try FileManager.default.createDirectory(atPath: missing, withIntermediateDirectories: false)
        #expect(try await dex.run(["show", "1"]).stderr.contains("not tracking any game yet in \(missing);"))
        #expect(try await dex.succeed(["list"]).contains("not tracking any game yet in \(missing)."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: missing).isEmpty)
    }
}

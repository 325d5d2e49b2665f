import DexTestSupport
import Foundation
import Testing

@Suite(.tags(.endToEnd)) struct ShowBackupCommandTests {
    /// What a round trip must keep, as the user sees it.
    static func snapshot(_ dex: DexProcess) async throws -> [String] {
        try await ["firered", "yellow"].asyncMap { try await dex.succeed(["list", "--all", "--json", "--game", $0]) }
            + [try await dex.succeed(["games"])]
    }

    @Test(arguments: ["json", "csv"])
    func exportResetImportGivesTheSameGamesCatchesAndNotes(format: String) async throws {
        // Given two tracked games with catches and a note with a comma, quotes and a newline
        let dex = try DexProcess()
        try await dex.seed()
        let before = try await Self.snapshot(dex)
        // When exported to a file, the database reset, and the file imported
        let file = dex.home.appendingPathComponent("backup.\(format)").path
        try await dex.succeed(["export", "--format", format, "--output", file])
        try await dex.succeed(["db", "reset", "--yes"])
        let emptied = try await #require(try dex.json(["games", "--json"]) as? [String: Any])
        #expect((emptied["games"] as? [Any])?.isEmpty == true)
        let imported = try await dex.succeed(["import", file])
        #expect(imported.hasPrefix("Imported \(file): added 2 games"))
        // Then everything is back; exporting again gives the same CSV (JSON differs only in exportedAt)
        await #expect(try Self.snapshot(dex) == before)
        if format == "csv" {
            #expect(try await dex.succeed(["export", "--format", "csv"]) == (try String(contentsOfFile: file, encoding: .utf8)))
        }
        // And the output folder holds only the backup and the database files: no temporary file was left
        let files = try FileManager.default.contentsOfDirectory(atPath: dex.home.path).filter { !$0.hasPrefix("dex.sqlite") }
        #expect(files == ["backup.\(format)"])
    }

    @Test func badFileFailsWithItsLineAndChangesNothing() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let before = try await dex.succeed(["export", "--format", "csv"])
        let file = dex.home.appendingPathComponent("bad.csv")
        try Data("game,starter,dataVersion,dexNumber,name,caught,notes\nyellow,,,25,,yes,\nfirered,bulbasaur,,7,,yes,\n".utf8)
            .write(to: file)
        let result = try await dex.run(["import", file.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: \(file.path): line 3: #007 is not in Pokémon FireRed (starter bulbasaur); nothing was imported\n")
        #expect(try await dex.succeed(["export", "--format", "csv"]) == before)
    }

    @Test func dryRunPrintsAndChangesNothing() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let before = try await dex.succeed(["export", "--format", "csv"])
        let file = dex.home.appendingPathComponent("more.csv")
        try Data("game,dexNumber,caught\nfirered,29,yes\n".utf8).write(to: file)
        let out = try await dex.succeed(["import", file.path, "--dry-run"])
        #expect(
            out
                == "firered #029 Nidoran♀: caught\nWould have added 0 games, removed 0 games, 1 marked caught, 0 unmarked, 0 notes changed; run without --dry-run to apply.\n"
        )
        #expect(try await dex.succeed(["export", "--format", "csv"]) == before)
    }

    @Test func exportToStdoutIsJSONByDefault() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let object = try await #require(try dex.json(["export"]) as? [String: Any])
        #expect(object["format"] as? String == "dex-backup" && object["formatVersion"] as? Int == 2)
    }

    @Test func completionsComeFromTheManifest() async throws {
        let dex = try DexProcess()
        let slugs = try await dex.succeed(["---completion", "add-game", "--", "positional@0", "1", "1", "add-game", "f"])
        #expect(slugs.split(separator: "\n") == ["firered"])
        let starters = try await dex.succeed([
            "---completion", "add-game", "--", "--starter", "3", "0", "add-game", "firered", "--starter", "",
        ])
        #expect(starters.split(separator: "\n") == ["bulbasaur", "charmander", "squirtle"])
        for shell in ["bash", "zsh", "fish"] {
            let script = try await dex.succeed(["--generate-completion-script", shell])
            #expect(script.contains("---completion"), "\(shell) script does not call back into dex")
        }
    }
}

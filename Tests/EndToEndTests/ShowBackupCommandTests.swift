import DexTestSupport
import Foundation
import Testing

@Suite(.tags(.endToEnd)) struct ShowBackupCommandTests {
    /// What a round trip must keep, as the user sees it.
    static func snapshot(_ dex: DexProcess) throws -> [String] {
        try ["firered", "yellow"].map { try dex.succeed(["list", "--all", "--json", "--game", $0]) }
            + [try dex.succeed(["games"])]
    }

    @Test(arguments: ["json", "csv"])
    func exportResetImportGivesTheSameGamesCatchesAndNotes(format: String) throws {
        // Given two tracked games with catches and a note with a comma, quotes and a newline
        let dex = try DexProcess()
        try dex.seed()
        let before = try Self.snapshot(dex)
        // When exported to a file, the database reset, and the file imported
        let file = dex.home.appendingPathComponent("backup.\(format)").path
        try dex.succeed(["export", "--format", format, "--output", file])
        try dex.succeed(["db", "reset", "--yes"])
        let emptied = try #require(try dex.json(["games", "--json"]) as? [String: Any])
        #expect((emptied["games"] as? [Any])?.isEmpty == true)
        let imported = try dex.succeed(["import", file])
        #expect(imported.hasPrefix("Imported \(file): added 2 games"))
        // Then everything is back; exporting again gives the same CSV (JSON differs only in exportedAt)
        #expect(try Self.snapshot(dex) == before)
        if format == "csv" {
            #expect(try dex.succeed(["export", "--format", "csv"]) == (try String(contentsOfFile: file, encoding: .utf8)))
        }
        // And the output folder holds only the backup and the database files: no temporary file was left
        let files = try FileManager.default.contentsOfDirectory(atPath: dex.home.path).filter { !$0.hasPrefix("dex.sqlite") }
        #expect(files == ["backup.\(format)"])
    }

    @Test func badFileFailsWithItsLineAndChangesNothing() throws {
        let dex = try DexProcess()
        try dex.seed()
        let before = try dex.succeed(["export", "--format", "csv"])
        let file = dex.home.appendingPathComponent("bad.csv")
        try Data("game,starter,dataVersion,dexNumber,name,caught,notes\nyellow,,,25,,yes,\nfirered,bulbasaur,,7,,yes,\n".utf8)
            .write(to: file)
        let result = try dex.run(["import", file.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: \(file.path): line 3: #007 is not in Pokémon FireRed (starter bulbasaur); nothing was imported\n")
        #expect(try dex.succeed(["export", "--format", "csv"]) == before)
    }

    @Test func dryRunPrintsAndChangesNothing() throws {
        let dex = try DexProcess()
        try dex.seed()
        let before = try dex.succeed(["export", "--format", "csv"])
        let file = dex.home.appendingPathComponent("more.csv")
        try Data("game,dexNumber,caught\nfirered,29,yes\n".utf8).write(to: file)
        let out = try dex.succeed(["import", file.path, "--dry-run"])
        #expect(
            out
                == "firered #029 Nidoran♀: caught\nWould have added 0 games, removed 0 games, 1 marked caught, 0 unmarked, 0 notes changed; run without --dry-run to apply.\n"
        )
        #expect(try dex.succeed(["export", "--format", "csv"]) == before)
    }

    @Test func exportToStdoutIsJSONByDefault() throws {
        let dex = try DexProcess()
        try dex.seed()
        let object = try #require(try dex.json(["export"]) as? [String: Any])
        #expect(object["format"] as? String == "dex-backup" && object["formatVersion"] as? Int == 2)
    }

    @Test func completionsComeFromTheManifest() throws {
        let dex = try DexProcess()
        let slugs = try dex.succeed(["---completion", "add-game", "--", "positional@0", "1", "1", "add-game", "f"])
        #expect(slugs.split(separator: "\n") == ["firered"])
        let starters = try dex.succeed([
            "---completion", "add-game", "--", "--starter", "3", "0", "add-game", "firered", "--starter", "",
        ])
        #expect(starters.split(separator: "\n") == ["bulbasaur", "charmander", "squirtle"])
        for shell in ["bash", "zsh", "fish"] {
            let script = try dex.succeed(["--generate-completion-script", shell])
            #expect(script.contains("---completion"), "\(shell) script does not call back into dex")
        }
    }
}

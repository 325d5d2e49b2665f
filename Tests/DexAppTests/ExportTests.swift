import DexTestSupport
import Foundation
import Testing

@testable import DexModel
@testable import DexStore
@testable import DexSystem

@Suite struct ExportTests {
    @Test(arguments: BackupFormat.allCases)
    func roundTripKeepsGamesCatchesAndNotes(format: BackupFormat) throws {
        // Given two tracked games with catches and notes holding commas, quotes and a newline
        let database = try BackupFixture.trackedDatabase()
        let before = try BackupFixture.state(of: database)
        // When they are exported, the database reset, and the file imported
        let data = try BackupFile.encode(try database.backups.export(), as: format)
        try database.reset()
        let backup = try BackupFile.decode(data, name: "backup.\(format.rawValue)")
        _ = try database.backups.importBackup(
            backup, file: "backup", mode: .merge, dryRun: false, manifest: BackupFixture.manifest)
        // Then the same games, catches and notes are back
        #expect(try BackupFixture.state(of: database) == before)
    }

    @Test func jsonCarriesItsFormatAndVersion() throws {
        let data = try BackupFile.encode(try BackupFixture.trackedDatabase().backups.export(), as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["format"] as? String == "dex-backup")
        #expect(object["formatVersion"] as? Int == 2)
        #expect(object["activeGame"] as? String == "yellow")
        let games = try #require(object["games"] as? [[String: Any]])
        #expect(games.map { $0["slug"] as? String } == ["firered", "yellow"])
        #expect(
            Set(games[0].keys) == ["slug", "name", "starter", "dataVersion", "spriteURLTemplate", "tracksShiny", "pokemon"])
        #expect(games[0]["tracksShiny"] as? Bool == false)
        let pikachu = try #require((games[0]["pokemon"] as? [[String: Any]])?.first { $0["dexNumber"] as? Int == 25 })
        #expect(pikachu["shiny"] as? Bool == false)
        #expect(games[1]["starter"] is NSNull)
    }

    @Test func csvHasAHeaderAndQuotesWhatNeedsIt() throws {
        let data = try BackupFile.encode(try BackupFixture.trackedDatabase().backups.export(), as: .csv)
        let text = String(decoding: data, as: UTF8.self)
        #expect(
            text.hasPrefix(
                "game,starter,dataVersion,dexNumber,name,caught,notes,hint,availability,traded,shiny,caughtOn,forms,genders,tracksShiny,downloadsSprites,spriteURLTemplate,active\n"
            ))
        let today = CalendarDay.today()
        #expect(
            text.contains(
                "firered,bulbasaur,test-1,25,Pikachu,yes,\"Viridian, \"\"lvl 4\"\"\nsecond line\",Viridian Forest (walking grass),obtainable,no,no,\(today),no,no,no,yes,\(SpriteURLTemplate.default),no\n"
            ))
        #expect(
            text.contains(
                "yellow,,test-1,25,Pikachu,no,,Starter,obtainable,no,no,,no,no,no,yes,\(SpriteURLTemplate.default),yes\n"))
    }

    @Test func outputFileIsWrittenWholeAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-export")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("backup.json").path
        try AtomicFile.write(Data("old".utf8), to: target)
        try AtomicFile.write(Data("new".utf8), to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["backup.json"])
    }

    @Test func unwritableOutputIsAClearError() throws {
        #expect(
            throws: FileError.unwritable(
                file: "/nonexistent-dir/backup.json", reason: "the folder /nonexistent-dir does not exist")
        ) {
            try AtomicFile.write(Data(), to: "/nonexistent-dir/backup.json")
        }
        let folder = try TemporaryFolder.make(prefix: "dex-export").path
        #expect(throws: FileError.unwritable(file: folder, reason: "that is a folder, not a file name")) {
            try AtomicFile.write(Data(), to: folder)
        }
    }

    @Test func replacedOutputKeepsItsPermissions() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-export")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("backup.csv").path
        try AtomicFile.write(Data("old".utf8), to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        try AtomicFile.write(Data("new".utf8), to: target)
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o600)
    }
}

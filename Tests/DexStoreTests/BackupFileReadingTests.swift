import DexTestSupport
import Foundation
import Testing

@testable import DexModel
@testable import DexStore
@testable import DexSystem

/// Reading a backup and stamping an export without Foundation's `NSError` and `ISO8601DateFormatter`.
@Suite struct BackupFileReadingTests {
    @Test func exportedAtIsUTCToTheSecond() throws {
        let data = try BackupFile.encode(
            Backup(activeGame: nil, games: []), as: .json,
            exportedAt: Date(timeIntervalSince1970: 1_700_000_000.999))
        #expect(String(decoding: data, as: UTF8.self).contains(#""2023-11-14T22:13:20Z""#))
        let before1970 = try BackupFile.encode(
            Backup(activeGame: nil, games: []), as: .json,
            exportedAt: Date(timeIntervalSince1970: -0.5))
        #expect(String(decoding: before1970, as: UTF8.self).contains(#""1969-12-31T23:59:59Z""#))
    }

    @Test func aMissingFileOrAFolderIsNamedAsSuch() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-backup-read")
        #expect(throws: BackupError.unreadable(file: folder.path + "/none.json", reason: "no such file")) {
            try BackupFile.read(path: folder.path + "/none.json")
        }
        #expect(throws: BackupError.unreadable(file: folder.path, reason: "it is a folder, not a file")) {
            try BackupFile.read(path: folder.path)
        }
    }

    @Test func aReadErrorGivesTheSystemsReason() {
        // Opening /proc/self/mem works; reading it from offset 0 fails with EIO.
        #expect(throws: BackupError.unreadable(file: "/proc/self/mem", reason: "Input/output error")) {
            try BackupFile.read(path: "/proc/self/mem")
        }
    }

    @Test func readsAWholeFileLargerThanOneBuffer() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-backup-read")
        let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try bytes.write(to: folder.appendingPathComponent("big"))
        #expect(try POSIXFile.contents(of: folder.path + "/big") == bytes)
        #expect(try POSIXFile.contents(of: "/dev/null").isEmpty)
        #expect(throws: POSIXFile.Failure(errno: ENOENT)) { try POSIXFile.contents(of: folder.path + "/none") }
    }

    @Test func aJSONKeyTwiceInOneObjectIsRefusedWithItsPath() {
        let json =
            #"{"format": "dex-backup", "formatVersion": 2, "games": [{"slug": "firered", "pokemon": "#
            + #"[{"dexNumber": 1, "caught": true, "caught": false}]}]}"#
        #expect(
            throws: BackupError.invalid(
                file: "b.json", location: "games[0].pokemon[0].caught",
                problem: "the key \"caught\" appears twice in one object (readers differ on which counts); keep one")
        ) { try BackupFile.decode(Data(json.utf8), name: "b.json") }
    }

    @Test func aCSVColumnNamedTwiceIsRefused() {
        let csv = "game,dexNumber,caught,notes,notes\nfirered,1,yes,a,b\n"
        #expect(
            throws: BackupError.invalid(
                file: "b.csv", location: "line 1", problem: "the column 'notes' is named twice in the header row; keep one")
        ) { try BackupFile.decode(Data(csv.utf8), name: "b.csv") }
    }

    @Test func invalidUTF8InACSVIsReportedOnItsOwnLine() {
        let csv = Data("game,dexNumber,caught,notes\nfirered,1,yes,ok\nfirered,4,no,caf".utf8) + Data([0xE9, 0x0A])
        #expect(throws: BackupError.invalid(file: "b.csv", location: "line 3", problem: "not UTF-8 text")) {
            try BackupFile.decode(csv, name: "b.csv")
        }
    }
}

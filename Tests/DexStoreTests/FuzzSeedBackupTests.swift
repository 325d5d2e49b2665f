import DexStore
import DexTestSupport
import Foundation
import Testing

/// `make fuzz` starts the backup fuzzers from Tests/Fuzz/Seeds/backup-json and backup-csv, small exports of two games
/// (catches, a note with quotes, a line break and accents, a formula-like note). Each must stay a backup `dex import`
/// reads, or the fuzzers would start from refusals.
@Suite struct FuzzSeedBackupTests {
    @Test(arguments: ["backup-json", "backup-csv"])
    func everySeedIsABackupDexReads(folder: String) throws {
        let seeds = Fixtures.packageRoot.appendingPathComponent("Tests/Fuzz/Seeds/\(folder)")
        let files = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
        #expect(!files.isEmpty)
        for file in files {
            let backup = try BackupFile.decode(try Data(contentsOf: seeds.appendingPathComponent(file)), name: file)
            #expect(backup.games.map(\.slug) == ["crystal", "firered"], "\(file)")
        }
    }
}

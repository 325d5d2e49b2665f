import DexTestSupport
import Foundation

@testable import DexModel
@testable import DexStore

/// A fresh database in a temporary folder, and the mini manifest from Tests/Fixtures.
enum BackupFixture {
    static func manifest() throws -> GameManifest { try GameManifest.load(path: Fixtures.miniManifest.path) }

    static func emptyDatabase() throws -> DexDatabase {
        let folder = try TemporaryFolder.make(prefix: "dex-backup")
        return try DexDatabase.open(path: folder.appendingPathComponent("dex.sqlite").path)
    }

    /// FireRed (Bulbasaur) with #001 and #025 caught, #025's note tricky and #244's (from the manifest) cleared,
    /// and Yellow with nothing caught.
    static func trackedDatabase() throws -> DexDatabase {
        let database = try emptyDatabase()
        let manifest = try manifest()
        _ = try database.games.add(
            try manifest.game("firered"), starter: "bulbasaur", dataVersion: manifest.version,
            spriteURLTemplate: SpriteURLTemplate.default)
        _ = try database.catches.setCaught(true, refs: [.number(1), .number(25)], game: "firered")
        _ = try database.catches.setNote("Viridian, \"lvl 4\"\nsecond line", ref: .number(25), game: "firered")
        _ = try database.catches.setNote("", ref: .number(244), game: "firered")
        _ = try database.games.add(
            try manifest.game("yellow"), starter: nil, dataVersion: manifest.version,
            spriteURLTemplate: SpriteURLTemplate.default)
        return database
    }

    /// What a round trip must keep: per game, its slug, starter, and every Pokémon's number, state and note.
    static func state(of database: DexDatabase) throws -> [String] {
        try database.backups.export().games.flatMap { game in
            game.pokemon.map { "\(game.slug)/\(game.starter ?? "-")/\($0.dexNumber)/\($0.caught)/\($0.notes ?? "-")" }
        }
    }

    static func importing(
        _ text: String, name: String, into database: DexDatabase, mode: ImportMode = .merge,
        dryRun: Bool = false
    ) throws -> ImportPlan {
        let backup = try BackupFile.decode(Data(text.utf8), name: name)
        return try database.backups.importBackup(backup, file: name, mode: mode, dryRun: dryRun, manifest: manifest)
    }
}

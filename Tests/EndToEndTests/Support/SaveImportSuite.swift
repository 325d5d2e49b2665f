import DexTestSupport
import Foundation
import SQLiteStore

/// A suite that runs `dex` on save files it writes into the data folder, and reads the database back to check what
/// the import did.
protocol SaveImportSuite {
    var dex: DexProcess { get }
    /// The name a save of the suite's games has on disk ("save.sav", "main", "SaveData.bin").
    static var saveFileName: String { get }
}

extension SaveImportSuite {
    /// Writes `bytes` into the data folder as `name` (else the suite's save file name) and gives its path.
    func write(_ bytes: [UInt8], _ name: String? = nil) throws -> String {
        let url = dex.home.appendingPathComponent(name ?? Self.saveFileName)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// The national numbers caught in `game`, in order.
    func caught(_ game: String) throws -> [Int] {
        try read { db in
            try db.queryValues(
                """
                SELECT dexNumber FROM pokemon JOIN games ON games.id = pokemon.gameId
                WHERE games.slug = ? AND isRegistered ORDER BY dexNumber
                """, [game], as: Int.self)
        }
    }

    /// Every Pokémon's game, number, caught state and notes, to compare before and after.
    func snapshot() throws -> [String] {
        try read { db in
            try db.queryValues("SELECT gameId || dexNumber || isRegistered || notes FROM pokemon ORDER BY 1", as: String.self)
        }
    }

    func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let database = try SQLiteDatabase(path: dex.databasePath, options: .init(access: .readOnly))
        defer { try? database.close() }
        return try database.read(body)
    }
}

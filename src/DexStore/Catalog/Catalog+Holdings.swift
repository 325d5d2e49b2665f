import DexModel
import SQLiteStore

extension Catalog {
    /// What one tracked game holds, by dex number: what `dex plan` can bring from it to another.
    public struct Holdings: Sendable {
        public var game: Game
        public var caught: Set<Int>
        /// Not caught there, and still obtainable in that version by that run (not passed over by its choices).
        public var catchable: Set<Int>
    }

    /// Every tracked game's holdings, read as dex numbers alone: a plan reads no other game's rows whole.
    public func holdings() throws -> [Holdings] {
        try writer.read { db in
            try Game.all(in: db).map { game in
                let caught = try db.queryValues(
                    "SELECT dexNumber FROM pokemon WHERE gameId = ? AND isRegistered", [game.id], as: Int.self)
                let obtainable = try db.queryValues(
                    "SELECT dexNumber FROM pokemon WHERE gameId = ? AND NOT isRegistered AND availability IS NULL",
                    [game.id], as: Int.self)
                let passedOver = try Self.passedOver(inGame: game.id, obtainableOnly: true, db)
                return Holdings(game: game, caught: Set(caught), catchable: Set(obtainable).subtracting(passedOver))
            }
        }
    }
}

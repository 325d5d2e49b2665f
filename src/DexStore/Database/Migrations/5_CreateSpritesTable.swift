import GRDB

/// What the sprite cache knows about each Pokémon's sprite: fetched (with its size and the folder that had it),
/// missing (every folder answered 404, so reruns skip it until --retry-missing), or failed (retried next run).
/// The file on disk stays the truth for "cached"; this table remembers what a directory listing cannot.
enum CreateSpritesTable: Migration {
    static let identifier = "5_CreateSpritesTable"

    static func run(_ db: Database) throws {
        try db.create(table: "sprites") { t in
            t.primaryKey("pokemonId", .text).references("pokemon", onDelete: .cascade)
            t.column("state", .text).notNull().check(sql: "state IN ('fetched', 'missing', 'failed')")
            t.column("folder", .text)
            t.column("byteCount", .integer)
            t.column("reason", .text)
            t.column("updatedAt", .integer).notNull()
        }
    }
}

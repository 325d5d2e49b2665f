import DexModel
import DexStore
import DexTestSupport
import Foundation

/// A database in a folder of its own that tracks the mini manifest's FireRed, for a Bulbasaur run: a machine of the
/// store's tests, named in its folder's prefix.
func fireRedDatabase(_ name: String, _ manifest: GameManifest) throws -> DexDatabase {
    let folder = try TemporaryFolder.make(prefix: "dex-store-\(name)")
    let database = try DexDatabase.open(path: folder.appendingPathComponent("dex.sqlite").path)
    _ = try database.games.add(
        try manifest.game("firered"), starter: "bulbasaur", dataVersion: manifest.version,
        spriteURLTemplate: "https://x/{sprite}.png")
    return database
}

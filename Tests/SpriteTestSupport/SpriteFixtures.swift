import DexModel
import DexSprites
import DexStore
import DexSystem
import DexTestSupport
import Foundation

package enum SpriteTestPaths {
    package static let repository = Fixtures.packageRoot

    /// A fresh empty folder under the system temporary folder.
    package static func temporaryFolder() throws -> URL { try TemporaryFolder.make(prefix: "dex-sprite-tests") }
}

/// Removes a folder made by `SpriteTestPaths.temporaryFolder()`.
package func removeTestFolder(_ folder: URL) {
    guard folder.lastPathComponent.hasPrefix("dex-sprite-tests-") else { return }
    try? FileManager.default.removeItem(at: folder)
}

/// A manifest with one game, "firered" (sprite folder "firered-leafgreen"), whose Pokémon have these sprite slugs.
/// `fb-*` sprites get the fallback folders ["firered-leafgreen", "emerald"].
package func spriteManifest(_ sprites: [String]) -> String {
    let pokemon = sprites.enumerated().map { index, sprite -> [String: Any] in
        var entry: [String: Any] = [
            "dexNumber": index + 1, "name": "Mon \(index + 1)", "notes": "", "spriteSlug": sprite,
            "excludedForStarters": [String](),
        ]
        if sprite.hasPrefix("fb-") { entry["spriteFolders"] = ["firered-leafgreen", "emerald"] }
        return entry
    }
    let game: [String: Any] = [
        "slug": "firered", "name": "Pokémon FireRed", "generation": 3, "spriteGeneration": "firered-leafgreen",
        "hasStarterChoice": false, "availableStarters": [String](), "pokemon": pokemon,
    ]
    let data = (try? JSONSerialization.data(withJSONObject: ["version": "test", "games": [game]])) ?? Data()
    return String(decoding: data, as: UTF8.self)
}

/// A temporary home with `sprites` tracked as the game "firered", its sprites coming from `template`.
package func trackedGame(_ sprites: [String], template: String) throws -> (database: DexDatabase, home: DexHome, game: Game) {
    let home = DexHome(url: try SpriteTestPaths.temporaryFolder().appendingPathComponent("home"))
    let database = try DexDatabase.open(home)
    let manifest = try GameManifest.decode(Data(spriteManifest(sprites).utf8), file: "test.json")
    let added = try database.games.add(
        try manifest.game("firered"), starter: nil, dataVersion: "test", spriteURLTemplate: template)
    return (database, home, added.game)
}

/// The `.png` files under `folder` and whether each is a complete PNG.
package func cachedSprites(in folder: URL) -> [String: Bool] {
    var result: [String: Bool] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".png") {
        let bytes = (try? Data(contentsOf: folder.appendingPathComponent(name))).map { [UInt8]($0) } ?? []
        if case .success = SpritePNG.validate(bytes) {
            result[String(name.dropLast(4))] = true
        } else {
            result[String(name.dropLast(4))] = false
        }
    }
    return result
}

/// Every file under `folder`, as paths relative to it.
package func allFiles(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.sorted()
}

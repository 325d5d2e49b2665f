import Foundation

/// A game for `pageManifest`: Pokémon #1…#`count` named "Mon N" (unless `names` says otherwise), whose sprites are
/// "mon-N" (the sprite server serves each as a square of its own colour) or, for `unservedSprites`, "notfound-mon-N"
/// (the server answers 404).
package struct PageManifestGame: Sendable {
    package var slug: String
    package var name: String
    package var generation: Int
    package var count: Int
    package var otherVersion: Set<Int> = []
    package var unservedSprites: Set<Int> = []
    package var names: [Int: String] = [:]

    package init(
        slug: String, name: String, generation: Int, count: Int, otherVersion: Set<Int> = [], unservedSprites: Set<Int> = [],
        names: [Int: String] = [:]
    ) {
        self.slug = slug
        self.name = name
        self.generation = generation
        self.count = count
        self.otherVersion = otherVersion
        self.unservedSprites = unservedSprites
        self.names = names
    }

    package func spriteSlug(_ number: Int) -> String { (unservedSprites.contains(number) ? "notfound-" : "") + "mon-\(number)" }
}

/// A manifest holding `games`, each seeded without a starter choice, its sprites in a folder named after its slug.
package func pageManifest(_ games: [PageManifestGame]) -> String {
    let entries = games.map { game -> [String: Any] in
        let pokemon = (1...game.count).map { number -> [String: Any] in
            var entry: [String: Any] = [
                "dexNumber": number, "name": game.names[number] ?? "Mon \(number)", "notes": "",
                "spriteSlug": game.spriteSlug(number), "excludedForStarters": [String](),
            ]
            if game.otherVersion.contains(number) { entry["availability"] = "other-version" }
            return entry
        }
        return [
            "slug": game.slug, "name": game.name, "generation": game.generation, "spriteGeneration": game.slug,
            "hasStarterChoice": false, "availableStarters": [String](), "pokemon": pokemon,
        ]
    }
    let data = (try? JSONSerialization.data(withJSONObject: ["version": "test", "games": entries])) ?? Data()
    return String(decoding: data, as: UTF8.self)
}

import DexModel
import SQLiteStore

/// A game of several Pokédex sections numbers a Pokémon in each section that lists it (Scarlet's Paldea #5 is
/// Kitakami's #12): `pokemon.sectionNumbers` keeps its numbers in the later sections (`StoredSectionNumbers`), beside
/// `regionalNumber`, the first's. The games tracked before take them from the bundled manifest when its entry has the
/// same sections; a game seeded from a player's own manifest the bundled one lacks keeps none.
enum AddSectionNumbers: Migration {
    static let identifier = "16_AddSectionNumbers"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(#"ALTER TABLE "pokemon" ADD COLUMN "sectionNumbers" TEXT"#)
        let games = try db.query("SELECT slug, regionalDexSections FROM games WHERE regionalDexSections IS NOT NULL")
        for game in games {
            let slug = try game.string("slug")
            let sections = try game.string("regionalDexSections").split(separator: " ").map(String.init)
            guard let entry = try? GameManifest.loadGame(slug).entry,
                entry.slug == slug, entry.regionalDexSections == sections
            else { continue }
            for pokemon in entry.pokemon {
                let numbers = StoredSectionNumbers.ordered(pokemon.sectionNumbers, sections: sections)
                guard let text = StoredSectionNumbers.encode(numbers) else { continue }
                try db.execute(
                    "UPDATE pokemon SET sectionNumbers = ? WHERE dexNumber = ? AND gameId = (SELECT id FROM games WHERE slug = ?)",
                    [text, pokemon.dexNumber, slug])
            }
        }
    }
}

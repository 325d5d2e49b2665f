import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

/// A database whose games were tracked before the rows kept a Pokémon's numbers in the later sections: opening it
/// fills them from the bundled manifest, keeping the player's catches.
@Suite struct SectionNumbersMigrationTests {
    let path: String

    init() throws {
        path = try TemporaryFolder.make(prefix: "dex-section-numbers").appendingPathComponent("dex.sqlite").path
    }

    /// Tracks Scarlet with Sprigatito and catches `caught`, then takes the database back to the schema before the
    /// section numbers: without the column and without the migration that adds it recorded.
    func scarletTrackedBefore(caught: [PokemonRef]) throws {
        let database = try DexDatabase.open(path: path)
        let selected = try GameManifest.loadGame("scarlet")
        _ = try database.games.add(
            selected.entry, starter: "sprigatito", dataVersion: selected.version, spriteURLTemplate: "https://x/{sprite}.png")
        _ = try database.catches.setCaught(true, refs: caught, game: nil)
        let queue = try SQLiteDatabase(path: path)
        try queue.write { db in
            try db.execute(#"ALTER TABLE "pokemon" DROP COLUMN "sectionNumbers""#)
            try db.execute("DELETE FROM grdb_migrations WHERE identifier = ?", [AddSectionNumbers.identifier])
        }
        try queue.close()
    }

    @Test func aScarletTrackedBeforeNamesKitakamisNumbersOnceOpened() throws {
        try scarletTrackedBefore(caught: [.name("Sprigatito")])

        let database = try DexDatabase.open(path: path)

        #expect(try database.status().pending.isEmpty)
        #expect(
            try database.catches.setCaught(true, refs: [.regional(5, section: "kitakami")], game: nil).changed.map(\.name)
                == ["Wooper"])
        let wooper = try database.catalog.pokemon(.name("wooper"), game: nil).pokemon
        #expect(wooper.regionalNumber == 53 && wooper.sectionNumbers == [SectionNumber(section: "kitakami", number: 5)])
        let caught = try database.catalog.list(game: nil, filter: .caught, search: nil).pokemon.map(\.name)
        #expect(Set(caught) == ["Sprigatito", "Wooper"])
    }
}

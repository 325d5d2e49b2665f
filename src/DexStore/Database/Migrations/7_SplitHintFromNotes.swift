import DexModel
import SQLiteStore

/// Keeps the game's hint apart from the player's note, and stores what the manifest says about each Pokémon beyond
/// it: every way to get it, its availability class, its choice group and the options that rule it out, and whether
/// the player added it by a trade.
///
/// Before this migration `notes` held the manifest's hint until the player replaced it. In each tracked game of the bundled
/// manifest, a note that is the game's text — the hint, one of the ways, or a hint an earlier manifest gave
/// (`LegacyHints`) — moves to `hint` and the note is emptied; any other note stays the player's. A game the bundled
/// manifest lacks (one added with `--manifest`) keeps its notes as they are.
enum SplitHintFromNotes: Migration {
    static let identifier = "7_SplitHintFromNotes"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            ALTER TABLE "pokemon" ADD COLUMN "hint" TEXT NOT NULL DEFAULT '';
            ALTER TABLE "pokemon" ADD COLUMN "ways" TEXT;
            ALTER TABLE "pokemon" ADD COLUMN "availability" TEXT;
            ALTER TABLE "pokemon" ADD COLUMN "choiceGroup" TEXT;
            ALTER TABLE "pokemon" ADD COLUMN "ruledOutBy" TEXT;
            ALTER TABLE "pokemon" ADD COLUMN "isTraded" BOOLEAN NOT NULL DEFAULT 0;
            """)
        let games = try db.query("SELECT id, slug, selectedStarter FROM games")
        if games.isEmpty { return }
        let manifest = try GameManifest.load()
        for game in games {
            let slug = try game.string("slug")
            guard let entry = manifest.games.first(where: { $0.slug == slug }) else { continue }
            let seeds = Dictionary(
                entry.seedDetails(starter: try game.optionalString("selectedStarter")).map { ($0.dexNumber, $0) },
                uniquingKeysWith: { a, _ in a })
            let legacy = LegacyHints.byGame[slug] ?? [:]
            let rows = try db.query("SELECT id, dexNumber, notes FROM pokemon WHERE gameId = ?", [try game.string("id")])
            for row in rows {
                let number = try row.int("dexNumber")
                let notes = try row.string("notes")
                let seed = seeds[number]
                let isGameText = seed?.isGameText(notes) == true || legacy[number] == notes
                try db.execute(
                    """
                    UPDATE pokemon SET hint = ?, notes = ?, ways = ?, availability = ?, choiceGroup = ?, ruledOutBy = ?
                    WHERE id = ?
                    """,
                    [
                        seed?.hint ?? (isGameText ? notes : ""), isGameText ? "" : notes, seed?.ways, seed?.availability,
                        seed?.choiceGroup, seed?.ruledOutBy, try row.string("id"),
                    ])
            }
        }
    }
}

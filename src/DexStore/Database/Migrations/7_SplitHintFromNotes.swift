import GRDB
import DexModel

/// Keeps the game's hint apart from the player's note, and stores what the manifest says about each Pokémon beyond
/// it: every way to get it, its availability class, its choice group and the options that rule it out, and whether
/// the player added it by a trade.
///
/// Until now `notes` held the manifest's hint until the player replaced it. In each tracked game of the bundled
/// manifest, a note that is the game's text — the hint, one of the ways, or a hint an earlier manifest gave
/// (`LegacyHints`) — moves to `hint` and the note is emptied; any other note stays the player's. A game the bundled
/// manifest lacks (one added with `--manifest`) keeps its notes as they are.
enum SplitHintFromNotes: Migration {
    static let identifier = "7_SplitHintFromNotes"

    static func run(_ db: Database) throws {
        try db.alter(table: "pokemon") { t in
            t.add(column: "hint", .text).notNull().defaults(to: "")
            t.add(column: "ways", .text)
            t.add(column: "availability", .text)
            t.add(column: "choiceGroup", .text)
            t.add(column: "ruledOutBy", .text)
            t.add(column: "isTraded", .boolean).notNull().defaults(to: false)
        }
        let games = try Row.fetchAll(db, sql: "SELECT id, slug, selectedStarter FROM games")
        if games.isEmpty { return }
        let manifest = try GameManifest.load()
        for game in games {
            let slug: String = game["slug"]
            guard let entry = manifest.games.first(where: { $0.slug == slug }) else { continue }
            let seeds = Dictionary(entry.seedDetails(starter: game["selectedStarter"]).map { ($0.dexNumber, $0) }, uniquingKeysWith: { a, _ in a })
            let legacy = LegacyHints.byGame[slug] ?? [:]
            let rows = try Row.fetchAll(db, sql: "SELECT id, dexNumber, notes FROM pokemon WHERE gameId = ?", arguments: [game["id"] as String])
            for row in rows {
                let number: Int = row["dexNumber"]
                let notes: String = row["notes"]
                let seed = seeds[number]
                let isGameText = seed?.isGameText(notes) == true || legacy[number] == notes
                try db.execute(
                    sql: """
                        UPDATE pokemon SET hint = ?, notes = ?, ways = ?, availability = ?, choiceGroup = ?, ruledOutBy = ?
                        WHERE id = ?
                        """,
                    arguments: [seed?.hint ?? (isGameText ? notes : ""), isGameText ? "" : notes, seed?.ways, seed?.availability,
                                seed?.choiceGroup, seed?.ruledOutBy, row["id"] as String])
            }
        }
    }
}

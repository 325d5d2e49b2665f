import SQLiteStore

/// The journal keeps each Pokémon's state as an object keyed by column (`{"id": …, "isRegistered": 1, "notes": …}`),
/// every field of the player's state in it, so that undo puts back exactly what was there; the arrays written before
/// (`[id, isRegistered, notes or null, isShiny]`, the last two sometimes absent) become such objects, a note or
/// shininess they did not hold left out (kept as it is when undone). Sync notes changed entries from the one writer
/// of the state, so the triggers that did so for the catch and the note go; and an entry undo takes off its list is
/// kept in `syncPendingRemovals` (game slug, number, form, when), so that the next sync sends its state as blank.
enum KeepJournalStatesByColumn: Migration {
    static let identifier = "17_KeepJournalStatesByColumn"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            UPDATE journal SET pokemon = (
                SELECT json_group_array(json(CASE WHEN json_type(value) = 'array' THEN json_patch(
                    json_object('id', json_extract(value, '$[0]'), 'isRegistered', json_extract(value, '$[1]')),
                    json_patch(
                        CASE WHEN json_type(value, '$[2]') = 'text'
                            THEN json_object('notes', json_extract(value, '$[2]')) ELSE '{}' END,
                        CASE WHEN json_type(value, '$[3]') IN ('integer', 'true', 'false')
                            THEN json_object('isShiny', json_extract(value, '$[3]')) ELSE '{}' END))
                    ELSE value END))
                FROM json_each(journal.pokemon))
            WHERE json_valid(pokemon);
            DROP TRIGGER IF EXISTS sync_catch_changed;
            DROP TRIGGER IF EXISTS sync_note_written;
            CREATE TABLE "syncPendingRemovals" (
                "game" TEXT NOT NULL, "dexNumber" INTEGER NOT NULL, "form" TEXT NOT NULL, "changedAt" INTEGER NOT NULL,
                PRIMARY KEY ("game", "dexNumber", "form"));
            """)
    }
}

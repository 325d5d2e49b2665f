import SQLiteStore
import Testing

/// `forEachInPlace` hands each row in place: read by name as a `SQLiteRow` is, with the same errors.
@Suite("SQLiteStore rows read in place")
struct SQLiteCurrentRowTests {
    @Test func eachRowIsReadByNameAsAQueryReadsIt() throws {
        let database = try SQLiteTestDatabase().open()
        let sql = """
            SELECT 'Pikachu' AS name, 25 AS number, NULL AS note, 1 AS caught
            UNION ALL SELECT 'Mew', 151, 'event', 0
            """
        let (inPlace, queried) = try database.read { db throws in
            var inPlace: [String] = []
            try db.forEachInPlace(sql) { row in
                let note = try row.optionalString("note") ?? "-"
                inPlace.append("\(try row.int("number")) \(try row.string("name")) \(note) \(try row.bool("caught"))")
            }
            let queried = try db.query(sql).map { row in
                "\(try row.int("number")) \(try row.string("name")) \(try row.optionalString("note") ?? "-") \(try row.bool("caught"))"
            }
            return (inPlace, queried)
        }
        #expect(inPlace == ["25 Pikachu - true", "151 Mew event false"])
        #expect(inPlace == queried)
    }

    @Test func aMissingSharedOrMistypedColumnIsTheSameErrorAsARows() throws {
        let database = try SQLiteTestDatabase().open()
        try database.read { db throws in
            try db.forEachInPlace("SELECT 1 AS id, 2 AS id, 'x' AS name, NULL AS absent, 4 AS dexNumber") { row in
                #expect(try row.int("DEXNUMBER") == 4)
                #expect(try row.optionalInt("absent") == nil)
                let shared = try #require(throws: SQLiteRowError.self) { try row.int("id") }
                #expect(shared.problem == .ambiguousColumn)
                let missing = try #require(throws: SQLiteRowError.self) { try row.string("nmae") }
                #expect(missing.problem == .missingColumn(available: ["id", "id", "name", "absent", "dexNumber"]))
                let mistyped = try #require(throws: SQLiteRowError.self) { try row.int("name") }
                #expect(mistyped.problem == .typeMismatch(expected: "INTEGER", found: "TEXT"))
                let null = try #require(throws: SQLiteRowError.self) { try row.string("absent") }
                #expect(null.problem == .typeMismatch(expected: "TEXT", found: "NULL"))
            }
        }
    }

    @Test func aColumnFoundOnceReadsItFromEveryRowAndNamesItInAnError() throws {
        let database = try SQLiteTestDatabase().open()
        let sql = "SELECT 'Pikachu' AS name, 25 AS number, NULL AS note UNION ALL SELECT 'Mew', 151, 'event'"
        try database.read { db throws in
            var read: [String] = []
            var found: (name: SQLiteCurrentRow.Column, number: SQLiteCurrentRow.Column, note: SQLiteCurrentRow.Column)?
            try db.forEachInPlace(sql) { row in
                let columns = try found ?? (row.column("name"), row.column("NUMBER"), row.column("note"))
                found = columns
                read.append(
                    "\(try row.int(columns.number)) \(try row.string(columns.name)) \(try row.optionalString(columns.note) ?? "-")"
                )
                let mistyped = try #require(throws: SQLiteRowError.self) { try row.bool(columns.name) }
                #expect(mistyped.problem == .typeMismatch(expected: "INTEGER (boolean)", found: "TEXT"))
                #expect(mistyped.column == "name")
            }
            #expect(read == ["25 Pikachu -", "151 Mew event"])
            try db.forEachInPlace(sql) { row in
                let missing = try #require(throws: SQLiteRowError.self) { try row.column("nmae") }
                #expect(missing.problem == .missingColumn(available: ["name", "number", "note"]))
            }
        }
    }
}

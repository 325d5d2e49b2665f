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

    @Test func aStringReadReusingAnotherIsItOnlyWhenTheBytesAreTheSame() throws {
        let database = try SQLiteTestDatabase().open()
        let sql = """
            SELECT 'Obtainable in Sword/Shield’s DLC' AS hint, 1 AS number
            UNION ALL SELECT 'Obtainable in Sword/Shield’s DLC', 2
            UNION ALL SELECT 'Obtainable in Scarlet/Violet', 3
            UNION ALL SELECT CAST(X'FF' AS TEXT), 4
            UNION ALL SELECT '', 5
            UNION ALL SELECT NULL, 6
            """
        try database.read { db throws in
            var read: [String] = []
            try db.forEachInPlace(sql) { row in
                let hint = try row.column("hint")
                guard try row.int("number") < 6 else {
                    let null = try #require(throws: SQLiteRowError.self) { try row.string(hint, reusing: "") }
                    #expect(null.problem == .typeMismatch(expected: "TEXT", found: "NULL"))
                    return
                }
                let reused = try row.string(hint, reusing: read.last ?? "")
                let fresh = try row.string(hint)
                #expect(reused == fresh)
                read.append(reused)
            }
            // Bytes that are not UTF-8 read as U+FFFD, whatever string is offered to reuse.
            #expect(
                read == [
                    "Obtainable in Sword/Shield’s DLC", "Obtainable in Sword/Shield’s DLC",
                    "Obtainable in Scarlet/Violet", "\u{FFFD}", "",
                ])
            try db.forEachInPlace("SELECT CAST(X'FF' AS TEXT) AS bytes") { row in
                let read = try row.string(row.column("bytes"), reusing: "\u{FFFD}")
                #expect(read == "\u{FFFD}")
                #expect(read.utf8.elementsEqual([0xEF, 0xBF, 0xBD]))
            }
        }
    }
}

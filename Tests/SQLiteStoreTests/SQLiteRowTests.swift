import SQLiteStore
import Testing

@Suite("SQLiteStore rows")
struct SQLiteRowTests {
    private func row(_ sql: String) throws -> SQLiteRow {
        let database = try SQLiteTestDatabase().open()
        return try #require(try database.read { try $0.queryOne(sql) })
    }

    @Test func readsByNameWhateverTheColumnOrder() throws {
        let row = try row("SELECT 'Pikachu' AS name, 25 AS number, NULL AS note, 1 AS caught, 0.5 AS ratio")
        #expect(try row.string("name") == "Pikachu")
        #expect(try row.int("number") == 25)
        #expect(try row.optionalString("note") == nil)
        #expect(try row.bool("caught"))
        #expect(try row.double("ratio") == 0.5)
        let number: Int = try row["number"]
        #expect(number == 25)
        #expect(row.columnNames == ["name", "number", "note", "caught", "ratio"])
    }

    @Test func namesIgnoreASCIICaseAsSQLiteDoes() throws {
        #expect(try row("SELECT 4 AS dexNumber").int("DEXNUMBER") == 4)
    }

    @Test func missingColumnNamesItAndTheColumnsThereAre() throws {
        let row = try row("SELECT 1 AS id, 'x' AS name")
        let error = try #require(throws: SQLiteRowError.self) { try row.string("nmae") }
        #expect(error.problem == .missingColumn(available: ["id", "name"]))
        #expect(error.column == "nmae")
        #expect(error.description.contains("SELECT 1 AS id"))
        #expect(!row.hasColumn("nmae"))
    }

    @Test func typeMismatchIsAnErrorNotAConversion() throws {
        let row = try row("SELECT 25 AS number, '25' AS text, 2.5 AS real, NULL AS absent")
        let mismatch = try #require(throws: SQLiteRowError.self) { try row.string("number") }
        #expect(mismatch.problem == .typeMismatch(expected: "TEXT", found: "INTEGER"))
        #expect(mismatch.column == "number")
        #expect(throws: SQLiteRowError.self) { try row.int("text") }
        #expect(throws: SQLiteRowError.self) { try row.int("real") }
        #expect(throws: SQLiteRowError.self) { try row.blob("text") }
        let error = try #require(throws: SQLiteRowError.self) { try row.string("absent") }
        #expect(error.problem == .typeMismatch(expected: "TEXT", found: "NULL"))
        #expect(try row.optionalInt("number") == 25)
        #expect(throws: SQLiteRowError.self) { try row.optionalInt("text") }
    }

    @Test func aNameTwoColumnsShareIsRefused() throws {
        let row = try row("SELECT 1 AS id, 2 AS id, 3 AS other")
        let error = try #require(throws: SQLiteRowError.self) { try row.int("id") }
        #expect(error.problem == .ambiguousColumn)
        #expect(try row.int("other") == 3)
    }

    @Test func queryValueWantsExactlyOneColumn() throws {
        let database = try SQLiteTestDatabase().open()
        try database.read { db throws in
            #expect(try db.queryValue("SELECT 42", as: Int.self) == 42)
            #expect(try db.queryValue("SELECT 1 WHERE 0", as: Int.self) == nil)
            #expect(try db.queryValues("SELECT 1 UNION ALL SELECT 2", as: Int.self) == [1, 2])
            let error = try #require(throws: SQLiteError.self) { try db.queryValue("SELECT 1, 2", as: Int.self) }
            #expect(error.code == .misuse)
        }
    }

    @Test func argumentsMustMatchThePlaceholders() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        try database.write { db throws in
            let tooFew = try #require(throws: SQLiteError.self) { try db.execute("INSERT INTO t (id, v) VALUES (?, ?)", [1]) }
            #expect(tooFew.code == .misuse)
            #expect(tooFew.sql == "INSERT INTO t (id, v) VALUES (?, ?)")
            let none = try #require(throws: SQLiteError.self) { try db.execute("INSERT INTO t (v) VALUES (?)") }
            #expect(none.code == .misuse)
            let twoStatements = try #require(throws: SQLiteError.self) {
                try db.execute("INSERT INTO t (v) VALUES (?); INSERT INTO t (v) VALUES (?)", [1, 2])
            }
            #expect(twoStatements.code == .misuse)
            #expect(try db.queryValue("SELECT COUNT(*) FROM t", as: Int.self) == 0)
        }
    }

    @Test func executeForEachBindsEachRowInPlaceholderOrder() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        let rows: [(Int, String?)] = [(1, "a\u{0}b — Pokémon ♀"), (2, ""), (3, nil)]
        let stored = try database.write { db throws in
            try db.executeForEach("INSERT INTO t (id, v) VALUES (?, ?)", rows) { row, values in
                values.bind(row.0)
                values.bind(row.1)
            }
            return try db.query("SELECT v, typeof(v) AS storedType FROM t ORDER BY id").map {
                [try $0.value("v"), try $0.value("storedType")]
            }
        }
        #expect(
            stored == [
                [.text("a\u{0}b — Pokémon ♀"), .text("text")], [.text(""), .text("text")], [.null, .text("null")],
            ])
    }

    @Test func executeForEachRefusesARowBoundShortAndWritesNothing() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        let error = try #require(throws: SQLiteError.self) {
            try database.write { db throws in
                try db.executeForEach("INSERT INTO t (id, v) VALUES (?, ?)", [1, 2]) { row, values in
                    values.bind(row)
                    if row == 1 { values.bind("first") }
                }
            }
        }
        #expect(error.code == .misuse)
        #expect(try database.read { try $0.queryValue("SELECT COUNT(*) FROM t", as: Int.self) } == 0)
    }

    @Test func doubleQuotesNameAColumnNeverAString() throws {
        // As under GRDB: a misquoted string literal is an error, not a silent string.
        let database = try SQLiteTestDatabase().openWithTable()
        let error = try #require(throws: SQLiteError.self) {
            try database.read { try $0.query("SELECT v FROM t WHERE v = \"Pikachu\"") }
        }
        #expect(error.message.contains("no such column"))
    }

    @Test func executeRunsAScriptWithoutArguments() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        let count = try database.write { db throws in
            try db.execute(
                """
                INSERT INTO t (v) VALUES ('a'); -- a comment
                INSERT INTO t (v) VALUES ('b');
                """)
            return try db.queryValue("SELECT COUNT(*) FROM t", as: Int.self)
        }
        #expect(count == 2)
    }

    @Test func changesAndLastInsertRowIDFollowTheLastStatement() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        try database.write { db throws in
            for value in ["a", "b", "c"] { try db.execute("INSERT INTO t (v) VALUES (?)", [value]) }
            #expect(db.lastInsertRowID == 3)
            // The same UPDATE twice: the second run reuses the cached statement with new arguments.
            try db.execute("UPDATE t SET v = ? WHERE id >= ?", ["x", 2])
            #expect(db.changes == 2)
            try db.execute("UPDATE t SET v = ? WHERE id >= ?", ["y", 3])
            #expect(db.changes == 1)
            #expect(try db.queryValues("SELECT v FROM t ORDER BY id", as: String.self) == ["a", "x", "y"])
        }
    }

    @Test func forEachCanRunTheSameQueryInside() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        let pairs = try database.write { db throws in
            try db.execute("INSERT INTO t (v) VALUES (10), (20)")
            var pairs: [[Int]] = []
            try db.forEach("SELECT v FROM t WHERE v >= ? ORDER BY v", [0]) { outer in
                try db.forEach("SELECT v FROM t WHERE v >= ? ORDER BY v", [try outer.int("v")]) { inner in
                    pairs.append([try outer.int("v"), try inner.int("v")])
                }
            }
            return pairs
        }
        #expect(pairs == [[10, 10], [10, 20], [20, 20]])
    }
}

import SQLiteStore
import Testing

@Suite("SQLiteStore values")
struct SQLiteValueRoundTripTests {
    /// Stores `value`, then reads it back as the same Swift type, along with the type SQLite stored.
    private func roundTrip<T: SQLiteValueConvertible>(_ value: T) throws -> (value: T, storedType: String) {
        let database = try SQLiteTestDatabase().openWithTable()
        try database.write { try $0.execute("INSERT INTO t (v) VALUES (?)", [value]) }
        return try database.read { db throws in
            let row = try #require(try db.queryOne("SELECT v, typeof(v) AS storedType FROM t"))
            return (try row.get("v", as: T.self), try row.string("storedType"))
        }
    }

    @Test func integersKeepEveryBit() throws {
        #expect(try roundTrip(Int64.max) == (Int64.max, "integer"))
        #expect(try roundTrip(Int64.min) == (Int64.min, "integer"))
        #expect(try roundTrip(-25) == (-25, "integer"))
    }

    @Test func doublesAndBools() throws {
        #expect(try roundTrip(3.25) == (3.25, "real"))
        #expect(try roundTrip(true) == (true, "integer"))
        #expect(try roundTrip(false) == (false, "integer"))
    }

    @Test func textKeepsNULAndNonASCII() throws {
        let text = "a\u{0}b — Pokémon ♀"
        let result = try roundTrip(text)
        #expect(result.value == text)
        #expect(result.value.utf8.count == text.utf8.count)
        #expect(result.storedType == "text")
    }

    @Test func emptyTextStaysTextNotNull() throws {
        #expect(try roundTrip("") == ("", "text"))
    }

    @Test func blobKeepsNULAndEveryByte() throws {
        let bytes: [UInt8] = [0, 1, 0, 255, 128, 0]
        #expect(try roundTrip(bytes) == (bytes, "blob"))
    }

    @Test func emptyBlobStaysBlobNotNull() throws {
        #expect(try roundTrip([UInt8]()) == ([], "blob"))
    }

    @Test func nilBindsNullAndReadsBackAsNil() throws {
        let result = try roundTrip(String?.none)
        #expect(result.value == nil)
        #expect(result.storedType == "null")
        #expect(try roundTrip(Optional("x")) == ("x", "text"))
    }

    @Test func lengthSeesTheWholeText() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        let length = try database.write { db throws in
            try db.execute("INSERT INTO t (v) VALUES (?)", ["a\u{0}bc"])
            return try db.queryValue("SELECT length(CAST(v AS BLOB)) FROM t", as: Int.self)
        }
        #expect(length == 4)
    }

    @Test func sqliteValueBindsAsItself() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        let values: [SQLiteValue] = [.null, .integer(7), .real(1.5), .text("x\u{0}y"), .blob([0, 0])]
        let read = try database.write { db throws in
            for value in values { try db.execute("INSERT INTO t (v) VALUES (?)", [value]) }
            return try db.query("SELECT v FROM t ORDER BY id").map { try $0.value("v") }
        }
        #expect(read == values)
    }
}

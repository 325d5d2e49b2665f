import SQLiteStore
import Synchronization
import Testing

@Suite("SQLiteStore transactions")
struct SQLiteTransactionTests {
    struct Stop: Error {}

    private func count(_ database: SQLiteDatabase) throws -> Int? {
        try database.read { try $0.queryValue("SELECT COUNT(*) FROM t", as: Int.self) }
    }

    @Test func writeCommitsWhatAnotherConnectionThenSees() throws {
        let file = try SQLiteTestDatabase()
        let database = try file.openWithTable()
        try database.write { try $0.execute("INSERT INTO t (v) VALUES (1)") }
        #expect(try count(file.open()) == 1)
    }

    @Test func writeThatThrowsRollsEverythingBack() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        #expect(throws: Stop.self) {
            try database.write { db throws in
                try db.execute("INSERT INTO t (v) VALUES (1)")
                try db.execute("INSERT INTO t (v) VALUES (2)")
                throw Stop()
            }
        }
        #expect(try count(database) == 0)
        #expect(try database.writeWithoutTransaction { $0.isInTransaction } == false)
    }

    @Test func failedStatementRollsBackTheStatementsBeforeIt() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        let error = try #require(throws: SQLiteError.self) {
            try database.write { db throws in
                try db.execute("INSERT INTO t (id, v) VALUES (1, 'a')")
                try db.execute("INSERT INTO t (id, v) VALUES (1, 'b')")
            }
        }
        #expect(error.code == .constraint)
        #expect(error.extendedCode == .constraintPrimaryKey)
        #expect(error.sql == "INSERT INTO t (id, v) VALUES (1, 'b')")
        #expect(try count(database) == 0)
    }

    @Test func readRefusesToWrite() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        let error = try #require(throws: SQLiteError.self) {
            try database.read { try $0.execute("INSERT INTO t (v) VALUES (1)") }
        }
        #expect(error.code == .readOnly)
        #expect(try count(database) == 0)
    }

    @Test func beginOrCommitInsideWriteIsRefusedAndNothingIsCommitted() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        for sql in ["COMMIT", "END", "ROLLBACK", "BEGIN", "begin immediate"] {
            let error = try #require(throws: SQLiteError.self) {
                try database.write { db throws in
                    try db.execute("INSERT INTO t (v) VALUES (1)")
                    try db.execute(sql)
                }
            }
            #expect(error.code == .misuse, "\(sql)")
        }
        #expect(try count(database) == 0)
    }

    @Test func savepointsAreAllowedInsideWrite() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        try database.write { db throws in
            try db.execute("SAVEPOINT s")
            try db.execute("INSERT INTO t (v) VALUES (1)")
            try db.execute("ROLLBACK TO s")
            try db.execute("RELEASE s")
            try db.execute("INSERT INTO t (v) VALUES (2)")
        }
        #expect(try count(database) == 1)
    }

    @Test func nestedAccessOnTheSameThreadThrowsInsteadOfDeadlocking() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        let error = try #require(throws: SQLiteError.self) {
            try database.write { db throws in
                try db.execute("INSERT INTO t (v) VALUES (1)")
                try database.read { _ in }
            }
        }
        #expect(error.code == .misuse)
        #expect(try count(database) == 0)
        let nested = try #require(throws: SQLiteError.self) {
            try database.writeWithoutTransaction { db throws in
                try db.transaction { db in try db.transaction { _ in } }
            }
        }
        #expect(nested.code == .misuse)
    }

    @Test func transactionInsideWriteWithoutTransactionCommitsOrRollsBack() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        try database.writeWithoutTransaction { db throws in
            try db.transaction { try $0.execute("INSERT INTO t (v) VALUES (1)") }
            _ = try? db.transaction { db throws in
                try db.execute("INSERT INTO t (v) VALUES (2)")
                throw Stop()
            }
        }
        #expect(try count(database) == 1)
    }

    @Test func concurrentWritersAreSerialised() async throws {
        let database = try SQLiteTestDatabase().openWithTable()
        // No fsync per commit: this test is about the lock, not durability.
        try database.writeWithoutTransaction { try $0.execute("PRAGMA synchronous = OFF") }
        try database.write { try $0.execute("INSERT INTO t (id, v) VALUES (1, 0)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<50 {
                        try database.write { db throws in
                            let value = try db.queryValue("SELECT v FROM t WHERE id = 1", as: Int.self) ?? 0
                            try db.execute("UPDATE t SET v = ? WHERE id = 1", [value + 1])
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try database.read { try $0.queryValue("SELECT v FROM t WHERE id = 1", as: Int.self) } == 200)
    }

    @Test func busyAfterTheTimeoutWhileAnotherConnectionHoldsTheWriteLock() throws {
        let file = try SQLiteTestDatabase()
        let holder = try file.openWithTable()
        let waiter = try file.open(.init(busyTimeout: .milliseconds(100)))
        try holder.writeWithoutTransaction { try $0.execute("BEGIN IMMEDIATE") }
        let clock = ContinuousClock()
        let start = clock.now
        let error = try #require(throws: SQLiteError.self) {
            try waiter.write { try $0.execute("INSERT INTO t (v) VALUES (1)") }
        }
        #expect(error.code == .busy)
        #expect(clock.now - start >= .milliseconds(90))
        try holder.writeWithoutTransaction { try $0.execute("ROLLBACK") }
        try waiter.write { try $0.execute("INSERT INTO t (v) VALUES (1)") }
        #expect(try count(holder) == 1)
    }

    @Test func closedDatabaseRefusesAccess() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        try database.close()
        try database.close()
        let error = try #require(throws: SQLiteError.self) { try database.read { _ in } }
        #expect(error.code == .misuse)
    }
}

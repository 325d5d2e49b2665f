import Foundation
import SQLiteStore
import Testing

@testable import DexStore

/// Ids as the database keeps them: lowercase text, parsed by dex's own parser.
@Suite struct UUIDDatabaseTextTests {
    @Test func parsesWhatItStores() throws {
        for _ in 0..<100 {
            let uuid = UUID()
            #expect(UUID(databaseText: uuid.databaseText) == uuid)
            #expect(UUID(databaseText: uuid.uuidString) == uuid)
        }
    }

    @Test func writesFoundationsTextInLowercase() throws {
        for _ in 0..<100 {
            let uuid = UUID()
            #expect(uuid.databaseText == uuid.uuidString.lowercased())
        }
        let extremes = try ["00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"].map {
            try #require(UUID(uuidString: $0))
        }
        #expect(extremes.map(\.databaseText) == ["00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff"])
    }

    @Test func parsesWhatItWritesInEitherCase() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(id.databaseText == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        #expect(UUID(databaseText: id.databaseText) == id)
        #expect(UUID(databaseText: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == id)
        #expect(id.sqliteValue == .text("e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
        #expect(UUID(sqliteValue: .text(id.databaseText)) == id)
    }

    @Test(arguments: [
        "", "not-a-uuid", "00000000-0000-0000-0000-00000000000", "00000000-0000-0000-0000-0000000000000",
        "g0000000-0000-0000-0000-000000000000", "e621e1f8-c36c-495a-93fc-0c247a3e6e5", "e621e1f8-c36c-495a-93fc-0c247a3e6e5ff",
        "e621e1f8c36c-495a-93fc-0c247a3e6e5f-", "e621e1f8-c36c-495a-93fc-0c247a3e6e5g", "e621e1f8 c36c 495a 93fc 0c247a3e6e5f",
    ])
    func refusesWhatIsNotAUUID(_ text: String) {
        #expect(UUID(databaseText: text) == nil)
    }

    @Test func refusesAValueThatIsNotText() {
        #expect(UUID(sqliteValue: .integer(1)) == nil)
        #expect(UUID(sqliteValue: .null) == nil)
    }
}

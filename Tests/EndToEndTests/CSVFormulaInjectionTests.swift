import DexTestSupport
import Foundation
import Testing

/// `dex export --format csv` must not hand a spreadsheet a formula. A cell starting with `=`, `+`, `-`,
/// `@`, tab or carriage return (or with `'`) is written with a leading `'`, and `dex import` takes exactly that
/// quote off again, so the round trip is lossless.
@Suite(.tags(.endToEnd)) struct CSVFormulaInjectionTests {
    static let notes: [(game: String, dexNumber: Int, note: String)] = [
        ("firered", 1, "=cmd|' /C calc'!A0"), ("firered", 25, "+SUM(1,2)"), ("firered", 29, "-2+3"),
        ("firered", 83, "@SUM(A1)"), ("firered", 122, "\tindented"), ("firered", 244, "\rreturn\nand more"),
        ("firered", 669, "'=quoted already"), ("yellow", 25, "'Tis the season"),
    ]

    @Test func formulaCellsAreNeutralisedAndComeBackExactly() async throws {
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        let games = Dictionary(grouping: Self.notes, by: \.game).map { game, notes in
            [
                "slug": game, "starter": game == "firered" ? "bulbasaur" : NSNull(),
                "pokemon": notes.map { ["dexNumber": $0.dexNumber, "caught": true, "notes": $0.note] },
            ] as [String: Any]
        }
        let backup = dex.home.appendingPathComponent("notes.json")
        try JSONSerialization.data(withJSONObject: ["format": "dex-backup", "formatVersion": 1, "games": games]).write(to: backup)
        try await dex.succeed(["import", backup.path])

        let csv = try await dex.succeed(["export", "--format", "csv"])
        #expect(csv.contains("firered,bulbasaur,test-1,1,Bulbasaur,yes,'=cmd|' /C calc'!A0,"))
        #expect(csv.contains("firered,bulbasaur,test-1,29,Nidoran♀,yes,'-2+3,"))
        #expect(csv.contains("firered,bulbasaur,test-1,83,Farfetch’d,yes,'@SUM(A1),"))
        #expect(csv.contains("firered,bulbasaur,test-1,669,Flabébé,yes,''=quoted already,"))
        #expect(csv.contains("yellow,,test-1,25,Pikachu,yes,''Tis the season,"))
        // No field a spreadsheet would start a formula with, quoted or not
        for line in csv.split(separator: "\n") {
            for field in line.split(separator: ",", omittingEmptySubsequences: false) {
                let text = field.hasPrefix("\"") ? field.dropFirst() : field
                #expect(
                    !["=", "+", "-", "@", "\t", "\r"].contains { text.hasPrefix($0) },
                    "field \(field.debugDescription) in \(line.debugDescription)")
            }
        }

        // The round trip gives every note back as it was
        let file = dex.home.appendingPathComponent("backup.csv").path
        try await dex.succeed(["export", "--format", "csv", "--output", file])
        try await dex.succeed(["db", "reset", "--yes"])
        try await dex.succeed(["import", file])
        for game in ["firered", "yellow"] {
            let listed = try await #require(try dex.json(["list", "--json", "--game", game]) as? [String: Any])
            let notes = Dictionary(
                uniqueKeysWithValues: try #require(listed["pokemon"] as? [[String: Any]]).map {
                    ($0["dexNumber"] as? Int ?? 0, $0["notes"] as? String ?? "")
                })
            for expected in Self.notes where expected.game == game {
                #expect(notes[expected.dexNumber] == expected.note, "\(game) #\(expected.dexNumber)")
            }
        }
        #expect(try await dex.succeed(["export", "--format", "csv"]) == csv)
    }
}

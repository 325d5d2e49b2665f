import Foundation
import Testing

@testable import DexModel
@testable import DexStore

/// The pieces behind inert output and formula-safe CSV.
@Suite struct InertTextAndCSVTests {
    @Test func controlCharactersBecomeVisibleStandIns() {
        #expect(InertText.line("Pikachu") == "Pikachu")
        #expect(InertText.line("é ß ♀ ’ ©") == "é ß ♀ ’ ©")
        #expect(InertText.line("\u{1B}[2J\u{07}\u{0}\u{7F}") == "␛[2J␇␀␡")
        #expect(InertText.line("a\tb\nc\r\nd") == "a␉b␊c␍␊d")
        #expect(InertText.line("\u{80}\u{9B}\u{9F}\u{A0}") == "<U+0080><U+009B><U+009F>\u{A0}")
        #expect(InertText.lines("one\ntwo\r\nthree\rfour\u{1B}") == "one\ntwo\nthree\nfour␛")
    }

    @Test func jsonOutputEscapesDELAndC1() throws {
        let json = try JSONOutput.string(["\u{7F}\u{9B}é\u{1B}"])
        #expect(json.contains(#""\u007f\u009bé\u001b""#))
        #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == ["\u{7F}\u{9B}é\u{1B}"])
    }

    /// Every cell that starts with a formula character or a quote, and the awkward short ones, come back exactly.
    @Test(arguments: [
        "=1+1", "+1", "-1", "@A1", "\tx", "\rx", "\r\nx", "'", "''", "'=", "'=x", "'Tis", "''Tis", "=", "x=1", "", "plain",
    ])
    func csvCellsRoundTrip(note: String) throws {
        let guarded = BackupCSV.guardingFormula(note)
        if let first = note.unicodeScalars.first, "=+-@\t\r'".unicodeScalars.contains(first) {
            #expect(guarded == "'" + note)
        } else {
            #expect(guarded == note)
        }
        #expect(BackupCSV.unguardingFormula(guarded) == note)

        let database = try BackupFixture.trackedDatabase()
        _ = try database.catches.setNote(note, ref: .number(25), game: "firered")
        let csv = try BackupFile.encode(try database.backups.export(), as: .csv)
        let decoded = try BackupFile.decode(csv, name: "backup.csv")
        #expect(decoded.games.first?.pokemon.first { $0.dexNumber == 25 }?.notes == note)
    }

    @Test func aHandWrittenQuoteIsKept() throws {
        let backup = try BackupFile.decode(
            Data("game,dexNumber,caught,notes\nyellow,25,yes,'Tis\nyellow,26,no,'=x\n".utf8), name: "hand.csv")
        #expect(backup.games[0].pokemon.map(\.notes) == ["'Tis", "=x"])
    }
}

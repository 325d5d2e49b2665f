import DexModel
import Testing

/// The project's one RFC 4180 reader and writer, for backups and the generator's PokeAPI tables.
@Suite struct CSVTextTests {
    @Test func quotesOnlyFieldsThatNeedIt() {
        #expect(CSVText.record(["plain", "", "é ♀"]) == "plain,,é ♀")
        #expect(CSVText.record(["a,b", #"5" tall"#, "x"]) == #""a,b","5"" tall",x"#)
        #expect(CSVText.record(["one\ntwo", "cr\rlf", "crlf\r\n"]) == "\"one\ntwo\",\"cr\rlf\",\"crlf\r\n\"")
        // A quote or comma followed by a combining mark is still a quote or comma to a CSV reader.
        #expect(CSVText.record(["\"\u{301}", ",\u{301}"]) == "\"\"\"\u{301}\",\",\u{301}\"")
    }

    @Test func readsQuotedFieldsWithTheirLineBreaksAndDoubledQuotes() throws {
        let records = try CSVText.records(in: "a,\"b \"\"c\"\", d\"\r\n\"1\r\n2\n3\r4\",x\n\ny,\n")
        #expect(
            records == [
                CSVText.Record(line: 1, fields: ["a", "b \"c\", d"]),
                CSVText.Record(line: 2, fields: ["1\r\n2\n3\r4", "x"]),
                CSVText.Record(line: 6, fields: [""]),
                CSVText.Record(line: 7, fields: ["y", ""]),
            ])
    }

    @Test func aQuoteInsideAnUnquotedFieldIsText() throws {
        #expect(try CSVText.records(in: "5\" tall,x") == [CSVText.Record(line: 1, fields: ["5\" tall", "x"])])
    }

    @Test func eachKindOfLineBreakEndsARecord() throws {
        #expect(try CSVText.records(in: "a\r\nb\rc\nd").map(\.fields) == [["a"], ["b"], ["c"], ["d"]])
        #expect(try CSVText.records(in: "\"a\"\r\n\"b\"\r\"c\"\n\"\"").map(\.fields) == [["a"], ["b"], ["c"], [""]])
    }

    @Test func skipsOneLeadingByteOrderMark() throws {
        #expect(try CSVText.records(in: "\u{FEFF}game,caught\n").map(\.fields) == [["game", "caught"]])
        #expect(try CSVText.records(in: "\u{FEFF}\u{FEFF}a").map(\.fields) == [["\u{FEFF}a"]])
        #expect(try CSVText.records(in: "\u{FEFF}").isEmpty)
    }

    @Test func aQuoteThatIsNotDoubledIsAnError() {
        #expect(throws: CSVText.LayoutError(line: 2, problem: "a quote inside a quoted field must be doubled (\"\")")) {
            try CSVText.records(in: "a\n\"b\"c\n")
        }
    }

    @Test func anUnclosedQuoteIsReportedWhereItOpens() {
        #expect(throws: CSVText.LayoutError(line: 2, problem: "a quoted field opens here and is never closed")) {
            try CSVText.records(in: "a\n\"b\nc\nd")
        }
    }

    @Test func everyFieldComesBackAsItWasWritten() throws {
        let pieces = ["a", "\"", ",", "\r", "\n", "\r\n", "é", "\u{301}", " ", "'", "=", "", "\u{FEFF}", "\t"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let rows = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (0..<3).map { _ in
                    (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
                        .joined()
                }
            }
            let text = rows.map(CSVText.record).joined(separator: "\n") + "\n"
            // A leading BOM in the first field is taken for the file's; the backup never starts with one.
            guard !text.hasPrefix("\u{FEFF}") else { continue }
            #expect(try CSVText.records(in: text).map(\.fields) == rows, "\(rows)")
        }
    }
}

/// CSV as RFC 4180 has it, read and written whole, by Unicode scalar.
///
/// A field is quoted when it holds a quote, a comma, CR or LF; inside quotes a quote is doubled. A quote opens a
/// field only as its first character (elsewhere it is plain text), and a closed quote must end the field. CRLF, LF
/// and a lone CR each end a record, and are kept as they are inside a quoted field. A leading byte order mark is
/// skipped. An empty line is a record of one empty field.
package enum CSVText {
    package struct Record: Equatable, Sendable {
        /// The line the record starts on, from 1, for error messages.
        package var line: Int
        package var fields: [String]

        package init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }
    }

    /// A quoting mistake, which a lenient reader would hide: an unclosed quote reads to the end of the file, and
    /// a quote that is not doubled swallows the character after it.
    package struct LayoutError: Error, Equatable {
        package var line: Int
        package var problem: String

        package init(line: Int, problem: String) {
            self.line = line
            self.problem = problem
        }
    }

    /// One record's text, without a line break.
    package static func record(_ fields: [String]) -> String {
        fields.map(quotedIfNeeded).joined(separator: ",")
    }

    private static func quotedIfNeeded(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: { $0 == "\"" || $0 == "," || $0 == "\r" || $0 == "\n" }) else {
            return field
        }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in field.unicodeScalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }

    /// Every record of `text`, each with the line it starts on.
    package static func records(in text: String) throws(LayoutError) -> [Record] {
        enum State { case recordStart, fieldStart, unquoted, quoted, quoteInQuoted }
        var state = State.recordStart, line = 1, openedAt = 1, afterCR = false
        var records: [Record] = [], fields: [String] = [], field = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }

        func endField() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
        }
        func endRecord() {
            endField()
            records[records.count - 1].fields = fields
            fields = []
        }
        /// Outside quotes a comma ends the field and a line break the record: the state that follows, or nil when
        /// `scalar` is neither.
        func separate(at scalar: Unicode.Scalar, isBreak: Bool) -> State? {
            if scalar == "," {
                endField()
                return .fieldStart
            }
            guard isBreak else { return nil }
            endRecord()
            return .recordStart
        }

        for scalar in scalars {
            defer { afterCR = scalar == "\r" }
            let isBreak = scalar == "\n" || scalar == "\r"
            if scalar == "\n" && afterCR {
                // The LF of a CRLF: the CR already ended the record or the line.
                if state == .quoted { field.append(scalar) }
                continue
            }
            switch state {
            case .recordStart, .fieldStart:
                if state == .recordStart { records.append(Record(line: line, fields: [])) }
                if scalar == "\"" {
                    state = .quoted
                    openedAt = line
                } else if let next = separate(at: scalar, isBreak: isBreak) {
                    state = next
                } else {
                    field.append(scalar)
                    state = .unquoted
                }
            case .unquoted:
                if let next = separate(at: scalar, isBreak: isBreak) {
                    state = next
                } else {
                    field.append(scalar)
                }
            case .quoted:
                if scalar == "\"" { state = .quoteInQuoted } else { field.append(scalar) }
            case .quoteInQuoted:
                if scalar == "\"" {
                    field.append(scalar)  // "" stands for one quote
                    state = .quoted
                } else if let next = separate(at: scalar, isBreak: isBreak) {
                    state = next
                } else {
                    throw LayoutError(line: line, problem: "a quote inside a quoted field must be doubled (\"\")")
                }
            }
            if isBreak { line += 1 }
        }
        switch state {
        case .recordStart: break
        case .quoted: throw LayoutError(line: openedAt, problem: "a quoted field opens here and is never closed")
        case .fieldStart, .unquoted, .quoteInQuoted: endRecord()
        }
        return records
    }
}

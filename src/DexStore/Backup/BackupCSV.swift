import CSV
import Foundation
import DexModel
import DexSystem

/// The CSV backup: one row per Pokémon under a header row, for spreadsheets, and re-importable.
///
/// ```
/// game,starter,dataVersion,dexNumber,name,caught,notes,hint,availability,traded
/// firered,bulbasaur,2026.11,1,Bulbasaur,yes,my first,Starter: Pallet Town,obtainable,no
/// ```
/// `hint` and `availability` are written for the reader and ignored on import; `traded` (optional) marks a Pokémon
/// the player added as received in a trade.
/// Quoting is CSV.swift's (RFC 4180). On import, columns are found by name, in any order; `game`, `dexNumber`
/// and `caught` are required; `caught` takes yes/no, true/false or 1/0. Cells a spreadsheet would run as a
/// formula are written with a leading `'` (see `guardingFormula`), which import takes off again.
enum BackupCSV {
    static let header = ["game", "starter", "dataVersion", "dexNumber", "name", "caught", "notes", "hint", "availability", "traded"]
    static let required = ["game", "dexNumber", "caught"]

    /// What a spreadsheet reads as the start of a formula (OWASP's list for CSV injection), and the quote itself.
    static let guardedStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r", "'"]

    /// A cell that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`, so that a
    /// spreadsheet shows it as text instead of running it (`=cmd|' /C calc'!A0`). So does a cell that starts
    /// with `'` itself: then `unguardingFormula` can tell the quote it must take off from one the text has.
    static func guardingFormula(_ cell: String) -> String {
        guard let first = cell.unicodeScalars.first, guardedStarts.contains(first) else { return cell }
        return "'" + cell
    }

    /// Takes off exactly the quote `guardingFormula` adds: one leading `'` followed by a character of
    /// `guardedStarts`. Any other cell, such as a hand-written `'Tis`, is kept as it is.
    static func unguardingFormula(_ cell: String) -> String {
        let scalars = cell.unicodeScalars
        guard scalars.first == "'", let second = scalars.dropFirst().first, guardedStarts.contains(second) else { return cell }
        return String(scalars.dropFirst())
    }

    static func encode(_ backup: Backup) throws -> Data {
        let writer = try CSVWriter(stream: .toMemory())
        try writer.write(row: header)
        for game in backup.games {
            for entry in game.pokemon {
                try writer.write(row: [
                    game.slug, game.starter ?? "", game.dataVersion ?? "", String(entry.dexNumber), entry.name ?? "",
                    entry.caught ? "yes" : "no", entry.notes ?? "", entry.hint ?? "",
                    entry.availability ?? Obtainability.obtainable.rawValue, entry.traded ? "yes" : "no",
                ].map(guardingFormula))
            }
        }
        writer.stream.close()
        guard let data = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data else {
            throw BackupError.unwritable(file: "CSV", reason: "the CSV writer produced no data")
        }
        return data + Data("\n".utf8)
    }

    static func decode(_ data: Data, file: String) throws -> Backup {
        func fault(_ line: Int, _ problem: String) -> BackupError { .invalid(file: file, location: "line \(line)", problem: problem) }

        guard var text = String(data: data, encoding: .utf8) else { throw fault(1, "not UTF-8 text") }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let lines: [Int]
        do {
            lines = try recordLines(in: text)
        } catch {
            throw fault(error.line, error.problem)
        }
        let reader = try CSVReader(string: text)
        var records = zip(lines, AnyIterator { reader.next() }).makeIterator()

        guard let (_, header) = records.next(), header != [""] else { throw fault(1, "the file is empty; expected a header row") }
        var column: [String: Int] = [:]
        for (i, name) in header.enumerated() where column[name] == nil { column[name] = i }
        if let missing = required.first(where: { column[$0] == nil }) {
            throw fault(1, "missing column '\(missing)'; the header row must name at least \(required.joined(separator: ", "))")
        }

        var games: [Backup.Game] = []
        var gameIndex: [String: Int] = [:]
        while let (line, fields) = records.next() {
            if fields == [""] { continue }
            guard fields.count == header.count else {
                throw fault(line, "expected \(header.count) fields, found \(fields.count)")
            }
            func field(_ name: String) -> String? { column[name].map { unguardingFormula(fields[$0]) } }
            let slug = field("game") ?? ""
            guard !slug.isEmpty else { throw fault(line, "the game column is empty") }
            let numberText = field("dexNumber") ?? ""
            guard let dexNumber = Int(numberText.trimmingCharacters(in: .whitespaces)), dexNumber >= 1 else {
                throw fault(line, "dexNumber '\(numberText)' is not a dex number (a whole number, 1 or more)")
            }
            let caughtText = field("caught") ?? ""
            guard let caught = parseCaught(caughtText) else {
                throw fault(line, "caught '\(caughtText)' is not yes/no, true/false or 1/0")
            }
            let starter = field("starter")?.nonEmpty
            let dataVersion = field("dataVersion")?.nonEmpty
            let tradedText = field("traded") ?? ""
            guard let traded = parseCaught(tradedText) else {
                throw fault(line, "traded '\(tradedText)' is not yes/no, true/false or 1/0")
            }
            let entry = Backup.Entry(
                dexNumber: dexNumber, name: field("name")?.nonEmpty, caught: caught,
                notes: field("notes"), traded: traded, location: .line(line))
            if let index = gameIndex[slug] {
                if games[index].starter != starter {
                    throw fault(line, "starter '\(starter ?? "")' differs from \(games[index].location)'s '\(games[index].starter ?? "")' for game \(slug)")
                }
                games[index].pokemon.append(entry)
            } else {
                gameIndex[slug] = games.count
                games.append(Backup.Game(slug: slug, name: nil, starter: starter, dataVersion: dataVersion,
                                         spriteURLTemplate: nil, pokemon: [entry], location: .line(line)))
            }
        }
        if let error = reader.error { throw BackupError.unreadable(file: file, reason: "\(error)") }
        return Backup(activeGame: nil, games: games)
    }

    static func parseCaught(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "y", "true", "1", "x", "✓": true
        case "no", "n", "false", "0", "": false
        default: nil
        }
    }

    /// A quoting mistake, found before CSV.swift reads the text: it would read an unclosed quote to the end
    /// of the file, and drop the character after a quote that is not doubled, without complaint.
    struct LayoutError: Error {
        var line: Int
        var problem: String
    }

    /// The line on which each record starts (CSV.swift counts no lines), after checking the quoting as
    /// RFC 4180 has it: a quote opens a field only as its first character, and inside one is doubled.
    /// CRLF, LF and a lone CR each end a line, inside a quoted field too.
    static func recordLines(in text: String) throws(LayoutError) -> [Int] {
        enum State { case recordStart, fieldStart, unquoted, quoted, quoteInQuoted }
        var state = State.recordStart, lines: [Int] = [], line = 1, openedAt = 1, afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n" && afterCR { continue }
            let isBreak = scalar == "\n" || scalar == "\r"
            // Where the scan goes when a field ends at this scalar; nil when it does not end one.
            let ending: State? = scalar == "," ? .fieldStart : isBreak ? .recordStart : nil
            switch state {
            case .recordStart, .fieldStart:
                if state == .recordStart { lines.append(line) }
                if scalar == "\"" {
                    state = .quoted
                    openedAt = line
                } else {
                    state = ending ?? .unquoted
                }
            case .unquoted:
                state = ending ?? .unquoted
            case .quoted:
                if scalar == "\"" { state = .quoteInQuoted }
            case .quoteInQuoted:
                if scalar == "\"" {
                    state = .quoted  // "" stands for one quote
                } else if let ending {
                    state = ending
                } else {
                    throw LayoutError(line: line, problem: "a quote inside a quoted field must be doubled (\"\")")
                }
            }
            if isBreak { line += 1 }
        }
        if state == .quoted { throw LayoutError(line: openedAt, problem: "a quoted field opens here and is never closed") }
        return lines
    }
}

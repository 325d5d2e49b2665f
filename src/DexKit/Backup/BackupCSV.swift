import CSV
import Foundation

/// The CSV backup: one row per Pokémon under a header row, for spreadsheets, and re-importable.
///
/// ```
/// game,starter,dataVersion,dexNumber,name,caught,notes
/// firered,bulbasaur,2026.11,1,Bulbasaur,yes,Gift: Prof. Oak
/// ```
/// Quoting is CSV.swift's (RFC 4180). On import, columns are found by name, in any order; `game`, `dexNumber`
/// and `caught` are required; `caught` takes yes/no, true/false or 1/0.
enum BackupCSV {
    static let header = ["game", "starter", "dataVersion", "dexNumber", "name", "caught", "notes"]
    static let required = ["game", "dexNumber", "caught"]

    static func encode(_ backup: Backup) throws -> Data {
        let writer = try CSVWriter(stream: .toMemory())
        try writer.write(row: header)
        for game in backup.games {
            for entry in game.pokemon {
                try writer.write(row: [
                    game.slug, game.starter ?? "", game.dataVersion ?? "", String(entry.dexNumber), entry.name ?? "",
                    entry.caught ? "yes" : "no", entry.notes,
                ])
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
        // CSV.swift reads an unclosed quote to the end of the file without complaint.
        if let line = unclosedQuoteLine(in: text) { throw fault(line, "a quoted field opens here and is never closed") }
        let reader = try CSVReader(string: text)

        // CSV.swift does not count lines; a record starts one line after the previous one, plus the line breaks inside its quoted fields.
        var nextLine = 1
        func nextRecord() -> (line: Int, fields: [String])? {
            guard let fields = reader.next() else { return nil }
            let line = nextLine
            nextLine += 1 + fields.reduce(0) { $0 + lineBreaks(in: $1) }
            return (line, fields)
        }

        guard let (_, header) = nextRecord(), header != [""] else { throw fault(1, "the file is empty; expected a header row") }
        var column: [String: Int] = [:]
        for (i, name) in header.enumerated() where column[name] == nil { column[name] = i }
        if let missing = required.first(where: { column[$0] == nil }) {
            throw fault(1, "missing column '\(missing)'; the header row must name at least \(required.joined(separator: ", "))")
        }

        var games: [Backup.Game] = []
        var gameIndex: [String: Int] = [:]
        while let (line, fields) = nextRecord() {
            if fields == [""] { continue }
            guard fields.count == header.count else {
                throw fault(line, "expected \(header.count) fields, found \(fields.count)")
            }
            func field(_ name: String) -> String? { column[name].map { fields[$0] } }
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
            let starter = field("starter").flatMap { $0.isEmpty ? nil : $0 }
            let dataVersion = field("dataVersion").flatMap { $0.isEmpty ? nil : $0 }
            let entry = Backup.Entry(
                dexNumber: dexNumber, name: field("name").flatMap { $0.isEmpty ? nil : $0 }, caught: caught,
                notes: field("notes") ?? "", location: "line \(line)")
            if let index = gameIndex[slug] {
                if games[index].starter != starter {
                    throw fault(line, "starter '\(starter ?? "")' differs from \(games[index].location)'s '\(games[index].starter ?? "")' for game \(slug)")
                }
                games[index].pokemon.append(entry)
            } else {
                gameIndex[slug] = games.count
                games.append(Backup.Game(slug: slug, name: nil, starter: starter, dataVersion: dataVersion,
                                         spriteURLTemplate: nil, pokemon: [entry], location: "line \(line)"))
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

    /// The line where a quoted field starts that never ends, if any. `""` inside quotes toggles twice.
    static func unclosedQuoteLine(in text: String) -> Int? {
        var line = 1, openedAt = 1, quoted = false, afterCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"":
                quoted.toggle()
                if quoted { openedAt = line }
            case "\n" where !afterCR, "\r":
                line += 1
            default:
                break
            }
            afterCR = scalar == "\r"
        }
        return quoted ? openedAt : nil
    }

    /// CRLF, LF and a lone CR each end a line.
    static func lineBreaks(in field: String) -> Int {
        var count = 0, afterCR = false
        for scalar in field.unicodeScalars {
            if scalar == "\n" {
                if !afterCR { count += 1 }
                afterCR = false
            } else if scalar == "\r" {
                count += 1
                afterCR = true
            } else {
                afterCR = false
            }
        }
        return count
    }
}

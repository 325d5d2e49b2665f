import DexModel
import DexSystem
import FoundationEssentials

/// The CSV backup: one row per Pokémon under a header row, for spreadsheets, and re-importable.
///
/// ```
/// game,starter,dataVersion,dexNumber,name,caught,notes,hint,availability,traded,shiny
/// firered,bulbasaur,2026.11,1,Bulbasaur,yes,my first,Starter: Pallet Town,obtainable,no,no
/// ```
/// `hint` and `availability` are written for the reader and ignored on import; `traded` (optional) marks a Pokémon
/// the player added as received in a trade; `shiny` (optional: without it, the tracked state is kept) one caught
/// shiny.
/// Quoting is RFC 4180's (`CSVText`). On import, columns are found by name, in any order; `game`, `dexNumber`
/// and `caught` are required; `caught` takes yes/no, true/false or 1/0. Cells a spreadsheet would run as a
/// formula are written with a leading `'` (see `guardingFormula`), which import takes off again.
enum BackupCSV {
    static let header = [
        "game", "starter", "dataVersion", "dexNumber", "name", "caught", "notes", "hint", "availability", "traded",
        "shiny",
    ]
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

    static func encode(_ backup: Backup) -> Data {
        var text = CSVText.record(header)
        for game in backup.games {
            for entry in game.pokemon {
                text +=
                    "\n"
                    + CSVText.record(
                        [
                            game.slug, game.starter ?? "", game.dataVersion ?? "", String(entry.dexNumber), entry.name ?? "",
                            entry.caught ? "yes" : "no", entry.notes ?? "", entry.hint ?? "",
                            entry.availability ?? Obtainability.obtainable.rawValue, entry.traded ? "yes" : "no",
                            entry.shiny == true ? "yes" : "no",
                        ].map(guardingFormula))
            }
        }
        return Data((text + "\n").utf8)
    }

    static func decode(_ data: Data, file: String) throws -> Backup {
        func fault(_ line: Int, _ problem: String) -> BackupError {
            .invalid(file: file, location: "line \(line)", problem: problem)
        }

        guard let text = String(data: data, encoding: .utf8) else {
            throw fault(UTF8Lines.lineOfFirstInvalidByte(in: data) ?? 1, "not UTF-8 text")
        }
        let records: [CSVText.Record]
        do {
            records = try CSVText.records(in: text)
        } catch {
            throw fault(error.line, error.problem)
        }

        guard let header = records.first?.fields, header != [""] else {
            throw fault(1, "the file is empty; expected a header row")
        }
        var column: [String: Int] = [:]
        for (i, name) in header.enumerated() where !name.isEmpty {
            guard column[name] == nil else {
                throw fault(1, "the column '\(name)' is named twice in the header row; keep one")
            }
            column[name] = i
        }
        if let missing = required.first(where: { column[$0] == nil }) {
            throw fault(1, "missing column '\(missing)'; the header row must name at least \(required.joined(separator: ", "))")
        }

        var games: [Backup.Game] = []
        var gameIndex: [String: Int] = [:]
        for (line, fields) in records.dropFirst().map({ ($0.line, $0.fields) }) where fields != [""] {
            guard fields.count == header.count else {
                throw fault(line, "expected \(header.count) fields, found \(fields.count)")
            }
            func field(_ name: String) -> String? { column[name].map { unguardingFormula(fields[$0]) } }
            let slug = field("game") ?? ""
            guard !slug.isEmpty else { throw fault(line, "the game column is empty") }
            let numberText = field("dexNumber") ?? ""
            guard let dexNumber = Int(numberText.trimmingWhitespace()), dexNumber >= 1 else {
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
            var shiny: Bool?
            if let shinyText = field("shiny") {
                guard let parsed = parseCaught(shinyText) else {
                    throw fault(line, "shiny '\(shinyText)' is not yes/no, true/false or 1/0")
                }
                shiny = parsed
            }
            let entry = Backup.Entry(
                dexNumber: dexNumber, name: field("name")?.nonEmpty, caught: caught, shiny: shiny,
                notes: field("notes"), traded: traded, location: .line(line))
            if let index = gameIndex[slug] {
                if games[index].starter != starter {
                    throw fault(
                        line,
                        "starter '\(starter ?? "")' differs from \(games[index].location)'s '\(games[index].starter ?? "")' for game \(slug)"
                    )
                }
                games[index].pokemon.append(entry)
            } else {
                gameIndex[slug] = games.count
                games.append(
                    Backup.Game(
                        slug: slug, name: nil, starter: starter, dataVersion: dataVersion,
                        spriteURLTemplate: nil, pokemon: [entry], location: .line(line)))
            }
        }
        return Backup(activeGame: nil, games: games)
    }

    static func parseCaught(_ text: String) -> Bool? {
        switch text.trimmingWhitespace().lowercased() {
        case "yes", "y", "true", "1", "x", "✓": true
        case "no", "n", "false", "0", "": false
        default: nil
        }
    }
}

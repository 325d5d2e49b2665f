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
    /// The columns: the Pokémon's own and the fields of `PlayerState.fields` by key, the first fields where they have
    /// always been and any other after them.
    static let header = placed + PlayerState.fields.map(\.key).filter { !placed.contains($0) }
    private static let placed = [
        "game", "starter", "dataVersion", "dexNumber", "name", "caught", "notes", "hint", "availability", "traded",
        "shiny",
    ]
    static let required = ["game", "dexNumber", "caught"]
    /// After `header` when a game exported lists forms: each Pokémon's form ("" for the default).
    static let formColumn = "form"

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
        let hasForms = backup.games.contains { $0.kinds != .species }
        var text = CSVText.record(hasForms ? header + [formColumn] : header)
        for game in backup.games {
            for entry in game.pokemon {
                var cells = [
                    "game": game.slug, "starter": game.starter ?? "", "dataVersion": game.dataVersion ?? "",
                    "dexNumber": String(entry.dexNumber), "name": entry.name ?? "", "hint": entry.hint ?? "",
                    "availability": entry.availability ?? Obtainability.obtainable.rawValue,
                ]
                for field in PlayerState.fields {
                    cells[field.key] = field.csvCell(entry.given[field.key] ?? field.blank)
                }
                let fields = header.map { cells[$0] ?? "" }
                text += "\n" + CSVText.record((hasForms ? fields + [entry.form] : fields).map(guardingFormula))
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
            let starter = field("starter")?.nonEmpty
            let dataVersion = field("dataVersion")?.nonEmpty
            var given: [String: StateValue] = [:]
            for state in PlayerState.fields {
                guard let text = field(state.key) else { continue }
                guard let value = state.value(csvCell: text) else {
                    throw fault(line, "\(state.key) '\(text)' is not \(state.expected)")
                }
                given[state.key] = value
            }
            // A file without the column says the Pokémon was not received in a trade.
            if given["traded"] == nil { given["traded"] = .flag(false) }
            let form = field(formColumn)?.trimmingWhitespace() ?? ""
            let entry = Backup.Entry(
                dexNumber: dexNumber, name: field("name")?.nonEmpty, given: given, form: form, location: .line(line))
            if let index = gameIndex[slug] {
                if games[index].starter != starter {
                    throw fault(
                        line,
                        "starter '\(starter ?? "")' differs from \(games[index].location)'s '\(games[index].starter ?? "")' for game \(slug)"
                    )
                }
                games[index].pokemon.append(entry)
                games[index].kinds.note(form)
            } else {
                gameIndex[slug] = games.count
                games.append(
                    Backup.Game(
                        slug: slug, name: nil, starter: starter, dataVersion: dataVersion,
                        spriteURLTemplate: nil, pokemon: [entry], location: .line(line),
                        kinds: EntryKinds().noting(form)))
            }
        }
        return Backup(activeGame: nil, games: games)
    }
}

extension EntryKinds {
    /// A CSV backup has no column for what a game lists: a form in the file says the game lists forms, a female of
    /// her own that it lists sexes.
    mutating func note(_ form: String) {
        if form == EntryKey.female { genders = true } else if !form.isEmpty { forms = true }
    }

    func noting(_ form: String) -> EntryKinds {
        var kinds = self
        kinds.note(form)
        return kinds
    }
}

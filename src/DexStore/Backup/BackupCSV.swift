import DexModel
import DexSystem
import FoundationEssentials

/// The CSV backup: one row per Pokémon under a header row, for spreadsheets, and re-importable.
///
/// ```
/// game,starter,dataVersion,dexNumber,name,caught,notes,hint,availability,traded,shiny,caughtOn,forms,genders,tracksShiny,downloadsSprites,spriteURLTemplate,active
/// firered,bulbasaur,2026.11,1,Bulbasaur,yes,my first,Starter: Pallet Town,obtainable,no,no,2026-11-21,no,no,no,yes,https://…/{sprite}.png,yes
/// ```
/// `hint` and `availability` are written for the reader and ignored on import; `traded` (optional) marks a Pokémon
/// the player added as received in a trade; `shiny` (optional: without it, the tracked state is kept) one caught
/// shiny. The game's own columns (`starter` and `gameColumns`) repeat on each of its rows, and must agree there.
/// Quoting is RFC 4180's (`CSVText`). On import, columns are found by name, in any order; `game`, `dexNumber`
/// and `caught` are required; `caught` takes yes/no, true/false or 1/0. Cells a spreadsheet would run as a
/// formula are written with a leading `'` (see `guardingFormula`), which import takes off again.
enum BackupCSV {
    /// The columns: the Pokémon's own and the fields of `PlayerState.fields` by key, the first fields where they have
    /// always been and any other after them.
    static let header = placed + PlayerState.fields.map(\.key).filter { !placed.contains($0) } + gameColumns
    private static let placed = [
        "game", "starter", "dataVersion", "dexNumber", "name", "caught", "notes", "hint", "availability", "traded",
        "shiny",
    ]
    static let required = ["game", "dexNumber", "caught"]
    /// What a game is tracked with, as `dex add-game` takes it, so that an import adds the same game; optional on
    /// read, an empty cell or a missing column taking `dex add-game`'s default (and without `forms` and `genders`, the
    /// game's `form` cells say what it lists). `active` is `yes` on the active game's rows.
    static let gameColumns = ["forms", "genders", "tracksShiny", "downloadsSprites", "spriteURLTemplate", "active"]
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
            let gameCells = [
                "game": game.slug, "starter": game.starter ?? "", "dataVersion": game.dataVersion ?? "",
                "forms": yesNo(game.kinds.forms), "genders": yesNo(game.kinds.genders),
                "tracksShiny": yesNo(game.tracksShiny ?? false), "downloadsSprites": yesNo(game.downloadsSprites ?? true),
                "spriteURLTemplate": game.spriteURLTemplate ?? "",
                "active": yesNo(backup.activeGame == game.slug),
            ]
            for entry in game.pokemon {
                var cells = gameCells
                cells["dexNumber"] = String(entry.dexNumber)
                cells["name"] = entry.name ?? ""
                cells["hint"] = entry.hint ?? ""
                cells["availability"] = entry.availability ?? Obtainability.obtainable.rawValue
                for field in PlayerState.fields {
                    cells[field.key] = field.csvCell(entry.given[field.key] ?? field.blank)
                }
                let fields = header.map { cells[$0] ?? "" }
                text += "\n" + CSVText.record((hasForms ? fields + [entry.form] : fields).map(guardingFormula))
            }
        }
        return Data((text + "\n").utf8)
    }

    private static func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }

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
        var activeGame: String?
        /// The game's own cells (`starter`, `gameColumns`) on its first row, which its other rows must repeat.
        var firstCells: [[String]] = []
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
            var flags: [String: Bool] = [:]
            for name in ["forms", "genders", "tracksShiny", "downloadsSprites", "active"] {
                guard let text = field(name), !text.trimmingWhitespace().isEmpty else { continue }
                guard let flag = PlayerStateField.flag(text) else {
                    throw fault(line, "\(name) '\(text)' is not yes/no, true/false or 1/0")
                }
                flags[name] = flag
            }
            let gameCells = (["starter"] + gameColumns).map { field($0)?.trimmingWhitespace() ?? "" }
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
                let first = firstCells[index]
                if let i = gameCells.indices.first(where: { gameCells[$0] != first[$0] }) {
                    throw fault(
                        line,
                        "\((["starter"] + gameColumns)[i]) '\(gameCells[i])' differs from \(games[index].location)'s '\(first[i])' for game \(slug)"
                    )
                }
                games[index].pokemon.append(entry)
                if column["forms"] == nil && column["genders"] == nil { games[index].kinds.note(form) }
            } else {
                gameIndex[slug] = games.count
                firstCells.append(gameCells)
                if flags["active"] == true {
                    if let other = activeGame {
                        throw fault(line, "active: both \(other) and \(slug) are marked as the active game; keep one")
                    }
                    activeGame = slug
                }
                let kinds =
                    column["forms"] == nil && column["genders"] == nil
                    ? EntryKinds().noting(form) : EntryKinds(forms: flags["forms"] ?? false, genders: flags["genders"] ?? false)
                games.append(
                    Backup.Game(
                        slug: slug, name: nil, starter: starter, dataVersion: dataVersion,
                        spriteURLTemplate: field("spriteURLTemplate")?.trimmingWhitespace().nonEmpty,
                        tracksShiny: flags["tracksShiny"], downloadsSprites: flags["downloadsSprites"], pokemon: [entry],
                        location: .line(line), kinds: kinds))
            }
        }
        return Backup(activeGame: activeGame, games: games)
    }
}

extension EntryKinds {
    /// In a CSV backup without `forms` and `genders` columns, a form in the file says the game lists forms, a female
    /// of her own that it lists sexes.
    mutating func note(_ form: String) {
        if form == EntryKey.female { genders = true } else if !form.isEmpty { forms = true }
    }

    func noting(_ form: String) -> EntryKinds {
        var kinds = self
        kinds.note(form)
        return kinds
    }
}

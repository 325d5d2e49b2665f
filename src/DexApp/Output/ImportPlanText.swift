import DexModel
import DexStore

/// What `dex import` says of its plan: a line per change for `--dry-run`, and the counts.
public struct ImportPlanText {
    let plan: ImportPlan

    public init(_ plan: ImportPlan) { self.plan = plan }

    /// Nothing to change: the database already matches the file.
    public var isEmpty: Bool { plan.isEmpty }

    /// One line per generation 1 game whose shinies the file records, for stderr.
    public var keptPlain: [String] {
        plan.keptPlain.map(Generation1Words.keptPlain)
    }

    /// One line per change, for `--dry-run`.
    public var lines: [String] {
        plan.addedGames.map {
            "add game \($0.slug): \($0.name)\($0.starter.map { ", starter \($0)" } ?? "") (\($0.total) Pokémon)"
        }
            + plan.removedGames.map { "remove game \($0.slug): \($0.name)" }
            + plan.changes.map { change in
                var parts: [String] = []
                if let caught = change.caught { parts.append(caught ? "caught" : "not caught") }
                if let shiny = change.shiny { parts.append(shiny ? "shiny" : "not shiny") }
                if let notes = change.notes { parts.append(notes.isEmpty ? "note cleared" : "note " + Self.quoted(notes)) }
                return "\(change.game) \(change.label): \(parts.joined(separator: ", "))"
            }
            + (plan.activeGame.map { ["active game: \($0)"] } ?? [])
    }

    /// A note on one line: in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The counts, as the journal records the import too (`ImportPlan.summary`).
    public var summary: String { plan.summary }
}

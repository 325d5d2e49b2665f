import DexModel
import DexStore
import FoundationEssentials

/// The words of `dex sync` and `dex sync --status`.
public enum SyncLines {
    /// What a sync did, one line each.
    public static func report(_ report: Tracker.SyncReport, folder: String) -> [String] {
        guard let outcome = report.outcome, outcome.written > 0 || !outcome.applied.isEmpty else {
            return ["Nothing new to sync in \(folder)."]
        }
        let machines = report.machines
        var lines: [String] = []
        if outcome.written > 0 {
            lines.append("Wrote \(count(outcome.written, "change")) to \(folder)/\(outcome.machine)\(SyncFile.fileExtension).")
        }
        for applied in outcome.applied {
            lines.append("Read \(count(applied.records, "record")) from \(machines.name(applied.machine)).")
        }
        lines += outcome.gameConflicts.map { gameConflict($0, machines) }
        for slug in outcome.reseededGames where !outcome.gameConflicts.contains(where: { $0.game == slug }) {
            lines.append("Now tracking \(slug) with the starter and options every machine keeps for it; your catches are kept.")
        }
        if outcome.changedPokemon > 0 { lines.append("Updated \(count(outcome.changedPokemon, "Pokémon", "Pokémon")).") }
        for slug in outcome.addedGames {
            lines.append("Now tracking \(slug), as another machine does; run 'dex sprites fetch --game \(slug)' for its sprites.")
        }
        for slug in outcome.removedGames { lines.append("Stopped tracking \(slug), as another machine did.") }
        lines += outcome.conflicts.map { conflict($0, machines) }
        if outcome.changedPokemon > 0 || !outcome.addedGames.isEmpty || !outcome.removedGames.isEmpty
            || !outcome.reseededGames.isEmpty
        {
            lines.append("'dex undo' reverts what this sync changed here.")
        }
        return lines
    }

    /// Warnings for stderr: files read in part, records refused, games and entries that could not be added.
    public static func warnings(_ report: Tracker.SyncReport) -> [String] {
        report.skipped.map { "Warning: " + warning($0) }
            + report.refused.map { "Warning: " + SyncRefusalLines.warning($0) }
            + (report.outcome?.skippedGames ?? []).map {
                "Warning: another machine tracks \($0.slug), which cannot be added here (\(ErrorMessage.line(for: $0.error))); "
                    + "its changes wait until it can"
            }
            + (report.outcome?.generation1ShiniesKeptPlain ?? []).map { Generation1Words.keptPlain($0) }
            + (report.outcome?.unlistedEntries ?? []).map {
                "Warning: another machine has \($0.entries.map(\.description).joined(separator: ", ")) in \($0.slug), "
                    + "which this dex's game data does not list; update dex here, and a later sync that brings in changes "
                    + "adds \($0.entries.count == 1 ? "it" : "them")"
            }
    }

    static func warning(_ skipped: Tracker.SkippedSyncFile) -> String {
        switch skipped.problem {
        case .notASyncFile:
            "\(skipped.file) is not a dex sync file of the machine it is named for; skipped"
        case .newerVersion(let version):
            "\(skipped.file) was written by a newer dex (sync format \(version)); skipped: update dex on this machine"
        case .incompleteRecord:
            "\(skipped.file) ends in a record not yet whole (still being copied?); what follows is read at the next sync"
        case .damagedRecord:
            "\(skipped.file) holds a damaged record; it and what follows are read again at the next sync"
        }
    }

    static func conflict(_ conflict: SyncConflict, _ machines: MachineNames) -> String {
        let form = conflict.form.isEmpty ? "" : " (\(conflict.form))"
        return "Two notes on #\(conflict.dexNumber)\(form) in \(conflict.game) were written at once: kept "
            + "'\(conflict.note)' from \(machines.name(conflict.machine)) beside the note; write the note again to settle it "
            + "(dex note \(conflict.dexNumber) --game \(conflict.game) TEXT)."
    }

    /// One game added on several machines with different options: which add every machine keeps.
    static func gameConflict(_ conflict: SyncGameConflict, _ machines: MachineNames) -> String {
        let others = conflict.gaveWay.map { "\(machines.place($0.machine)) (\(options($0.options)))" }
        let kept = conflict.kept.machine == machines.own ? "this machine's" : "\(machines.name(conflict.kept.machine))'s"
        return "\(conflict.game) was added \(machines.place(conflict.kept.machine)) (\(options(conflict.kept.options))) and "
            + "\(others.joined(separator: " and ")) before they synced: every machine keeps \(kept), added first; "
            + "the catches made in the other run are kept in it, as traded where it lacks them."
    }

    static func options(_ options: SyncGameOptions) -> String {
        var words = [options.starter.map { "starter \($0)" } ?? "no starter"]
        if options.kinds.forms { words.append("forms") }
        if options.kinds.genders { words.append("genders") }
        if options.tracksShiny { words.append("shiny dex") }
        return words.joined(separator: ", ")
    }

    /// `dex sync --status`.
    public static func status(_ status: SyncStatus, folder: String) -> [String] {
        guard let machine = status.machine else {
            return ["This machine has not synced yet: run 'dex sync \(folder)'."]
        }
        let machines = status.machines
        var lines = [
            "This machine: \(machines.name(machine)), last wrote \(time(status.lastWritten)); "
                + (status.pendingChanges == 0
                    ? "nothing to write." : "\(count(status.pendingChanges, "change")) not yet written.")
        ]
        if status.others.isEmpty { lines.append("No other machine has written to \(folder) yet.") }
        for other in status.others {
            var line =
                "\(machines.name(other.machine)): last wrote \(time(other.lastWritten)); \(count(other.applied, "record")) applied"
            line += other.pending == 0 ? ", nothing pending." : ", \(other.pending) pending."
            if let problem = other.problem {
                let file = folder + "/" + other.machine + SyncFile.fileExtension
                line += " " + warning(.init(file: file, problem: problem)) + "."
            }
            lines.append(line)
        }
        lines += status.conflicts.map { conflict($0, machines) }
        return lines
    }

    static func time(_ clock: Int64?) -> String {
        guard let clock, clock > 0 else { return "nothing yet" }
        return Date(timeIntervalSince1970: Double(clock) / 1000).ISO8601Format()
    }

    static func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
        "\(number) \(number == 1 ? one : many ?? one + "s")"
    }
}

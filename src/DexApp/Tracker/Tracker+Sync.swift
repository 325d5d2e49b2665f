import DexModel
import DexStore
import DexSystem
import FoundationEssentials

extension Tracker {
    // MARK: - Keeping machines in step (`dex sync`)

    /// What `dex sync` did.
    public struct SyncReport: Sendable {
        /// Nil when nothing was new, here or in the folder: the database was not written.
        public var outcome: SyncOutcome?
        /// Files read only in part (or not at all), read again from there next time.
        public var skipped: [SkippedSyncFile]
        /// Records refused: they hold what this dex would not accept.
        public var refused: [RefusedSyncRecord] = []
        /// How to name the machines.
        public var machines = MachineNames(own: nil, [:])
    }

    /// A file of the sync folder that could not be read whole.
    public struct SkippedSyncFile: Sendable {
        public var file: String
        public var problem: SyncFile.Problem
    }

    /// A record of another machine's file that was not applied, and why.
    public struct RefusedSyncRecord: Sendable {
        public var file: String
        public var fault: SyncRecordCheck.Fault
    }

    /// Writes this machine's changes since its last sync to its file in `folder`, then applies what the other
    /// machines' files hold that is new here: one transaction and one journal entry. With nothing new anywhere, it
    /// writes nothing. `manifest` gives the games other machines track that this one does not yet. `name` names this
    /// machine (`sync --name`); a machine not yet named takes its host name.
    public func sync(folder path: String, manifest: ManifestChoice, name: String? = nil) throws -> SyncReport {
        let folder = try SyncFolder(path)
        let position = try database.sync.position()
        if let machine = position.machine { try folder.checkOwnFile(of: machine) }
        var skipped: [SkippedSyncFile] = []
        var refused: [RefusedSyncRecord] = []
        var batches: [SyncBatch] = []
        for peer in folder.peerFiles(except: position.machine) {
            let machine = String(PathText.lastComponent(peer.path).dropLast(SyncFile.fileExtension.count))
            let known = position.peers[machine]
            if let known, known.offset == peer.size, known.file == peer.path { continue }
            let (contents, start) = try folder.read(peer.path, after: known)
            if let problem = contents.problem { skipped.append(SkippedSyncFile(file: peer.path, problem: problem)) }
            guard let owner = contents.machine else { continue }
            guard owner == machine else {
                skipped.append(SkippedSyncFile(file: peer.path, problem: .notASyncFile))
                continue
            }
            if contents.records.isEmpty, start == known?.offset { continue }
            var records: [SyncFile.Record] = []
            for record in contents.records {
                if let fault = SyncRecordCheck.fault(of: record, games: manifest.loadGame) {
                    refused.append(RefusedSyncRecord(file: peer.path, fault: fault))
                } else {
                    records.append(record)
                }
            }
            var batch = SyncBatch(machine: machine, file: peer.path, start: start, end: contents.end, records: records)
            batch.lastClock = contents.records.last?.clock
            batches.append(batch)
        }
        // A new machine has no file yet: it writes what it holds after its first merge.
        let own: SyncOwnFile
        do {
            own =
                try position.machine.map {
                    try folder.ownFile(of: $0, after: position.peers[$0], holdingState: position.holdsState)
                } ?? SyncOwnFile(unmerged: nil, republish: true)
        } catch SyncError.foreignFile(let path, let owner) {
            throw namingMachine(SyncError.foreignFile(path: path, machine: owner))
        }
        let defaultName = position.name == nil ? MachineNames.hostName() : ""
        let renames = name.map { $0 != position.name } ?? !defaultName.isEmpty
        guard
            position.hasPending || !batches.isEmpty || position.machine == nil || own.unmerged != nil || own.republish
                || renames
        else {
            return SyncReport(outcome: nil, skipped: skipped, refused: refused)
        }
        let outcome: SyncOutcome
        do {
            outcome = try database.sync.sync(
                batches, own: own, now: Int64(Date().timeIntervalSince1970 * 1000),
                newMachine: { UUID.random().uuidString.lowercased() }, name: name, defaultName: defaultName,
                publish: { machine, record, afresh in try folder.append(record, machine: machine, afresh: afresh) },
                games: manifest.loadGame)
        } catch SyncError.foreignFile(let path, let owner) {
            throw namingMachine(SyncError.foreignFile(path: path, machine: owner))
        }
        return SyncReport(
            outcome: outcome, skipped: skipped, refused: refused,
            machines: MachineNames(own: outcome.machine, outcome.names))
    }

    /// A foreign file's error with its machine named as a person knows it.
    private func namingMachine(_ error: SyncError) -> SyncError {
        guard case .foreignFile(let path, let owner) = error else { return error }
        let names = MachineNames(own: nil, (try? database.sync.status().names) ?? [:])
        return .foreignFile(path: path, machine: names.name(owner))
    }

    /// `dex sync --status`: this machine and what it has not written yet, each other machine of `folder` with what it
    /// last wrote and how many of its records are not applied here, and the notes in conflict.
    public func syncStatus(folder path: String) throws -> SyncStatus {
        let folder = try SyncFolder(path)
        let report = try database.sync.status()
        if let machine = report.machine { try folder.checkOwnFile(of: machine) }
        var others: [SyncStatus.Other] = []
        for peer in folder.peerFiles(except: report.machine) {
            let machine = String(PathText.lastComponent(peer.path).dropLast(SyncFile.fileExtension.count))
            let applied = report.peers.first { $0.machine == machine }
            let contents = try folder.read(peer.path, from: applied.map { $0.offset <= peer.size ? $0.offset : nil } ?? nil)
            others.append(
                SyncStatus.Other(
                    machine: machine, applied: applied?.records ?? 0, lastApplied: applied?.lastClock,
                    pending: contents.records.count, lastWritten: contents.records.last?.clock ?? applied?.lastClock,
                    problem: contents.machine == nil || contents.machine == machine ? contents.problem : .notASyncFile))
        }
        return SyncStatus(
            machine: report.machine, lastWritten: report.ownLastClock, pendingChanges: report.pendingChanges,
            others: others, conflicts: report.conflicts, machines: MachineNames(own: report.machine, report.names))
    }
}

/// `dex sync --status`.
public struct SyncStatus: Sendable {
    public struct Other: Sendable {
        public var machine: String
        /// Its records applied here, and the clock of the last (milliseconds since 1970).
        public var applied: Int
        public var lastApplied: Int64?
        /// Its records not applied here yet, and the clock of its last record.
        public var pending: Int
        public var lastWritten: Int64?
        public var problem: SyncFile.Problem?
    }
    /// Nil before the first sync.
    public var machine: String?
    public var lastWritten: Int64?
    /// Changes made here since the last sync (Pokémon and games).
    public var pendingChanges: Int
    public var others: [Other]
    public var conflicts: [SyncConflict]
    public var machines: MachineNames
}

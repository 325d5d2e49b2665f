import DexModel
import DexStore
import DexSystem
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder machines share for `dex sync` (a Syncthing or Dropbox folder, a git checkout, a USB stick): one file
/// per machine, `<machine>.dexsync`, each written by its machine only.
struct SyncFolder {
    let path: String

    /// A file another machine wrote, as far as it could be read.
    struct PeerFile {
        var path: String
        var size: Int
    }

    /// A file that could not be read whole: skipped from where it stopped, read again next time.
    struct Skipped: Sendable {
        var file: String
        var problem: SyncFile.Problem
    }

    init(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw SyncError.folderMissing(path: path) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw SyncError.notAFolder(path: path) }
        self.path = path
    }

    func file(of machine: String) -> String { path + "/" + machine + SyncFile.fileExtension }

    /// The sync files of the folder but `own`, with their sizes.
    func peerFiles(except own: String?) -> [PeerFile] {
        var files: [PeerFile] = []
        POSIXFile.forEachEntry(in: path) { name in
            guard name.hasSuffix(SyncFile.fileExtension), !name.hasPrefix(".") else { return }
            let file = path + "/" + name
            guard own.map({ file != self.file(of: $0) }) ?? true else { return }
            var info = stat()
            guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
            files.append(PeerFile(path: file, size: Int(info.st_size)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The records of `file` from `offset` on (the header when nil), or why it cannot be read.
    func read(_ file: String, from offset: Int?) throws -> SyncFile.Contents {
        SyncFile.read(try bytes(of: file), from: offset ?? SyncFile.headerLength)
    }

    /// The records of `file` new since it was read up to `peer`'s offset, and where they start: from that offset
    /// while the file is the one read then, grown; else (written afresh since, or never read) from its header.
    func read(_ file: String, after peer: SyncPeer?) throws -> (contents: SyncFile.Contents, start: Int) {
        let bytes = try bytes(of: file)
        var start = SyncFile.headerLength
        if let peer, SyncFile.continues(bytes, at: peer.offset, lastClock: peer.lastClock) { start = peer.offset }
        return (SyncFile.read(bytes, from: start), start)
    }

    /// Refuses this machine's file when something other than a regular file is in its place: a FIFO would hang the
    /// sync that reads or appends to it.
    func checkOwnFile(of machine: String) throws {
        let file = self.file(of: machine)
        var info = stat()
        guard stat(file, &info) == 0 else { return }
        do { try RegularFile.check(info) } catch {
            guard case .notARegularFile(let kind) = error else { return }
            throw SyncError.notARegularFile(path: file, kind: kind)
        }
    }

    /// The bytes of `file`; a FIFO or device is refused, not waited on.
    private func bytes(of file: String) throws -> [UInt8] {
        do { return try RegularFile.contents(of: file) } catch {
            switch error {
            case .system: throw SyncError.unreadable(path: file, reason: error.reason)
            case .notARegularFile(let kind): throw SyncError.notARegularFile(path: file, kind: kind)
            }
        }
    }

    /// What this machine's own file holds that its database lacks: the records of a sync killed after its append,
    /// to merge before writing more; and whether the file lost what this machine wrote (gone, as in a folder new to
    /// it, or an older copy put back), so that the whole shared state must be written to it afresh.
    func ownFile(of machine: String, after known: SyncPeer?, holdingState: Bool) throws -> SyncOwnFile {
        let file = self.file(of: machine)
        var info = stat()
        guard stat(file, &info) == 0 else { return SyncOwnFile(unmerged: nil, republish: holdingState) }
        if let known, known.offset == Int(info.st_size), known.file == file {
            return SyncOwnFile(unmerged: nil, republish: false)
        }
        let bytes = try bytes(of: file)
        let whole = SyncFile.read(bytes)
        if let owner = whole.machine, owner != machine { throw SyncError.foreignFile(path: file, machine: owner) }
        guard whole.machine != nil else { return SyncOwnFile(unmerged: nil, republish: holdingState) }
        if let known, SyncFile.continues(bytes, at: known.offset, lastClock: known.lastClock) {
            let rest = SyncFile.read(bytes, from: known.offset)
            return SyncOwnFile(
                unmerged: rest.records.isEmpty
                    ? nil : SyncBatch(machine: machine, file: file, start: known.offset, end: rest.end, records: rest.records),
                republish: false)
        }
        return SyncOwnFile(
            unmerged: whole.records.isEmpty
                ? nil
                : SyncBatch(machine: machine, file: file, start: SyncFile.headerLength, end: whole.end, records: whole.records),
            republish: known != nil && holdingState)
    }

    /// Appends `record` to `machine`'s file, first cutting off a torn tail left by a write that was killed, or, when
    /// `afresh`, replaces the file with one holding `record` alone; returns the file and its length after.
    func append(_ record: [UInt8], machine: String, afresh: Bool) throws -> (file: String, length: Int) {
        let file = self.file(of: machine)
        let header = SyncFile.header(machine: machine)
        do {
            if afresh {
                try AtomicFile.write(Data(header + record), to: file)
                return (file, header.count + record.count)
            }
            var keeping = 0
            if let bytes = try? POSIXFile.contents(of: file), !bytes.isEmpty {
                let contents = SyncFile.read(Array(bytes))
                if let owner = contents.machine, owner != machine { throw SyncError.foreignFile(path: file, machine: owner) }
                keeping = contents.machine == nil ? 0 : contents.end
            }
            try AppendOnlyFile.append(record, to: file, keeping: keeping, header: header)
            return (file, (keeping == 0 ? header.count : keeping) + record.count)
        } catch FileError.unwritable(_, let reason) {
            throw SyncError.unwritable(path: file, reason: reason)
        }
    }
}

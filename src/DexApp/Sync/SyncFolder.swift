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
        SyncFile.read(try Self.bytes(of: file) ?? [], from: offset ?? SyncFile.headerLength)
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

    /// The bytes of `file`, nil when there is none; a FIFO or device is refused, not waited on.
    private static func bytes(of file: String) throws -> [UInt8]? {
        do { return try RegularFile.contents(of: file) } catch {
            switch error {
            case .system(let code) where code == ENOENT: return nil
            case .system: throw SyncError.unreadable(path: file, reason: error.reason)
            case .notARegularFile(let kind): throw SyncError.notARegularFile(path: file, kind: kind)
            }
        }
    }

    /// Appends `record` to `machine`'s file, first cutting off a torn tail left by a write that was killed.
    func append(_ record: [UInt8], machine: String) throws {
        let file = self.file(of: machine)
        var keeping = 0
        if let bytes = try Self.bytes(of: file), !bytes.isEmpty {
            let contents = SyncFile.read(bytes)
            if let owner = contents.machine, owner != machine { throw SyncError.foreignFile(path: file, machine: owner) }
            keeping = contents.machine == nil ? 0 : contents.end
        }
        do {
            try AppendOnlyFile.append(record, to: file, keeping: keeping, header: SyncFile.header(machine: machine))
        } catch {
            guard case .unwritable(_, let reason) = error else { throw error }
            throw SyncError.unwritable(path: file, reason: reason)
        }
    }
}

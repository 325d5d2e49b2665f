#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import DexModel
import DexSystem

/// The sprite folder on disk: `<data folder>/sprites/<game slug>/<sprite slug>.png`.
///
/// Slugs are never trusted as paths: a game or sprite slug that is not lowercase letters, digits and '-' is
/// refused, so nothing is ever written outside `sprites/`. A sprite is written to a temporary name in its
/// game's folder and renamed into place, so a crash or `kill -9` never leaves a partial sprite under a real name.
public struct SpriteCache: Sendable {
    public let root: URL

    public init(home: DexHome) {
        root = home.spritesURL
    }

    public enum PathError: Error, Sendable, Equatable, CustomStringConvertible {
        case unsafeSlug(String)

        public var description: String {
            switch self {
            case .unsafeSlug(let slug):
                "'\(slug)' is not a safe file name (only lowercase letters, digits and '-'); fix the manifest"
            }
        }
    }

    public func folder(game: String) throws(PathError) -> URL {
        guard SpriteSlug.isValid(game) else { throw .unsafeSlug(game) }
        return root.appendingPathComponent(game, isDirectory: true)
    }

    public func fileURL(game: String, sprite: String) throws(PathError) -> URL {
        guard SpriteSlug.isValid(sprite) else { throw .unsafeSlug(sprite) }
        return try folder(game: game).appendingPathComponent(sprite + ".png")
    }

    /// Makes `game`'s folder if needed and removes the temporary files in it left by a `dex` that died mid-write
    /// (their name carries the writer's process id). The folder is read one entry at a time, so a large one
    /// costs no memory.
    package func prepareFolder(game: String) throws {
        let folder = try folder(game: game)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DexError.spriteCacheUnwritable(path: folder.path, reason: (error as NSError).localizedDescription)
        }
        TemporaryFileName.removeAbandoned(in: folder.path)
    }

    /// Writes a validated sprite to a temporary name in its game's folder (made by `prepareFolder`) and renames
    /// it into place; returns its size.
    func store(_ bytes: [UInt8], game: String, sprite: String) throws -> Int {
        let destination = try fileURL(game: game, sprite: sprite).path
        let temporary = try folder(game: game).path + "/" + TemporaryFileName.make(for: sprite)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Self.posixError(temporary) }
        let problem = bytes.withUnsafeBytes { POSIXFile.writeAll($0, to: fd) }
        close(fd)
        if problem == 0, rename(temporary, destination) == 0 { return bytes.count }
        let error = problem != 0 ? Self.posixError(temporary, problem) : Self.posixError(destination)
        unlink(temporary)
        throw error
    }

    /// Deletes a game's folder (`dex remove-game`, and a fetch whose game was removed meanwhile).
    ///
    /// A fetch of the game may still be writing into the folder, so it is first renamed out of the way: the fetch's
    /// next write fails instead of landing in it. A write already under way may still land in the renamed folder
    /// and make one deletion fail, so deleting is tried a few times. (`dex sprites clean` removes a leftover.)
    public func removeGame(_ slug: String) throws {
        let folder = try folder(game: slug).path
        let doomed = root.appendingPathComponent(".\(slug).removed.\(getpid()).\(UInt32.random(in: .min ... .max))").path
        guard rename(folder, doomed) == 0 else {
            if errno == ENOENT { return }
            throw Self.posixError(folder)
        }
        for attempt in 1... {
            do {
                return try FileManager.default.removeItem(atPath: doomed)
            } catch where attempt < 5 {
                usleep(20_000)
            }
        }
    }

    /// What `dex sprites clean` removed.
    public struct CleanReport: Sendable, Equatable {
        public var removedFolders: [String] = []
        public var removedTemporaryFiles = 0
        public var freedBytes = 0
    }

    /// Removes the folders of games not in `tracked` and temporary files no running `dex` is writing.
    public func clean(keeping tracked: Set<String>) async throws -> CleanReport {
        let cache = self
        return try await BlockingIO.run { try cache.cleanNow(keeping: tracked) }
    }

    func cleanNow(keeping tracked: Set<String>) throws -> CleanReport {
        var report = CleanReport()
        let fileManager = FileManager.default
        for name in ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            let url = root.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if !tracked.contains(name) {
                report.freedBytes += Self.bytes(under: url)
                try fileManager.removeItem(at: url)
                report.removedFolders.append(name)
            } else if isFolder.boolValue {
                for file in (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? [] where TemporaryFileName.isAbandoned(file) {
                    let path = url.appendingPathComponent(file).path
                    report.freedBytes += Self.bytes(under: URL(fileURLWithPath: path))
                    if unlink(path) == 0 { report.removedTemporaryFiles += 1 }
                }
            }
        }
        return report
    }

    /// Bytes of the regular files in `url` (a file or a folder, not followed into subfolders' links).
    public static func bytes(under url: URL) -> Int {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return 0 }
        if (info.st_mode & S_IFMT) != S_IFDIR { return (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0 }
        var total = 0
        POSIXFile.forEachEntry(in: url.path) { total += bytes(under: url.appendingPathComponent($0)) }
        return total
    }

    private static func posixError(_ path: String, _ code: Int32 = errno) -> DexError {
        DexError.spriteCacheUnwritable(path: path, reason: String(cString: strerror(code)))
    }
}

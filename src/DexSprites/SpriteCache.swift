import DexModel
import DexSystem
import Dispatch
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sprite folder on disk: `<data folder>/sprites/<game slug>/<sprite slug>.png`, and a game's shiny sprites in
/// its `shiny` folder, `<data folder>/sprites/<game slug>/shiny/<sprite slug>.png` (`shiny: true` below).
///
/// Slugs are never trusted as paths: a game or sprite slug that is not lowercase letters, digits and '-' is
/// refused, so nothing is ever written outside `sprites/`. A sprite is written by `AtomicFile.replace` (a temporary
/// name in its game's folder, flushed, renamed into place), so a crash, `kill -9` or a power cut never leaves a
/// partial sprite under a real name.
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

    /// The folder a game's shiny sprites are kept in, inside the game's own.
    public static let shinyFolder = "shiny"

    public func folder(game: String, shiny: Bool = false) throws(PathError) -> URL {
        guard SpriteSlug.isValid(game) else { throw .unsafeSlug(game) }
        let folder = root.appendingPathComponent(game, isDirectory: true)
        return shiny ? folder.appendingPathComponent(Self.shinyFolder, isDirectory: true) : folder
    }

    public func fileURL(game: String, sprite: String, shiny: Bool = false) throws(PathError) -> URL {
        guard SpriteSlug.isValid(sprite) else { throw .unsafeSlug(sprite) }
        return try folder(game: game, shiny: shiny).appendingPathComponent(sprite + ".png")
    }

    /// Makes `game`'s folder if needed and removes the temporary files in it left by a `dex` that died mid-write
    /// (their name carries the writer's process id). The folder is read one entry at a time, so a large one
    /// costs no memory.
    package func prepareFolder(game: String, shiny: Bool = false) throws {
        let folder = try folder(game: game, shiny: shiny)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            let posix = (error as? CocoaError)?.underlying as? POSIXError
            throw SpriteCacheError.spriteCacheUnwritable(
                path: folder.path, reason: posix.map { String(cString: strerror($0.code.rawValue)) } ?? "\(error)")
        }
        TemporaryFileName.removeAbandoned(in: folder.path)
    }

    /// Writes a validated sprite into its game's folder (made by `prepareFolder`) with `AtomicFile.replace`, on a
    /// queue of its own; returns its size. The folder is flushed once the job has written its sprites, by
    /// `flushFolder(game:)`.
    ///
    /// Each write waits for its sprite to reach the disk. Run one at a time (on `BlockingIO`'s serial queue) that
    /// made a 386-sprite fetch 3.5 times slower; side by side, the writes share the file system's journal commits.
    func store(_ bytes: [UInt8], game: String, sprite: String, shiny: Bool = false) async throws -> Int {
        let folder = try folder(game: game, shiny: shiny).path
        let name = try fileURL(game: game, sprite: sprite, shiny: shiny).lastPathComponent
        let write: @Sendable () throws -> Int = {
            do throws(AtomicFile.Failure) {
                try AtomicFile.replace(name, in: folder, with: bytes, mode: 0o644, flushesFolder: false)
            } catch {
                throw Self.posixError(error.path, error.code)
            }
            return bytes.count
        }
        return try await withCheckedThrowingContinuation { continuation in
            Self.writes.async { continuation.resume(with: Result { try write() }) }
        }
    }

    /// Where sprites are written: concurrent, so that writes waiting for the disk wait together.
    private static let writes = DispatchQueue(label: "dex.sprite-writes", attributes: .concurrent)

    /// Flushes `game`'s folder, so that the sprites renamed into it survive a power cut.
    package func flushFolder(game: String, shiny: Bool = false) throws {
        let folder = try folder(game: game, shiny: shiny).path
        do throws(AtomicFile.Failure) {
            try AtomicFile.flushFolder(folder)
        } catch {
            throw Self.posixError(error.path, error.code)
        }
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
            } catch  where attempt < 5 {
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

    /// Removes the folders of games not in `tracked` and temporary files no running `dex` is writing (in a game's
    /// folder and its shiny folder).
    public func clean(keeping tracked: Set<String>) async throws -> CleanReport {
        let cache = self
        return try await BlockingIO.run { try cache.cleanNow(keeping: tracked) }
    }

    func cleanNow(keeping tracked: Set<String>) throws -> CleanReport {
        var report = CleanReport()
        let fileManager = FileManager.default
        for name in ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            let url = root.appendingPathComponent(name)
            var isFolder = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if !tracked.contains(name) {
                report.freedBytes += Self.bytes(under: url)
                try fileManager.removeItem(at: url)
                report.removedFolders.append(name)
            } else if isFolder {
                for folder in [url, url.appendingPathComponent(Self.shinyFolder, isDirectory: true)] {
                    for file in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
                    where TemporaryFileName.isAbandoned(file) {
                        let path = folder.appendingPathComponent(file).path
                        report.freedBytes += Self.bytes(under: URL(fileURLWithPath: path))
                        if unlink(path) == 0 { report.removedTemporaryFiles += 1 }
                    }
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

    private static func posixError(_ path: String, _ code: Int32 = errno) -> SpriteCacheError {
        SpriteCacheError.spriteCacheUnwritable(path: path, reason: String(cString: strerror(code)))
    }
}

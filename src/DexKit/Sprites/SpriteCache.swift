#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

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
    func prepareFolder(game: String) throws {
        let folder = try folder(game: game)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DexError.spriteCacheUnwritable(path: folder.path, reason: (error as NSError).localizedDescription)
        }
        Self.forEachEntry(in: folder.path) { name in
            if Self.isAbandonedTemporary(name) { unlink(folder.path + "/" + name) }
        }
    }

    /// Writes a validated sprite to a temporary name in its game's folder (made by `prepareFolder`) and renames
    /// it into place; returns its size.
    func store(_ bytes: [UInt8], game: String, sprite: String) throws -> Int {
        let destination = try fileURL(game: game, sprite: sprite).path
        let temporary = try folder(game: game).path + "/.\(sprite).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Self.posixError(temporary) }
        let problem = bytes.withUnsafeBytes { POSIXFile.writeAll($0, to: fd) }
        close(fd)
        if problem == 0, rename(temporary, destination) == 0 { return bytes.count }
        let error = problem != 0 ? Self.posixError(temporary, problem) : Self.posixError(destination)
        unlink(temporary)
        throw error
    }

    /// What the cache holds for one sprite: `fetch`, `status`, `show` and `list --sprites` all ask this.
    public func cachedSprite(game: String, sprite: String) -> CachedSprite {
        guard let path = try? fileURL(game: game, sprite: sprite).path else { return .absent }
        return Self.inspect(path)
    }

    /// The size of each validly cached sprite of `game` (nil where there is none). Sprites are asked for a page at
    /// a time, so a job never holds a listing of the whole folder.
    func sizes(game: String, sprites: [String]) -> [Int?] {
        guard let folder = try? folder(game: game).path else { return sprites.map { _ in nil } }
        return sprites.map { sprite in
            guard SpriteSlug.isValid(sprite), case .valid(let bytes) = Self.inspect(folder + "/" + sprite + ".png") else { return nil }
            return bytes
        }
    }

    /// A regular file (a symbolic link is not followed), of 1 byte to `SpritePNG.maxBytes`, starting with a sane PNG
    /// header and ending with IEND. Reads 45 bytes however large the file.
    static func inspect(_ path: String) -> CachedSprite {
        // O_NONBLOCK: opening a FIFO left under a sprite's name returns at once instead of waiting for a writer.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .absent
            case ELOOP: return .invalid(.notAFile(path: path, kind: "a symbolic link"))
            default: return .invalid(.unreadable(path: path, reason: String(cString: strerror(errno))))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .invalid(.unreadable(path: path, reason: String(cString: strerror(errno)))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .invalid(.notAFile(path: path, kind: (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "a special file"))
        }
        let size = Int(info.st_size)
        guard size > 0 else { return .invalid(.notAPNG(path: path, reason: "empty file")) }
        guard size <= SpritePNG.maxBytes else {
            return .invalid(.notAPNG(path: path, reason: "\(size) bytes, too large for a sprite"))
        }
        var header = [UInt8](repeating: 0, count: SpritePNG.headerLength)
        var last = [UInt8](repeating: 0, count: SpritePNG.end.count)
        let headerRead = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        let lastRead = size < header.count + last.count ? 0 : last.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(size - $0.count)) }
        switch header.withUnsafeBytes({ SpritePNG.header(UnsafeRawBufferPointer(rebasing: $0.prefix(max(0, headerRead)))) }) {
        case .failure(.tooLarge(let width, let height)):
            return .invalid(.tooLarge(path: path, width: width, height: height))
        case .failure(let problem):
            return .invalid(.notAPNG(path: path, reason: problem.reason))
        case .success:
            guard lastRead == last.count, last == SpritePNG.end else {
                return .invalid(.notAPNG(path: path, reason: SpritePNG.Problem.truncated.reason))
            }
            return .valid(bytes: size)
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
                for file in (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? [] where Self.isAbandonedTemporary(file) {
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
        forEachEntry(in: url.path) { total += bytes(under: url.appendingPathComponent($0)) }
        return total
    }

    /// Calls `body` with the name of each entry of the folder at `path` (but "." and ".."), read one at a time
    /// rather than listed whole. Does nothing if the folder cannot be opened.
    static func forEachEntry(in path: String, _ body: (String) -> Void) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name != ".", name != ".." { body(name) }
        }
    }

    /// `.<sprite>.<pid>.<random>.tmp` whose writer is no longer running.
    static func isAbandonedTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst().dropLast(4).split(separator: ".")
        guard parts.count == 3, let pid = pid_t(parts[1]) else { return true }
        return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }

    private static func posixError(_ path: String, _ code: Int32 = errno) -> DexError {
        DexError.spriteCacheUnwritable(path: path, reason: String(cString: strerror(code)))
    }
}

/// What the cache holds for one sprite.
public enum CachedSprite: Sendable, Equatable {
    case absent
    /// A file is there but is not a sprite dex would keep: a fetch downloads it again, `show` says what is wrong.
    case invalid(SpriteImageError)
    case valid(bytes: Int)

    public var isValid: Bool {
        if case .valid = self { true } else { false }
    }
}

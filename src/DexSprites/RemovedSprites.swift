import DexModel
import DexSystem
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sprite folders of games a journalled change removed (`dex import --replace`, and `dex undo` or `dex redo`
/// deleting a game), kept at `<data folder>/removed-sprites/<game id>/` while the journal can bring the game back,
/// so that the game comes back with its sprites. They are outside `sprites/`, which `dex sprites clean` empties of
/// games not tracked.
public struct RemovedSprites: Sendable {
    public let root: URL
    let home: DexHome

    public init(home: DexHome) {
        self.home = home
        root = home.removedSpritesURL
    }

    /// Made only to move a folder: finding its root costs a look at the disk, which `deleteAll` does without.
    var cache: SpriteCache { SpriteCache(home: home) }

    func folder(_ id: UUID) -> String { root.appendingPathComponent(id.uuidString.lowercased(), isDirectory: true).path }

    /// Moves the sprite folder of `slug` aside, under the game's id. False when the game has no sprite folder.
    public func keep(game slug: String, id: UUID) throws -> Bool {
        let source = try cache.folder(game: slug).path
        guard access(source, F_OK) == 0 else { return false }
        if mkdir(root.path, 0o755) != 0 && errno != EEXIST { throw Self.failure(root.path) }
        let target = folder(id)
        if access(target, F_OK) == 0 { try FileManager.default.removeItem(atPath: target) }
        guard rename(source, target) == 0 else {
            if errno == ENOENT { return false }
            throw Self.failure(source)
        }
        return true
    }

    /// Moves the folder kept for the game `id` back as the sprite folder of `slug`. False when none is kept, or when
    /// the game has a sprite folder already (the kept one is then deleted).
    public func bringBack(game slug: String, id: UUID) -> Bool {
        let source = folder(id)
        guard access(source, F_OK) == 0, let target = try? cache.folder(game: slug).path else { return false }
        if access(target, F_OK) == 0 {
            try? FileManager.default.removeItem(atPath: source)
            return false
        }
        if mkdir(cache.root.path, 0o755) != 0 && errno != EEXIST { return false }
        return rename(source, target) == 0
    }

    /// Deletes the kept folders of the games not in `restorable`, which is asked only when a folder is kept.
    public func deleteAll(except restorable: () throws -> Set<UUID>) throws {
        var kept: [String] = []
        POSIXFile.forEachEntry(in: root.path) { kept.append($0) }
        guard !kept.isEmpty else { return }
        let keep = try restorable()
        for name in kept {
            guard let id = UUID(uuidString: name), !keep.contains(id) else { continue }
            try FileManager.default.removeItem(atPath: root.appendingPathComponent(name).path)
        }
    }

    private static func failure(_ path: String) -> SpriteCacheError {
        SpriteCacheError.spriteCacheUnwritable(path: path, reason: String(cString: strerror(errno)))
    }
}

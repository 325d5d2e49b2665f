import DexModel

#if canImport(Glibc)
import FoundationEssentials
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SpriteCache {
    /// The bytes of each cached sprite of `game` (its shiny ones with `shiny`), nil where none is cached (what counts
    /// as cached is `cachedSprite`'s rule), for a page that carries its sprites inside it. Each is opened relative to
    /// the folder, opened once.
    package func contents(game: String, sprites: [String], shiny: Bool = false) -> [[UInt8]?] {
        guard let folder = try? folder(game: game, shiny: shiny).path else { return sprites.map { _ in nil } }
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return sprites.map { _ in nil } }
        defer { close(directory) }
        return sprites.map { sprite in
            let name = sprite + ".png"
            guard SpriteSlug.isValid(sprite), case .valid(let size) = Self.inspect(name, in: directory, path: folder + "/" + name)
            else { return nil }
            return Self.read(name, in: directory, size: size)
        }
    }

    /// The `size` bytes of `name`, or nil if it is no longer the regular file of that size that was inspected.
    private static func read(_ name: String, in directory: Int32, size: Int) -> [UInt8]? {
        let fd = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == size else { return nil }
        var bytes = [UInt8](repeating: 0, count: size)
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var done = 0
            while done < size {
                let count = pread(fd, base + done, size - done, off_t(done))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        return complete ? bytes : nil
    }
}

import DexModel
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the cache holds for one sprite: the one definition `fetch`, `status`, `show` and `list --sprites` share.
///
/// A cached sprite is a regular file (a symbolic link is not followed), of 1 byte to `SpritePNG.maxBytes`, that
/// starts with the PNG signature and a sane header and ends with IEND. Only its first 33 and last 12 bytes are
/// looked at, so a fetch can ask this of every sprite of every page (about 3.5 µs a sprite, 4 system calls).
public enum CachedSprite: Sendable, Equatable {
    case absent
    /// A file is there but is not a sprite dex would keep: a fetch downloads it again, `show` says what is wrong.
    case invalid(SpriteImageError)
    case valid(bytes: Int)

    public var isValid: Bool {
        if case .valid = self { true } else { false }
    }
}

extension SpriteCache {
    public func cachedSprite(game: String, sprite: String, shiny: Bool = false) -> CachedSprite {
        guard let path = try? fileURL(game: game, sprite: sprite, shiny: shiny).path else { return .absent }
        return Self.inspect(path, path: path)
    }

    /// The size of each cached sprite of `game` (nil where there is none). Sprites are asked for a page at a time,
    /// so a job never holds a listing of the whole folder; each is opened relative to the folder, opened once.
    package func sizes(game: String, sprites: [String], shiny: Bool = false) -> [Int?] {
        guard let folder = try? folder(game: game, shiny: shiny).path else { return sprites.map { _ in nil } }
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return sprites.map { _ in nil } }
        defer { close(directory) }
        return sprites.map { sprite in
            guard SpriteSlug.isValid(sprite),
                case .valid(let bytes) = Self.inspect(sprite + ".png", in: directory, path: folder + "/" + sprite + ".png")
            else { return nil }
            return bytes
        }
    }

    /// `name` is resolved in `directory` (a full path with the default); `path` names the file in messages.
    static func inspect(_ name: String, in directory: Int32 = AT_FDCWD, path: @autoclosure () -> String) -> CachedSprite {
        // O_NONBLOCK: opening a FIFO left under a sprite's name returns at once instead of waiting for a writer.
        let fd = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .absent
            case ELOOP: return .invalid(.notAFile(path: path(), kind: "a symbolic link"))
            default: return .invalid(.unreadable(path: path(), reason: String(cString: strerror(errno))))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .invalid(.unreadable(path: path(), reason: String(cString: strerror(errno)))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .invalid(.notAFile(path: path(), kind: (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "a special file"))
        }
        let size = Int(info.st_size)
        guard size > 0 else { return .invalid(.notAPNG(path: path(), reason: "empty file")) }
        guard size <= SpritePNG.maxBytes else {
            return .invalid(.notAPNG(path: path(), reason: "\(size) bytes, too large for a sprite"))
        }
        let problem = withUnsafeTemporaryAllocation(byteCount: smallFile, alignment: 1) { buffer in
            problemWithEnds(of: fd, size: size, buffer: buffer)
        }
        switch problem {
        case nil: return .valid(bytes: size)
        case .tooLarge(let width, let height)?: return .invalid(.tooLarge(path: path(), width: width, height: height))
        case let problem?: return .invalid(.notAPNG(path: path(), reason: problem.reason))
        }
    }

    /// Sprites are a few KB: a file this small is read whole, in one call, for its header and its end.
    private static let smallFile = 8192

    /// What is wrong with the header or the end of the `size` bytes of `fd`, if anything.
    private static func problemWithEnds(of fd: Int32, size: Int, buffer: UnsafeMutableRawBufferPointer) -> SpritePNG.Problem? {
        let header: UnsafeRawBufferPointer, end: UnsafeRawBufferPointer
        if size <= buffer.count {
            guard pread(fd, buffer.baseAddress, size, 0) == size else { return .truncated }
            header = UnsafeRawBufferPointer(rebasing: buffer[..<min(size, SpritePNG.headerLength)])
            end = UnsafeRawBufferPointer(rebasing: buffer[max(0, size - SpritePNG.end.count)..<size])
        } else {
            let headerPart = UnsafeMutableRawBufferPointer(rebasing: buffer[..<SpritePNG.headerLength])
            let endPart = UnsafeMutableRawBufferPointer(
                rebasing: buffer[SpritePNG.headerLength..<(SpritePNG.headerLength + SpritePNG.end.count)])
            guard pread(fd, headerPart.baseAddress, headerPart.count, 0) == headerPart.count,
                pread(fd, endPart.baseAddress, endPart.count, off_t(size - endPart.count)) == endPart.count
            else { return .truncated }
            header = UnsafeRawBufferPointer(headerPart)
            end = UnsafeRawBufferPointer(endPart)
        }
        if case .failure(let problem) = SpritePNG.header(header) { return problem }
        return size >= SpritePNG.headerLength + SpritePNG.end.count && end.elementsEqual(SpritePNG.end) ? nil : .truncated
    }
}

import DexModel
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a user's manifest file. Only a regular file of at most `maximumBytes` is read, and both are checked
/// before reading: a FIFO or a device would hang `dex` or never end, and decoding takes about four times a
/// file's size in memory.
enum ManifestFile {
    /// 64 MiB: the bundled manifest of 39 games is 5.6 MB.
    static let maximumBytes = 64 << 20

    static func contents(of path: String) throws -> Data {
        func failure(_ reason: String) -> ManifestError { .unreadableManifest(file: path, reason: reason) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(String(cString: strerror(errno))) }
        try checkIsSmallRegularFile(info, failure)
        // O_NONBLOCK: should a FIFO be swapped in after the check, opening it does not wait for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw failure(String(cString: strerror(errno))) }
        try checkIsSmallRegularFile(info, failure)
        var data = Data(count: Int(info.st_size))
        var filled = 0
        let problem: Int32 = data.withUnsafeMutableBytes { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            while filled < buffer.count {
                let got = read(fd, start + filled, buffer.count - filled)
                if got < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if got == 0 { break }
                filled += got
            }
            return 0
        }
        guard problem == 0 else { throw failure(String(cString: strerror(problem))) }
        data.count = filled
        return data
    }

    private static func checkIsSmallRegularFile(_ info: stat, _ failure: (String) -> ManifestError) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure("it is a folder; pass the path of a games.json file")
        case S_IFIFO: throw failure("it is a FIFO, not a file; save the manifest to a file and pass that")
        case S_IFCHR, S_IFBLK: throw failure("it is a device, not a file; pass the path of a games.json file")
        default: throw failure("it is not a regular file; pass the path of a games.json file")
        }
        if info.st_size > maximumBytes {
            throw failure(
                "it is \(sizeText(Int(info.st_size))), more than the \(sizeText(maximumBytes)) a manifest may be; keep only the games you need in it"
            )
        }
    }

    /// "64 MiB", or a size rounded up to a tenth, so that a file over the limit never reads as equal to it.
    private static func sizeText(_ bytes: Int) -> String {
        let mebibyte = 1 << 20
        if bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
        let tenths = (bytes * 10 + mebibyte - 1) / mebibyte
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}

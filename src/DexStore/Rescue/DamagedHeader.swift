#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The first 100 bytes of a SQLite file, repaired in a copy where they are damaged: without them SQLite reads nothing,
/// although the pages after them may be whole. Only the fields that every dex database holds the same are put
/// back (https://sqlite.org/fileformat.html#the_database_header).
enum DamagedHeader {
    static let magic: [UInt8] = Array("SQLite format 3".utf8) + [0]

    /// Puts back, in the file at `path`, the header fields that are wrong: the magic string, the page size (the
    /// size at which the file's second page starts as a b-tree page), the file format
    /// versions, the reserved bytes per page (none in a dex database), the payload fractions, and the page count
    /// of a file cut short.
    static func repair(_ path: String) {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 100)
        guard pread(fd, &header, 100, 0) == 100 else { return }
        var repaired = header
        repaired.replaceSubrange(0..<16, with: magic)
        let pageSize = Int(header[16]) << 8 | Int(header[17])
        if !isPageSize(pageSize == 1 ? 65536 : pageSize), let found = guessPageSize(fd) {
            repaired[16] = UInt8((found == 65536 ? 1 : found) >> 8)
            repaired[17] = UInt8(found & 0xFF)
        }
        for offset in [18, 19] where ![1, 2].contains(repaired[offset]) { repaired[offset] = 1 }
        // No reserved bytes at the end of each page, and the payload fractions every file has.
        repaired.replaceSubrange(20..<24, with: [0, 64, 32, 32])
        // A file cut short: SQLite refuses one shorter than its header says.
        let size = Int(repaired[16]) << 8 | Int(repaired[17])
        var info = stat()
        if fstat(fd, &info) == 0, isPageSize(size == 1 ? 65536 : size) {
            let pages = UInt32(clamping: Int(info.st_size) / (size == 1 ? 65536 : size))
            let recorded = repaired[28..<32].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if recorded > pages {
                repaired.replaceSubrange(28..<32, with: (0..<4).map { UInt8(truncatingIfNeeded: pages >> (24 - 8 * $0)) })
            }
        }
        if repaired != header { _ = pwrite(fd, repaired, 100, 0) }
    }

    private static func isPageSize(_ size: Int) -> Bool {
        size >= 512 && size <= 65536 && size & (size - 1) == 0
    }

    /// SQLite's default first, then every other size.
    private static func guessPageSize(_ fd: Int32) -> Int? {
        [4096, 512, 1024, 2048, 8192, 16384, 32768, 65536].first { size in
            var type: UInt8 = 0
            return pread(fd, &type, 1, off_t(size)) == 1 && [2, 5, 10, 13].contains(type)
        }
    }
}

import DexTestSupport
import Foundation
import Testing

@testable import DexModel
@testable import DexSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `AtomicFile` (behind `dex export -o`) never renames over something that is not a regular file, and removes
/// the temporary files of writers that died.
@Suite struct AtomicFileTargetTests {
    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// The pid of a process that has run and exited, so no process has it (until the system reuses it).
    static func deadPID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func aFIFOIsWrittenIntoAndStaysAFIFO() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("backup.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader is open before the write (without waiting for a writer), and the data fits the pipe's buffer.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }

        try AtomicFile.write(Data("{\"whole\": true}\n".utf8), to: fifo)

        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0 && String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "{\"whole\": true}\n")
        #expect(Self.fileType(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["backup.json"])
    }

    @Test(.enabled(if: getuid() == 0, "only root can make a device node"))
    func aCharacterDeviceStaysADevice() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-device")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The same device as /dev/null (1, 3; `makedev` is a C macro Swift cannot call), made in the temporary
        // folder so that /dev/null itself is never at stake.
        let device = folder.appendingPathComponent("null").path
        try #require(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)

        try AtomicFile.write(Data("discarded".utf8), to: device)

        #expect(Self.fileType(device) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsReplaced() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.json").path, link = folder.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        let toNull = folder.appendingPathComponent("null.json").path
        try FileManager.default.createSymbolicLink(atPath: toNull, withDestinationPath: "/dev/null")

        try AtomicFile.write(Data("new".utf8), to: link)
        try AtomicFile.write(Data("discarded".utf8), to: toNull)

        #expect(Self.fileType(link) == S_IFLNK && Self.fileType(toNull) == S_IFLNK)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
        #expect(Self.fileType("/dev/null") == S_IFCHR)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.json", "null.json", "real.json"])
    }

    @Test func aLinkToNothingAndASocketAreRefused() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dangling = folder.appendingPathComponent("dangling.json").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nowhere.json")
        #expect(throws: FileError.unwritable(file: dangling, reason: "it is a symbolic link to a file that does not exist")) {
            try AtomicFile.write(Data("x".utf8), to: dangling)
        }
        #expect(Self.fileType(dangling) == S_IFLNK)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere.json").path))

        let socketPath = folder.appendingPathComponent("s").path
        let socket = try Self.listeningSocket(at: socketPath)
        defer { close(socket) }
        #expect(throws: FileError.unwritable(file: socketPath, reason: "it is not a regular file")) {
            try AtomicFile.write(Data("x".utf8), to: socketPath)
        }
        #expect(Self.fileType(socketPath) == S_IFSOCK)
    }

    /// A Unix socket bound at `path`.
    static func listeningSocket(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        return fd
    }

    @Test func abandonedTemporaryFilesAreRemovedAndNothingElse() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-stale")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try Self.deadPID()
        let abandoned = [".backup.json.\(dead).12345.tmp", ".notes.\(dead).7.tmp"]
        // pid 1 is always running; the others are not of dex's naming, or not files.
        let kept = [
            ".backup.json.1.12345.tmp", ".backup.json.tmp", ".backup.json.\(dead).tmp", ".backup.json.x\(dead).1.tmp",
            ".\(dead).1.tmp", "backup.json.\(dead).1.tmp", "notes.txt",
        ]
        for name in abandoned + kept { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        let abandonedFolder = ".photos.\(dead).9.tmp"
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(abandonedFolder), withIntermediateDirectories: false)

        try AtomicFile.write(Data("new".utf8), to: folder.appendingPathComponent("backup.json").path)

        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == Set(kept + [abandonedFolder, "backup.json"]))
    }

    @Test func temporaryNamesCarryTheWriterAndAreNotAbandonedWhileItRuns() {
        let name = TemporaryFileName.make(for: "backup.json")
        #expect(name.hasPrefix(".backup.json.\(getpid())."))
        #expect(name.hasSuffix(".tmp"))
        #expect(!TemporaryFileName.isAbandoned(name))
    }
}

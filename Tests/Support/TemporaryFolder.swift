import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The tests' temporary folders. Each is made inside one folder of the test process, `$TMPDIR/dex-tests-PID`,
/// which is removed when the process exits, whether its tests passed or failed; the folder of a test process that
/// never exited (killed, crashed) is removed by the next one, so no run leaves anything behind for long.
public enum TemporaryFolder {
    /// A new empty folder.
    public static func make(prefix: String) throws -> URL {
        let url = try processFolder.get().appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let namePrefix = "dex-tests-"

    /// Made at the first `make`, with the removal registered at exit.
    private static let processFolder = Result<URL, any Error> {
        let parent = FileManager.default.temporaryDirectory
        removeFoldersOfEndedProcesses(in: parent)
        let folder = parent.appendingPathComponent("\(namePrefix)\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { TemporaryFolder.removeProcessFolder() }
        return folder
    }

    private static func removeProcessFolder() {
        guard case .success(let folder) = processFolder else { return }
        removeTree(folder.path)
    }

    /// The folders of test processes that are no longer running.
    private static func removeFoldersOfEndedProcesses(in parent: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(namePrefix) {
            guard let pid = pid_t(name.dropFirst(namePrefix.count)), kill(pid, 0) == -1, errno == ESRCH else { continue }
            removeTree(parent.appendingPathComponent(name).path)
        }
    }

    /// Removes `path` and everything under it, opening up folders a test made read-only; symbolic links are
    /// removed, never followed.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        chmod(path, 0o700)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            removeTree(path + "/" + name)
        }
        rmdir(path)
    }
}

public enum Fixtures {
    /// The package's root folder, found from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A small hand-made manifest: FireRed (with starters, Entei, odd names) and Yellow.
    public static let miniManifest = packageRoot.appendingPathComponent("Tests/Fixtures/mini.json")
}

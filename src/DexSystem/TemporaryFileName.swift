#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name a file is written under before it is renamed into place: `.<name>.<pid>.<random>.tmp`.
///
/// The writer's process id in the name lets a later run tell a file whose writer died mid-write (`kill -9`, a
/// crash) from one another `dex` is still writing, so it can remove the first and leave the second alone.
package enum TemporaryFileName {
    /// A fresh temporary name for `name`, in this process's form.
    package static func make(for name: String) -> String {
        ".\(name).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    }

    /// Whether `fileName` is exactly of this form and its writer is no longer running. Anything else, including
    /// a name that only looks alike but whose pid or random part is not a number, is not dex's to remove.
    package static func isAbandoned(_ fileName: String) -> Bool {
        guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp") else { return false }
        let parts = fileName.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.dropLast(2).contains(where: { !$0.isEmpty }),
            isDecimal(parts[parts.count - 1]), isDecimal(parts[parts.count - 2]),
            let pid = pid_t(parts[parts.count - 2]), pid > 0
        else { return false }
        return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the abandoned temporary files (regular files only) directly in `folder`. Best effort: a file
    /// that cannot be removed is left for a later run.
    package static func removeAbandoned(in folder: String) {
        POSIXFile.forEachEntry(in: folder) { name in
            guard isAbandoned(name) else { return }
            let path = folder + "/" + name
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(path) }
        }
    }

    private static func isDecimal(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.count <= 10 && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}

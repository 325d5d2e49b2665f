import DexSystem
import DexTestSupport
import Foundation

/// Runs `dex` in a mount namespace of its own (`unshare --mount --map-root-user`), where the data folder can be a
/// tiny tmpfs or a read-only bind mount that no other process sees and that vanishes when the commands end.
///
/// This gives `dex` a real full disk or a real read-only folder whoever runs the tests: a chmod'ed folder stops
/// no one who runs them as root.
enum PrivateMount {
    /// One thing to do in the namespace: a `dex` command (run with `--home $HOME_DIR` appended) or a shell line.
    enum Step {
        case dex([String])
        case shell(String)
    }

    /// Runs `setUp` (a shell script that gets the data folder as `$HOME_DIR`), then each step, in one namespace.
    /// The results come in the order of `steps`.
    static func run(setUp: String, steps: [Step], dex: DexProcess) throws -> [DexProcess.Result] {
        let output = try TemporaryFolder.make(prefix: "dex-mount-output")
        defer { try? FileManager.default.removeItem(at: output) }
        var script = "set -eu\n\(setUp)\nset +e\n"
        for (index, step) in steps.enumerated() {
            let line =
                switch step {
                case .dex(let arguments): "\"$DEX\" \(arguments.map(quoted).joined(separator: " ")) --home \"$HOME_DIR\""
                case .shell(let line): "{ \(line); }"
                }
            script += "\(line) >\"$OUT/\(index).out\" 2>\"$OUT/\(index).err\"; echo $? >\"$OUT/\(index).status\"\n"
        }
        var environment = dex.environment
        environment["DEX"] = DexProcess.binary.path
        environment["HOME_DIR"] = dex.home.path
        environment["OUT"] = output.path
        let namespace = try DexProcess.launch(
            ["--mount", "--map-root-user", "sh", "-c", script], executable: unshare, environment: environment
        ).wait()
        guard namespace.status == 0 else { throw SetUpFailed(stderr: namespace.stderr) }
        return steps.indices.map { index in
            let text = { (name: String) in
                (try? String(contentsOf: output.appendingPathComponent("\(index).\(name)"), encoding: .utf8)) ?? ""
            }
            return DexProcess.Result(
                status: Int32(text("status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
                stdout: text("out"), stderr: text("err"), exited: true)
        }
    }

    struct SetUpFailed: Error {
        let stderr: String
    }

    private static let unshare = URL(fileURLWithPath: "/usr/bin/unshare")

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

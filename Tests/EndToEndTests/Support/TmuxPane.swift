import DexTestSupport
import Foundation
import Testing

/// `dex browse` in a real pseudo-terminal: a pane of a private tmux server (its own socket, no configuration
/// file), driven with `send-keys` and read with `capture-pane`. The pane runs a small script that records how
/// dex ended and the terminal's modes (`stty -a`) afterwards, then waits, so that the screen can still be read.
final class TmuxPane {
    let socket = "dex-browse-\(UUID().uuidString)"
    let folder: URL
    private var killed = false

    /// Starts `dex ARGUMENTS` in a `width` × `height` pane, with `environment` added to the pane's.
    init(_ arguments: [String], width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        folder = try TemporaryFolder.make(prefix: "dex-tmux")
        let exports = environment.map { "export \($0.key)=\(Self.quoted($0.value))\n" }.joined()
        // The shell outlives a Ctrl-C meant for dex (a non-interactive sh would otherwise stop there too); a trap,
        // unlike ignoring the signal, is not passed on to dex.
        let script = """
            trap : INT
            \(exports)\(Self.quoted(DexProcess.binary.path)) \(arguments.map(Self.quoted).joined(separator: " ")) 2>\(Self.quoted(folder.path))/stderr
            status=$?
            stty -a > \(Self.quoted(folder.path))/stty
            echo $status > \(Self.quoted(folder.path))/status.tmp && mv \(Self.quoted(folder.path))/status.tmp \(Self.quoted(folder.path))/status
            exec sleep 600
            """
        try script.write(to: folder.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try tmux([
            "new-session", "-d", "-x", String(width), "-y", String(height),
            "sh " + Self.quoted(folder.appendingPathComponent("run.sh").path),
        ])
    }

    deinit { stop() }

    /// Ends the pane's processes and the tmux server (which, left alone, waits for them).
    func stop() {
        guard !killed else { return }
        killed = true
        if let dex = try? dexProcessID() { kill(dex, SIGKILL) }
        if let shell = try? paneProcessID() { kill(shell, SIGKILL) }
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Keys by tmux's names (`Space`, `Enter`, `Escape`, `C-c`, `Down`).
    func press(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    /// Text typed literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-x", String(width), "-y", String(height)])
    }

    /// What the pane shows, one string per line; with `escapes`, with its colours and attributes as SGR sequences.
    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []))
    }

    /// Whether the pane is on the alternate screen.
    func alternateScreen() throws -> Bool {
        try tmux(["display", "-p", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// The process id of the pane's shell.
    func paneProcessID() throws -> Int32 {
        let text = try tmux(["display", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = Int32(text), pid > 0 else { throw TmuxError("no pane process: '\(text)'") }
        return pid
    }

    /// The process id of `dex` (the child of the pane's shell).
    func dexProcessID() throws -> Int32 {
        let shell = try paneProcessID()
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        guard let pid = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
            throw TmuxError("no dex process under the pane's shell \(shell)")
        }
        return pid
    }

    /// Polls the screen until `condition` holds (a loaded machine may take a while), and returns it.
    @discardableResult
    func waitForScreen(
        _ what: String, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(what); the screen was:\n\(last)", sourceLocation: sourceLocation)
        throw TmuxError("timed out waiting for \(what)")
    }

    @discardableResult
    func waitForScreen(containing text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try waitForScreen("'\(text)'", sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits for dex to end; returns its exit status as the shell saw it (128 + N when killed by signal N).
    func waitForExit(timeout: Double = 20) throws -> Int {
        let url = folder.appendingPathComponent("status")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8),
                let status = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return status
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError("dex did not end within \(timeout) s; the screen was:\n\((try? screen()) ?? "")")
    }

    /// `stty -a` as run in the pane after dex ended.
    var terminalModes: String { (try? String(contentsOf: folder.appendingPathComponent("stty"), encoding: .utf8)) ?? "" }

    var stderr: String { (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

    /// Runs the tmux client and returns what it printed. Spawned and waited for by hand: Foundation's `Process`
    /// would wait for the server, which the first command starts and which inherits the client's descriptors.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        var environment = DexProcess.cleanEnvironment()
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        let output = folder.appendingPathComponent("tmux.out").path, errors = folder.appendingPathComponent("tmux.err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = (["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, envp) == 0 else { throw TmuxError("cannot start tmux") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw TmuxError("tmux \(arguments.joined(separator: " ")) failed (\(status)): \(message)")
        }
        return printed
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension String {
    /// Whether the text (as `capture-pane -e` gives it) sets a colour: an SGR sequence with 30–37, 38, 40–47, 48
    /// or 90–107. Resetting to the default colours (39, 49) does not count.
    var setsAColour: Bool {
        var rest = Substring(self)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "m") else { break }
            let parameters = rest[..<end].split(separator: ";").compactMap { Int($0) }
            var index = 0
            while index < parameters.count {
                switch parameters[index] {
                case 30...37, 40...47, 90...107, 38, 48: return true
                default: index += 1
                }
            }
            rest = rest[end...]
        }
        return false
    }

    /// The terminal's modes as `stty -a` prints them, without the leading '-' of the ones that are off.
    func sttyFlagIsOn(_ flag: String) -> Bool {
        split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).contains { $0 == flag }
    }
}

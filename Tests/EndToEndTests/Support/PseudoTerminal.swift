import DexTestSupport
import Foundation

/// Runs the built `dex` on a pseudo-terminal of a given size, as a player's terminal runs it: stdout (and
/// stdin) is a TTY, so colour, the terminal's width and height, and confirmation prompts all apply.
///
/// Python's `pty` module does the work: it starts `dex` on a new pseudo-terminal sized with `TIOCSWINSZ`,
/// types `input` into it, and collects what `dex` writes until it exits. stderr goes to the terminal too,
/// unless `separateStderr` sends it to a file of its own.
struct PseudoTerminal {
    struct Result {
        var status: Int32
        /// What the terminal showed, with the terminal's CR LF line ends turned back into LF.
        var output: String
        /// stderr, when kept apart from the terminal.
        var stderr: String
    }

    var columns = 80
    var rows = 24

    private static let script = """
        import fcntl, os, pty, struct, sys, termios
        columns, rows, stdin_text, stderr_path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
        argv = sys.argv[5:]
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            if stderr_path != "-":
                err = os.open(stderr_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
                os.dup2(err, 2)
            os.execv(argv[0], argv)
        if stdin_text:
            os.write(fd, stdin_text.encode())
        out = b""
        while True:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if not data:
                break
            out += data
        _, status = os.waitpid(pid, 0)
        sys.stdout.buffer.write(out)
        sys.exit(os.waitstatus_to_exitcode(status))
        """

    /// Runs `dex arguments` with `dex`'s environment (plus `changes`) on a terminal of this size.
    func run(
        _ arguments: [String], dex: DexProcess, input: String = "", separateStderr: Bool = false,
        environment changes: [String: String?] = [:]
    ) throws -> Result {
        var environment = dex.environment
        environment["TERM"] = "xterm-256color"
        environment["COLUMNS"] = nil
        environment["LINES"] = nil
        for (name, value) in changes { environment[name] = value }
        let stderrFolder = try TemporaryFolder.make(prefix: "dex-pty")
        defer { try? FileManager.default.removeItem(at: stderrFolder) }
        let stderrFile = stderrFolder.appendingPathComponent("stderr")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "python3", "-c", Self.script, String(columns), String(rows), input,
                separateStderr ? stderrFile.path : "-", DexProcess.binary.path,
            ] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"),
            stderr: (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "")
    }

    /// `text` without its colour escape sequences (`ESC [ … m`).
    static func strippingEscapes(_ text: some StringProtocol) -> String {
        var out = "", inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

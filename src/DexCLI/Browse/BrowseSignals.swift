import CNcurses
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP during `dex browse`: the handler only records the signal and wakes the wait
/// for a key; the key loop then gives the terminal back, and dies of the same signal, so that the shell sees how it
/// ended. SIGWINCH (a resize) is recorded and wakes the wait the same way, so the screen is redrawn at once; the key
/// loop tells ncurses the new size (`CursesScreen.takeTerminalSize`).
///
/// The wait for a key is browse's own (`waitForInput`: `poll` on stdin and a pipe the handlers write to) rather than
/// ncurses' timed read, which goes back to waiting when a signal it does not handle itself interrupts it: a resize
/// was redrawn only when the wait ran out, up to a second later.
///
/// Installed before ncurses starts: ncurses installs its own SIGINT, SIGTERM and SIGWINCH handlers only where none is
/// set.
enum BrowseSignals {
    static let handled = [SIGINT, SIGTERM, SIGHUP]
    private static let received = Atomic<Int32>(0)
    private static let resized = Atomic<Bool>(false)
    /// The pipe the handlers write a byte to, to wake `waitForInput`: its read and write ends (-1 before `install`).
    private static let wakeReader = Atomic<Int32>(-1)
    private static let wakeWriter = Atomic<Int32>(-1)

    static func install() {
        // Initialised here, never inside a handler.
        _ = received.load(ordering: .relaxed)
        _ = resized.load(ordering: .relaxed)
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            wakeReader.store(ends[0], ordering: .relaxed)
            wakeWriter.store(ends[1], ordering: .relaxed)
        }
        for number in handled {
            dex_handle_signal(number) { number in
                BrowseSignals.received.store(number, ordering: .relaxed)
                BrowseSignals.wake()
            }
        }
        dex_handle_signal(SIGWINCH) { _ in
            BrowseSignals.resized.store(true, ordering: .relaxed)
            BrowseSignals.wake()
        }
    }

    /// From a signal handler: `write` is async-signal-safe.
    private static func wake() {
        var byte: UInt8 = 0
        let writer = wakeWriter.load(ordering: .relaxed)
        if writer >= 0 { _ = write(writer, &byte, 1) }
    }

    /// Waits until stdin has input (true), or a handled signal came or `milliseconds` passed (false).
    static func waitForInput(milliseconds: Int32) -> Bool {
        let reader = wakeReader.load(ordering: .relaxed)
        var fds = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: reader, events: Int16(POLLIN), revents: 0),
        ]
        let result = poll(&fds, reader >= 0 ? 2 : 1, milliseconds)
        guard result > 0 else { return false }
        if reader >= 0, fds[1].revents != 0 {
            var drained = [UInt8](repeating: 0, count: 64)
            while read(reader, &drained, drained.count) > 0 {}
        }
        return fds[0].revents != 0
    }

    /// Whether the terminal was resized since the last call.
    static func takeResize() -> Bool { resized.exchange(false, ordering: .relaxed) }

    /// The signal received, if any.
    static var pending: Int32? {
        let signal = received.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Ends the process by signal `number`, as if it had not been handled. Call after the terminal is given back.
    static func die(of number: Int32) -> Never {
        signal(number, SIG_DFL)
        raise(number)
        exit(128 + number)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP during `dex browse`: the handler only records the signal; the key loop
/// sees it within one key timeout (the signal also cuts the wait short), gives the terminal back, and then dies
/// of the same signal, so that the shell sees how it ended.
///
/// Installed before ncurses starts: ncurses installs its own SIGINT and SIGTERM handlers only where none is set.
enum BrowseSignals {
    static let handled = [SIGINT, SIGTERM, SIGHUP]
    private static let received = Atomic<Int32>(0)

    static func install() {
        _ = received.load(ordering: .relaxed)  // initialised here, never inside the handler
        for signal in handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in BrowseSignals.received.store(signal, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0  // no SA_RESTART: the signal interrupts the wait for a key
            sigaction(signal, &action, nil)
        }
    }

    /// The signal received, if any.
    static var pending: Int32? {
        let signal = received.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Ends the process by `signal`, as if it had not been handled. Call after the terminal is given back.
    static func die(of signal: Int32) -> Never {
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
        exit(128 + signal)
    }
}

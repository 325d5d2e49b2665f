import CNcurses
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        for number in handled {
            dex_handle_signal(number) { number in BrowseSignals.received.store(number, ordering: .relaxed) }
        }
    }

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

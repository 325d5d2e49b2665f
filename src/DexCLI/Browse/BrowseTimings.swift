import DexSystem
import FoundationEssentials

/// Measurements for `make bench` (Tests/bench/bench-browse.sh), taken only when `DEX_BROWSE_TIMINGS` names a
/// file: how long each key took from being read to its redraw having been written to the terminal. Written to
/// that file, one `key_us N` line per key, when browse ends. `DEX_BROWSE_QUIT_AFTER_FIRST_SCREEN=1` ends browse
/// as soon as its first screen is drawn, so that a benchmark can time a start from outside.
final class BrowseTimings {
    let path: String
    let quitsAfterFirstScreen: Bool
    private var keyMicroseconds: [Int] = []

    private init(path: String, quitsAfterFirstScreen: Bool) {
        self.path = path
        self.quitsAfterFirstScreen = quitsAfterFirstScreen
    }

    static func fromEnvironment() -> BrowseTimings? {
        let quits = Environment.value("DEX_BROWSE_QUIT_AFTER_FIRST_SCREEN") == "1"
        guard let path = Environment.value("DEX_BROWSE_TIMINGS")?.nonEmpty ?? (quits ? "/dev/null" : nil) else { return nil }
        return BrowseTimings(path: path, quitsAfterFirstScreen: quits)
    }

    func keyHandled(since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        keyMicroseconds.append(
            Int(elapsed.components.seconds) * 1_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000))
    }

    func write() {
        let text = keyMicroseconds.map { "key_us \($0)\n" }.joined()
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}

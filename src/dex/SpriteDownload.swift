import DexApp
import DexModel
import DexSprites
import DexSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a sprite fetch with a progress bar: what `dex sprites fetch` and `dex add-game` share.
enum SpriteDownload {
    static func run(_ games: [Game], tracker: Tracker, options: SpriteFetchOptions) async throws -> SpriteFetchSummary {
        // Without a terminal there is no bar to draw (logs get no carriage returns), and without a progress
        // stream the fetch skips the pass that counts the work for the bar.
        guard Terminal.isTTY(STDERR_FILENO) else { return try await tracker.fetchSprites(games, options: options) }
        let (events, continuation) = AsyncStream.makeStream(of: SpriteProgress.self, bufferingPolicy: .bufferingNewest(64))
        async let summary = tracker.fetchSprites(games, options: options, progress: continuation)
        var bar = SpriteProgressBar()
        for await event in events { bar.show(event) }
        bar.finish()
        return try await summary
    }
}

/// A one-line bar on stderr (a terminal), redrawn in place: "Sprites [#####-----] 120/386  45/s  ETA 6s".
struct SpriteProgressBar {
    private var start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var drawn = false
    private var completed = 0
    private var toDownload = 0

    mutating func show(_ event: SpriteProgress) {
        switch event {
        case .started(_, let toDownload):
            self.toDownload = toDownload
            start = .now
            if toDownload > 0 { draw(force: true) }
        case .advanced(let completed, let toDownload, _, _):
            self.completed = completed
            self.toDownload = toDownload
            draw(force: completed == toDownload)
        case .unreachable:
            break
        }
    }

    mutating func finish() {
        guard drawn else { return }
        StandardStream.error.write("\n")
    }

    private mutating func draw(force: Bool) {
        let now = ContinuousClock.now
        if !force, let lastDraw, now - lastDraw < .milliseconds(100) { return }
        lastDraw = now
        drawn = true
        let elapsed = (now - start).inSeconds
        let rate = elapsed > 0 ? Double(completed) / elapsed : 0
        let fraction = toDownload > 0 ? Double(completed) / Double(toDownload) : 1
        var line = "Sprites " + ProgressBar(fraction: fraction, width: 24).rendered
        line += " \(completed)/\(toDownload)  " + DecimalText.fixed(rate, decimals: 0) + "/s"
        if rate > 0, completed < toDownload { line += "  ETA \(Int((Double(toDownload - completed) / rate).rounded(.up)))s" }
        StandardStream.error.write("\r" + line + "\u{1B}[K")
    }
}

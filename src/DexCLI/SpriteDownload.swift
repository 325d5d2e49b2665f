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
        guard Terminal.isTTY(.error) else { return try await tracker.fetchSprites(games, options: options) }
        let (events, continuation) = AsyncStream.makeStream(of: SpriteProgress.self, bufferingPolicy: .bufferingNewest(64))
        async let summary = tracker.fetchSprites(games, options: options, progress: continuation)
        var bar = SpriteProgressBar()
        for await event in events { bar.show(event) }
        bar.finish()
        return try await summary
    }
}

extension SpriteDownload {
    /// The one warning line for a download that did not cache everything, nil when it did: what `dex add-game`
    /// and the commands that fetch the few sprites they bring in (`mark`, `import-save`, `import`) say, the command itself
    /// having succeeded.
    static func problem(in summary: SpriteFetchSummary, deadline: Int) -> String? {
        if let removed = summary.games.first(where: \.removed) {
            return "warning: \(SpriteFailureReport.removedMessage(removed))"
        } else if let unreachable = summary.unreachable.first {
            return "warning: sprites not downloaded: \(unreachable); run 'dex sprites fetch' when you are online"
        } else if summary.stoppedAtDeadline {
            return "warning: sprites stopped at the \(deadline) s deadline with \(summary.total - summary.cached) "
                + "of \(summary.total) not cached; run 'dex sprites fetch' to fetch the rest"
        } else if !summary.isComplete {
            let first = (summary.failed + summary.missing).first.map { " (first: \($0.pokemon): \($0.reason))" } ?? ""
            let retry = summary.failed.isEmpty ? "dex sprites fetch --retry-missing" : "dex sprites fetch"
            return "warning: \(summary.total - summary.cached) of \(summary.total) sprites could not be downloaded\(first); "
                + "run '\(retry)' to try again"
        }
        return nil
    }

    /// The warning line for a download that could not start.
    static func failure(_ error: any Error) -> String {
        "warning: sprites not downloaded: \(ErrorMessage.line(for: error)); run 'dex sprites fetch' to try again"
    }

    /// The deadline of the download a command makes of the few sprites it brought in: a slow server holds the
    /// command no longer than this.
    static let broughtInDeadline = 20

    /// Downloads the sprites `selection` names, after a command that brought them in (`mark`, `import-save`):
    /// quiet when every one arrives, one warning line otherwise; the command has succeeded either way.
    static func fetchBroughtIn(_ selection: SpriteSelection, game: Game, tracker: Tracker) async {
        await fetchBroughtIn([(game, selection)], tracker: tracker)
    }

    /// The same for the sprites of several games (`import`), in one job under the one deadline.
    static func fetchBroughtIn(_ selections: [(game: Game, selection: SpriteSelection)], tracker: Tracker) async {
        guard !selections.isEmpty else { return }
        var options = SpriteFetchOptions()
        options.deadline = .seconds(broughtInDeadline)
        do {
            let summary = try await tracker.fetchSprites(selections, options: options)
            if let problem = problem(in: summary, deadline: broughtInDeadline) { Terminal.warn(problem) }
        } catch {
            Terminal.warn(failure(error))
        }
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
        Console.current.error.write("\n")
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
        Console.current.error.write("\r" + line + "\u{1B}[K")
    }
}

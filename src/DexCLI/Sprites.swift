import ArgumentParser
import DexApp
import DexModel
import DexSprites
import DexSystem
import FoundationEssentials

extension Dex {
    struct Sprites: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sprites",
            abstract: "Download sprites and inspect or tidy the sprite cache.",
            discussion: """
                Sprites are kept in <data folder>/sprites/<game>/<sprite>.png, the shiny sprites of shiny catches in \
                <data folder>/sprites/<game>/shiny/<sprite>.png.
                """,
            subcommands: [Fetch.self, Status.self, Clean.self])
    }
}

extension Dex.Sprites {
    struct Fetch: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fetch",
            abstract: "Download the sprites a game lacks.",
            discussion: """
                Fetches every Pokémon's sprite, and the shiny sprite of each one caught shiny. \
                Exits 0 only when every sprite is cached; otherwise lists what failed and exits 1. \
                A sprite the server does not have is remembered and skipped next time (see --retry-missing). \
                Past the deadline what is left is not fetched, and the next run resumes.
                """)

        @OptionGroup var homeOptions: HomeOptions

        @Option(help: ArgumentHelp("Fetch this tracked game's sprites instead of the active game's.", valueName: "slug"))
        var game: String?

        @Flag(help: "Fetch the sprites of every tracked game.")
        var allGames = false

        @Option(help: "Downloads in flight at most (1-200).")
        var concurrency = 50

        @Flag(help: "Download again sprites already cached or known missing.")
        var force = false

        @Flag(help: "Try again the sprites the server did not have last time.")
        var retryMissing = false

        @Option(
            name: .customLong("sprite-url"),
            help: ArgumentHelp(
                "A URL template for this run only, with {sprite} and {folder} (default: $DEX_SPRITE_URL_TEMPLATE, else the game's own).",
                valueName: "template"))
        var spriteURL: String?

        @OptionGroup var deadline: DeadlineOption

        @Flag(help: "Print a machine-readable summary on stdout.")
        var json = false

        func validate() throws {
            if game != nil, allGames { throw ValidationError("choose one of --game and --all-games") }
            guard SpriteFetchOptions.concurrencyRange.contains(concurrency) else {
                throw ValidationError("--concurrency must be between 1 and 200, not \(concurrency)")
            }
            try validateSpriteURL(spriteURL)
        }

        func run() async throws {
            let (home, game, allGames) = (homeOptions.dexHome, game, allGames)
            let (tracker, games) = try await BlockingIO.run {
                let tracker = try Tracker.open(home)
                return (tracker, try tracker.gamesToFetch(game, allGames: allGames))
            }
            var options = SpriteFetchOptions()
            options.concurrency = concurrency
            options.force = force
            options.retryMissing = retryMissing
            options.templateOverride = spriteURL
            options.deadline = deadline.duration
            let summary = try await SpriteDownload.run(games, tracker: tracker, options: options)
            if json {
                print(try JSONOutput.string(FetchReport(summary)))
            } else {
                for game in summary.games where !game.removed {
                    let kept =
                        game.keptOldCopy > 0 ? ", \(game.keptOldCopy) could not be downloaded again and kept their old copy" : ""
                    print(
                        InertText.line(
                            "\(game.name): \(game.cached)/\(game.total) sprites cached (\(game.downloaded) downloaded, "
                                + "\(ByteCount.formatted(game.bytesDownloaded))\(kept)) in \(DecimalText.fixed(summary.seconds, decimals: 2)) s"
                        ))
                }
            }
            guard summary.isComplete else {
                SpriteFailureReport.print(summary, deadlineSeconds: deadline.deadline)
                throw ExitCode.failure
            }
        }
    }

    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status", abstract: "Show cached, missing and failed sprites per game.")

        @OptionGroup var homeOptions: HomeOptions

        @Flag(help: "Print machine-readable JSON.")
        var json = false

        func run() async throws {
            let home = homeOptions.dexHome
            let statuses = try await BlockingIO.run { try Tracker.openToRead(home) }.spriteStatus()
            if json {
                return print(try JSONOutput.string(statuses))
            }
            guard !statuses.isEmpty else {
                return print(Dex.nothingTrackedHint(in: home))
            }
            let rows =
                [["GAME", "CACHED", "MISSING", "FAILED", "NOT FETCHED", "SHINY", "ON DISK"]]
                + statuses.map {
                    [
                        $0.game, "\($0.cached)/\($0.total)", "\($0.missing)", "\($0.failed)", Self.notFetched($0),
                        Self.shiny($0), ByteCount.formatted($0.bytesOnDisk),
                    ]
                }
            print(Table(rows).rendered)
            print("Cache: \(InertText.line(home.spritesURL.path))")
            if statuses.contains(where: { $0.offline > 0 }) {
                print("Offline: the last fetch could not reach the sprite server; run 'dex sprites fetch' once you are online.")
            }
        }

        /// "1/3", and what is known of the shiny sprites not cached: "1/3 (1 missing, 1 failed)".
        static func shiny(_ status: SpriteStatus) -> String {
            let known = [(status.shinyMissing, "missing"), (status.shinyFailed, "failed")].filter { $0.0 > 0 }
            let counts = "\(status.shinyCached)/\(status.shiny)"
            return known.isEmpty ? counts : counts + " (" + known.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + ")"
        }

        /// "12", "12 (offline)" when the last fetch of each could not reach the server, "12 (3 offline)".
        static func notFetched(_ status: SpriteStatus) -> String {
            switch status.offline {
            case 0: "\(status.notFetched)"
            case status.notFetched: "\(status.notFetched) (offline)"
            default: "\(status.notFetched) (\(status.offline) offline)"
            }
        }
    }

    struct Clean: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clean",
            abstract: "Remove the sprite folders of games you no longer track, and stray temporary files.")

        @OptionGroup var homeOptions: HomeOptions

        func run() async throws {
            let home = homeOptions.dexHome
            let report = try await BlockingIO.run { try Tracker.open(home) }.cleanSprites()
            if report.removedFolders.isEmpty, report.removedTemporaryFiles == 0 {
                print("Nothing to clean.")
                return
            }
            var parts: [String] = []
            if !report.removedFolders.isEmpty {
                parts.append(
                    Plural.count(report.removedFolders.count, "folder") + " (\(report.removedFolders.joined(separator: ", ")))")
            }
            if report.removedTemporaryFiles > 0 {
                parts.append(Plural.count(report.removedTemporaryFiles, "temporary file"))
            }
            print(
                InertText.line("Removed \(parts.joined(separator: " and ")), freeing \(ByteCount.formatted(report.freedBytes))."))
        }
    }
}

/// What failed and what to do, on stderr.
enum SpriteFailureReport {
    static func print(_ summary: SpriteFetchSummary, deadlineSeconds: Int) {
        for game in summary.games where game.removed {
            Terminal.warn("Error: \(removedMessage(game))")
        }
        // A removed game's sprites are no longer anyone's business.
        var summary = summary
        summary.games.removeAll(where: \.removed)
        for message in summary.unreachable {
            Terminal.warn("Error: \(message); check your connection (or the sprite URL) and run 'dex sprites fetch' again")
        }
        let shown = summary.failed.filter { summary.unreachable.isEmpty || !$0.reason.hasPrefix("cannot reach ") }
        let problems = summary.missing.map { ("missing", $0) } + shown.map { ("failed", $0) }
        for (kind, problem) in problems.prefix(20) {
            Terminal.warn("  \(kind): \(problem.pokemon) (\(problem.sprite)): \(problem.reason)")
        }
        if problems.count > 20 { Terminal.warn("  … and \(problems.count - 20) more; see 'dex sprites fetch --json'") }
        if summary.keptOldCopy > 0 {
            Terminal.warn(
                "warning: \(Plural.count(summary.keptOldCopy, "sprite")) could not be downloaded again; the copies cached before were kept"
            )
        }
        // Offline, the one line above says it all.
        guard summary.cached < summary.total, !problems.isEmpty || summary.stoppedAtDeadline || summary.unreachable.isEmpty else {
            return
        }
        var nextSteps: [String] = []
        switch (summary.stoppedAtDeadline, !summary.failed.isEmpty) {
        case (true, true): nextSteps.append("'dex sprites fetch' to fetch the rest and retry the failed ones")
        case (true, false): nextSteps.append("'dex sprites fetch' to fetch the rest")
        case (false, true): nextSteps.append("'dex sprites fetch' to retry the failed ones")
        case (false, false): break
        }
        if !summary.missing.isEmpty { nextSteps.append("'dex sprites fetch --retry-missing' to ask again for the missing ones") }
        let stopped = summary.stoppedAtDeadline ? "stopped at the \(deadlineSeconds) s deadline: " : ""
        let notFetched = summary.stoppedAtDeadline ? ", \(summary.notFetched) not fetched" : ""
        Terminal.warn(
            "Error: \(stopped)\(summary.total - summary.cached) of \(summary.total) sprites are not cached "
                + "(\(summary.missing.count) missing, \(summary.failed.count) failed\(notFetched)); run \(nextSteps.joined(separator: ", or "))"
        )
    }

    static func removedMessage(_ game: SpriteFetchSummary.GameResult) -> String {
        "\(game.name) (\(game.game)) was removed while its sprites were downloading; stopped"
    }
}

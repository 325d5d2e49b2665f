import ArgumentParser
import DexApp
import DexModel
import DexSprites
import DexSystem

/// Where the data lives: `--home DIR`, else `$DEX_HOME`, else `$XDG_DATA_HOME/dex`, else `~/.local/share/dex`.
struct HomeOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The data folder (default: $DEX_HOME, else $XDG_DATA_HOME/dex, else ~/.local/share/dex).", valueName: "dir"))
    var home: String?

    var dexHome: DexHome { DexHome.resolve(explicit: home) }

    func openTracker() throws -> Tracker { Self.saidWhatOpeningChanged(try Tracker.open(dexHome)) }

    /// For a command that only reads: a data folder without a database is read as an empty one, and not created.
    func openTrackerToRead() throws -> Tracker { Self.saidWhatOpeningChanged(try Tracker.openToRead(dexHome)) }

    /// The tracker, after a line on stderr for each generation 1 game whose shinies opening made ordinary.
    static func saidWhatOpeningChanged(_ tracker: Tracker) -> Tracker {
        for game in tracker.generation1ShiniesKeptPlain {
            Console.current.error.write(Generation1Words.keptPlain(game) + "\n")
        }
        return tracker
    }
}

/// The data folder plus the game a per-game command acts on.
struct GameOptions: ParsableArguments {
    @OptionGroup var homeOptions: HomeOptions

    @Option(
        help: ArgumentHelp("Act on this tracked game instead of the active one.", valueName: "slug"),
        completion: Completions.trackedGamesFirst)
    var game: String?
}

/// Which manifest to read: `--manifest FILE`, else `$DEX_MANIFEST`, else the bundled games.json.
struct ManifestOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A games.json to use instead of the bundled one (default: $DEX_MANIFEST).", valueName: "file"))
    var manifest: String?

    var choice: ManifestChoice { ManifestChoice(explicit: manifest) }

    func load() throws -> GameManifest { try choice.load() }
}

/// `--sprite-url` (`dex add-game`, `dex sprites fetch`): a bad template is a usage error, found before anything runs.
func validateSpriteURL(_ template: String?) throws {
    guard let template else { return }
    do { _ = try SpriteURLTemplate.validate(template) } catch { throw ValidationError(ErrorMessage.line(for: error)) }
}

/// `--deadline` (`dex add-game`, `dex sprites fetch`): how long a sprite job may take.
struct DeadlineOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Stop downloading sprites after this many seconds; 'dex sprites fetch' fetches the rest later.",
            valueName: "seconds"))
    var deadline = SpriteFetchOptions.defaultDeadlineSeconds

    func validate() throws {
        guard SpriteFetchOptions.deadlineRange.contains(deadline) else {
            throw ValidationError(
                "--deadline must be between 1 and \(SpriteFetchOptions.deadlineRange.upperBound) seconds, not \(deadline)")
        }
    }

    var duration: Duration { .seconds(deadline) }
}

extension Setting: ExpressibleByArgument {}

import ArgumentParser
import DexApp
import DexModel
import DexSprites
import DexSystem
import FoundationEssentials

extension Dex {
    struct AddGame: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add-game",
            abstract: "Start tracking a game, seeded with the Pokémon obtainable in it.")

        @OptionGroup var homeOptions: HomeOptions
        @OptionGroup var manifestOptions: ManifestOptions

        @Argument(
            help:
                "The game's slug, e.g. firered (see 'dex games --available'); with --from-save, needed only when the save's games share a layout.",
            completion: Completions.gameSlugs)
        var slug: String?

        @Option(help: "Your starter, for games where it decides what can be caught.", completion: Completions.starters)
        var starter: String?

        @Flag(help: "Track each form as its own entry (Alolan Vulpix, Unown B, Wash Rotom), not each species.")
        var forms = false

        @Flag(help: "Track a female that looks different from the male as her own entry.")
        var genders = false
        @Option(
            name: .customLong("from-save"),
            help: ArgumentHelp(
                "Take the game and your starter from the game's save file, and mark what its Pokédex records as caught.",
                valueName: "file"),
            completion: .file(extensions: ["sav", "srm"]))
        var fromSave: String?

        @Flag(help: "Do not download the game's sprites, now or when a command brings one in (until 'dex sprites fetch').")
        var noSprites = false

        @Flag(help: "A shiny living dex: progress counts the Pokémon caught shiny.")
        var shiny = false

        @Option(
            name: .customLong("sprite-url"),
            help: ArgumentHelp(
                "Where this game's sprites come from, kept with the game: a URL template with {sprite} and {folder}.",
                valueName: "template"))
        var spriteURL: String?

        @OptionGroup var deadline: DeadlineOption

        func validate() throws {
            try validateSpriteURL(spriteURL)
            if slug == nil && fromSave == nil {
                throw ValidationError(
                    "name the game, e.g. 'dex add-game firered' (see 'dex games --available'), or give --from-save FILE")
            }
        }
        func run() async throws {
            let (slug, starter, shiny) = (slug, starter, shiny)
            let (manifest, home) = (manifestOptions.choice, homeOptions.dexHome)
            let downloadsSprites = !noSprites
            let template = spriteURL ?? SpriteURLTemplate.default
            let kinds = EntryKinds(forms: forms, genders: genders)
            if let file = fromSave {
                let save = try Tracker.readSave(file)
                let (tracker, result) = try await BlockingIO.run {
                    try Tracker.addGame(
                        fromSave: save, file: file, slug: slug, starter: starter, kinds: kinds, manifest: manifest,
                        spriteURLTemplate: template, tracksShiny: shiny, downloadsSprites: downloadsSprites, home: home)
                }
                Dex.ImportSave.warn(about: result.imported, file: file)
                printAdded(result.added)
                let imported = result.imported
                let traded =
                    imported.added.isEmpty ? "" : " (\(imported.added.map(\.label).joined(separator: ", ")) added to the list)"
                print(
                    InertText.line(
                        "Imported \(file): \(imported.marked.count) marked caught\(traded)"
                            + (imported.markedShiny.isEmpty ? "; " : ", \(imported.markedShiny.count) marked shiny; ")
                            + "\(imported.progress.caught)/\(imported.progress.total) caught."))
                if !noSprites { await fetchSprites(result.added.game, tracker: tracker) }
                return
            }
            guard let slug else { return }
            let (tracker, added) = try await BlockingIO.run {
                try Tracker.addGame(
                    slug, starter: starter, kinds: kinds, manifest: manifest, spriteURLTemplate: template, tracksShiny: shiny,
                    downloadsSprites: downloadsSprites, home: home)
            }
            printAdded(added)
            if !noSprites { await fetchSprites(added.game, tracker: tracker) }
        }

        private func printAdded(_ added: GameProgress) {
            let starterText = added.game.selectedStarter.map { " with \($0.capitalized)" } ?? ""
            print(
                InertText.line(
                    "Added \(added.game.name)\(starterText): \(added.total) Pokémon to catch\(shiny ? " shiny" : ""). It is now the active game."
                ))
        }

        /// The game is added whatever happens here: a failed download is a warning with the next step. The
        /// download ends by the deadline, so that a slow server cannot hold the command.
        private func fetchSprites(_ game: Game, tracker: Tracker) async {
            var options = SpriteFetchOptions()
            options.templateOverride = spriteURL
            options.deadline = deadline.duration
            do {
                let summary = try await SpriteDownload.run([game], tracker: tracker, options: options)
                if let problem = SpriteDownload.problem(in: summary, deadline: deadline.deadline) {
                    Terminal.warn(problem)
                } else {
                    print("Sprites: \(summary.cached)/\(summary.total) cached.")
                }
            } catch {
                Terminal.warn(SpriteDownload.failure(error))
            }
        }
    }
}

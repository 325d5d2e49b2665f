import ArgumentParser
import DexApp
import DexModel
import DexSystem
import FoundationEssentials

extension Dex {
    struct ImportSave: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import-save",
            abstract: "Mark as caught what a game's own save file says you have caught.",
            discussion: """
                Reads the save (.sav, or DeSmuME's .dsv) of a game from Red and Blue to Black 2 and White 2 \
                (generations 1–5), as emulators and flash carts keep it, the 'main' file Checkpoint or JKSM \
                exports from a 3DS game (X and Y to Ultra Sun and Ultra Moon), or the file JKSV exports from a \
                Switch game (Let's Go's savedata.bin; Brilliant Diamond and Shining Pearl's SaveData.bin; Sword, \
                Shield, Legends: Arceus, Scarlet, Violet or Legends: Z-A's main), and marks in the game (the active \
                one, or \
                --game) every Pokémon its Pokédex records as caught. By default nothing is unmarked; with \
                --replace the save is the truth for the caught state. Notes are never touched. With --owned, the \
                Pokémon in the party, the PC boxes and the Day Care are marked instead (for a living dex; into the \
                national game from a save of any game). Species the game's list lacks are added: as received in a \
                trade (a traded-in exclusive, another starter), or as an event's when the game's data lacks them \
                (a Mew in a Ruby save). The save must come from the game it goes into; everything is applied in one \
                transaction.
                """)

        @OptionGroup var options: GameOptions
        @OptionGroup var manifestOptions: ManifestOptions

        @Argument(
            help: ArgumentHelp("The game's save file.", valueName: "file"),
            completion: .file(extensions: ["sav", "srm", "dsv", "bin"]))
        var file: String

        @Flag(help: "Print what would change, and change nothing.")
        var dryRun = false

        @Flag(help: "Make the save the truth for the caught state instead of only adding catches.")
        var replace = false

        @Flag(help: "Mark the Pokémon held now, in the party and the PC boxes, instead of the Pokédex's caught ones.")
        var owned = false

        @Flag(help: "Print the result as JSON.")
        var json = false

        @Flag(help: "Do not download the sprites of the Pokémon the import adds to the list now.")
        var noSprites = false

        /// Imports, reports, then fetches the sprites of the species the import added to the list.
        func run() async throws {
            let (tracker, result) = try importAndReport()
            if !dryRun, !noSprites, let sprites = tracker.spritesToFetch(after: result) {
                await SpriteDownload.fetchBroughtIn(sprites, game: result.game, tracker: tracker)
            }
        }

        private func importAndReport() throws -> (Tracker, SaveImport) {
            let save = try Tracker.readSave(file)
            let tracker = try options.homeOptions.openTracker()
            let result = try tracker.importSave(
                save, game: options.game, mode: replace ? .replace : .merge, source: owned ? .boxes : .pokedex,
                dryRun: dryRun, manifest: manifestOptions.choice)
            Self.warn(about: result, file: file)
            if json {
                print(try JSONOutput.string(SaveImportJSON(result, file: file, dryRun: dryRun)))
                return (tracker, result)
            }
            let facts = result.saveFacts
            let held = facts.holdsDayCare ? "party, boxes and Day Care" : "party and boxes"
            let article = facts.article
            print(
                InertText.line(
                    "\(file): \(article) \(facts.family) save. Pokédex: \(facts.caught) caught, \(facts.seen) seen; "
                        + "\(held): \(facts.heldSpecies) species now."))
            let game = result.game.name
            if dryRun { print(Self.table(result)) }
            if !result.addedAsTraded.isEmpty {
                let added = result.addedAsTraded.map(\.label).joined(separator: ", ")
                print(
                    InertText.line(
                        dryRun
                            ? "Would add to \(game)'s list as received in a trade: \(added)."
                            : "Added to \(game)'s list as received in a trade: \(added)."))
            }
            if !result.addedFromEvent.isEmpty {
                let added = result.addedFromEvent.map(\.label).joined(separator: ", ")
                print(
                    InertText.line(
                        dryRun
                            ? "Would add to \(game)'s list as an event's Pokémon (not in the game's data): \(added)."
                            : "Added to \(game)'s list as an event's Pokémon (not in the game's data): \(added)."))
            }
            if !result.shinyLocked.isEmpty {
                print(
                    InertText.line(
                        "\(dryRun ? "Would mark" : "Marked") shiny as \(file) holds them, though \(game) never gives them shiny "
                            + "(traded in): \(result.shinyLocked.map(\.label).joined(separator: ", "))."))
            }
            if !result.notInGame.isEmpty {
                print(
                    InertText.line(
                        "Not in \(game)'s list, so not recorded: \(result.notInGame.map(\.label).joined(separator: ", "))."))
            }
            let shiny = result.markedShiny.isEmpty ? "" : ", \(result.markedShiny.count) marked shiny"
            let counts = "\(result.marked.count) marked caught, \(result.unmarked.count) unmarked\(shiny)"
            let progress = "\(result.progress.caught)/\(result.progress.total) caught"
            let outcome =
                switch (dryRun, result.isEmpty) {
                case (true, true): "Nothing would change in \(game) (\(progress))."
                case (true, false): "Would have \(counts) in \(game) (then \(progress)); run without --dry-run to apply."
                case (false, true): "Nothing to change: \(game) already matches \(file) (\(progress))."
                case (false, false): "Imported \(file) into \(game): \(counts); \(progress)."
                }
            print(InertText.line(outcome))
            return (tracker, result)
        }

        /// What the save says beside what dex does: the newer copy damaged, the main copy read from its backup,
        /// Pokédex flags the game does not count, another starter than the game's. On stderr, one line each.
        static func warn(about result: SaveImport, file: String) {
            let save = result.saveFacts
            if save.readOlderCopy {
                Terminal.warn(
                    "warning: the newer of the two copies in \(file) is damaged; read the older one (the save before it)")
            }
            if save.readBackupCopy {
                Terminal.warn(
                    "warning: the main copy in \(file) is damaged; read the backup copy the game keeps, as the game itself loads it"
                )
            }
            if !save.flagsInDisagreement.isEmpty {
                let species = save.flagsInDisagreement.map(DexNumber.format).joined(separator: ", ")
                Terminal.warn(
                    "warning: the Pokédex flags of \(species) in \(file) disagree with their copies in the save; "
                        + "the game counts them as neither caught nor seen, and so does dex")
            }
            if let starter = result.otherStarter {
                let game = result.game
                Terminal.warn(
                    "warning: \(file) shows \(starter.capitalized) as the starter, but \(game.name) was added with "
                        + "\((game.selectedStarter ?? "none").capitalized); its line is added as received in a trade. "
                        + "To seed the game for \(starter.capitalized): dex export -o backup.json, dex remove-game \(game.slug), "
                        + "dex add-game \(game.slug) --from-save \(file)")
            }
        }

        /// The dry run's table: what the Pokédex says beside what the party, boxes and Day Care hold, and what
        /// happens to each.
        static func table(_ result: SaveImport) -> String {
            let rows = result.rows.map { row in
                [
                    DexNumber.format(row.dexNumber), row.name ?? "", row.inPokedex ? "caught" : row.seenOnly ? "seen" : "-",
                    row.inBoxes ? (row.heldShiny ? "now, shiny" : "now") : "-", change(row, result),
                ]
            }
            return Table([["#", "name", "Pokédex", "boxes", "change"]] + rows).rendered
        }

        static func change(_ row: SaveImport.Row, _ result: SaveImport) -> String {
            let added = { (species: [SaveImport.Species]) in species.contains { $0.key == row.key } }
            guard let was = row.wasCaught, let caught = row.caught else {
                return row.inPokedex || row.inBoxes ? "not in \(result.game.name)'s list: not recorded" : "-"
            }
            let markShiny = row.wasShiny == false && row.shiny == true
            let mark = markShiny ? "mark caught shiny" : "mark caught"
            if added(result.addedAsTraded) { return caught ? "add as traded, \(mark)" : "add as traded" }
            if added(result.addedFromEvent) { return caught ? "add as an event's, \(mark)" : "add as an event's" }
            if was != caught { return caught ? mark : "unmark" }
            if markShiny { return "mark shiny" }
            return caught ? "already caught" : "stays not caught"
        }
    }
}

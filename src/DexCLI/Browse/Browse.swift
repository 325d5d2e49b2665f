import ArgumentParser
import DexApp
import DexModel
import DexSystem

#if canImport(Glibc)
import Glibc
#endif

extension Dex {
    struct Browse: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "browse",
            abstract: "Browse and tick off the game's Pokémon in a full-screen view (also plain 'dex' on a terminal).",
            discussion: """
                Keys: arrows, PgUp/PgDn, Home/End, j/k move; space marks caught or not; / searches; m shows \
                missing / caught / all; n edits the note; Enter shows the card; g switches game; b shows the boxes; \
                ? lists the keys; q or Esc quits. Each change is saved at once; changes made by another dex appear \
                within a second.
                """)

        @OptionGroup var options: GameOptions

        func run() async throws {
            guard Terminal.isTTY(.input), Terminal.isTTY(.output) else { throw BrowseError.needsTerminal }
            let home = options.homeOptions.dexHome, game = options.game
            // The whole session waits on the terminal and the database: on a thread of its own, not the cooperative pool's.
            try await BlockingIO.run {
                try BrowseSession(tracker: try Tracker.openToRead(home), game: game).run()
            }
        }
    }
}

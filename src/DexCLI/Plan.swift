import ArgumentParser
import DexApp
import DexModel
import DexSystem

extension Dex {
    struct Plan: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "plan", abstract: "Say what to do next for the Pokémon a game still lacks.",
            discussion: """
                Each Pokémon not caught is listed once, under the first of these that fits it: catch it here (place \
                by place, in the order the game reaches them), evolve or breed it from what you have, bring it from \
                another tracked game (by trade or transfer), or it needs a game you do not track, or an event.
                """)

        @OptionGroup var options: GameOptions

        @Flag(help: "Print JSON instead of text (see the README for its shape).")
        var json = false

        func run() throws {
            let plan = try options.homeOptions.openTrackerToRead().plan(game: options.game)
            if json { return print(try JSONOutput.string(GamePlanJSON(plan))) }
            for line in GamePlanText.lines(plan, width: Terminal.cutWidth()) { print(line) }
        }
    }
}

import ArgumentParser
import DexModel

struct Dex: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dex",
        abstract: "Track which Pokémon you have caught, game by game.",
        version: DexVersion.current,
        subcommands: [
            AddGame.self, Games.self, Use.self, RemoveGame.self,
            Mark.self, Unmark.self, Note.self, Undo.self, Redo.self, List.self, Progress.self, Show.self, Where.self,
            Plan.self, Export.self, Import.self, ImportSave.self, Sync.self, Sprites.self,
            Config.self, Db.self, Browse.self,
        ]
    )
}

extension Dex {
    /// The command the first words of `arguments` name (`sprites fetch`), and how many words name it; `Dex` and 0
    /// when the first word names none.
    static func subcommand(named arguments: [String]) -> (command: ParsableCommand.Type, wordCount: Int) {
        var command: ParsableCommand.Type = Dex.self
        var wordCount = 0
        for word in arguments {
            guard let sub = command.configuration.subcommands.first(where: { $0.configuration.commandName == word }) else {
                break
            }
            command = sub
            wordCount += 1
        }
        return (command, wordCount)
    }
}

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
            Export.self, Import.self, ImportSave.self, Sync.self, Sprites.self,
            Config.self, Db.self, Browse.self,
        ]
    )
}

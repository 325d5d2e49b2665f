/// The saves of the Switch games made in house, told by their structure: the hash and blocks of `SwishBlocks`, then
/// the game whose trainer block the save holds. Each reader in `games` returns nil for a save of another game.
enum SwishSave {
    static let games: [any SwishGame.Type] = [
        SwordShieldSave.self, ScarletVioletSave.self, LegendsArceusSave.self, LegendsZASave.self,
    ]

    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents? {
        guard let blocks = try SwishBlocks.read(bytes) else { return nil }
        for game in games {
            if let contents = try game.read(blocks) { return contents }
        }
        throw .unknownSwitchGame
    }

    /// The game byte of the trainer block with `key`, at `offset`, if the save holds that block.
    static func game(_ blocks: SwishBlocks, trainerKey key: UInt32, at offset: Int) -> UInt8? {
        guard let trainer = blocks.block(key: key), trainer.count > offset else { return nil }
        return trainer[offset]
    }
}

/// A game whose saves are Swish blocks, told by its trainer block.
protocol SwishGame: SendableMetatype {
    /// The save's contents; nil for a save of another game, a refusal for one of this game without the blocks dex reads.
    static func read(_ blocks: SwishBlocks) throws(SaveFileError.Problem) -> SaveContents?
}

import DexModel
import DexSprites
import DexStore
import FoundationEssentials

extension Tracker {
    // MARK: - The sprites of games the journal can bring back (`RemovedSprites`)

    /// A game a journalled change removed keeps its sprite folder aside, for `dex undo` to bring back; a folder that
    /// cannot be moved is deleted, as `dex remove-game` deletes it, and one that cannot be deleted either is returned,
    /// for a warning.
    func keepSpritesAside(ofGames games: [(id: UUID, slug: String)]) -> [SpriteRemovalFailure] {
        let removed = RemovedSprites(home: home)
        let kept = games.filter { (try? removed.keep(game: $0.slug, id: $0.id)) != nil }
        let keptIds = Set(kept.map(\.id))
        return removeSprites(ofGames: games.filter { !keptIds.contains($0.id) }.map(\.slug))
    }

    /// What undo or redo did to whole games, done to their sprites: the deleted games' are kept aside, the restored
    /// games' put back.
    func movingSprites(of result: UndoResult) -> UndoResult {
        var result = result
        let removed = RemovedSprites(home: home)
        for game in result.deletedGames { _ = try? removed.keep(game: game.slug, id: game.id) }
        result.restoredSprites = Set(
            result.restoredGames.filter { removed.bringBack(game: $0.slug, id: $0.id) }.map(\.slug))
        return result
    }

    /// Deletes the kept sprite folders of games no journal entry can bring back any more (their entry fell past the
    /// journal's depth, or a new change ended what redo could apply). A folder that cannot be read or deleted waits
    /// for the next try.
    func deleteSpritesNoUndoCanBringBack() {
        let journal = database.journal
        try? RemovedSprites(home: home).deleteAll(except: { try journal.restorableGames() })
    }
}

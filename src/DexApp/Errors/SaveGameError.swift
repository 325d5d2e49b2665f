/// What `dex add-game --from-save` cannot take from a save: which game of its family wrote it, or which starter was
/// chosen; or a game the save's family does not write.
public enum SaveGameError: Error, Equatable {
    /// The family has several games (Red, Blue and Yellow save alike) and none was named.
    case gameNotNamed(file: String, family: String, slugs: [String])
    /// The named game is not one of the save's family.
    case notThisFamily(file: String, family: String, game: String, slugs: [String])
    /// The game offers a choice of starter and the save neither records it nor holds exactly one starter line.
    case starterNotShown(file: String, game: String, starters: [String])
}

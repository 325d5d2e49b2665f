/// A starter that does not fit the game: missing where the game offers a choice, not one of its starters, or given
/// where it offers none.
public enum StarterError: Error, Equatable {
    case starterRequired(game: String, valid: [String])
    case invalidStarter(String, game: String, valid: [String])
    case starterNotOffered(game: String)
}

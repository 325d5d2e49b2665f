/// How `dex import` combines the file with what is already tracked.
public enum ImportMode: Sendable {
    /// A Pokémon caught in either stays caught; a non-empty note in the file replaces the tracked one.
    /// A game the import adds takes the file's states and notes whole, so a cleared note stays cleared.
    case merge
    /// The file is the truth: listed Pokémon take its caught state and notes, unlisted ones of its games
    /// become not caught, and tracked games the file does not name are removed.
    /// Either way, a file with no notes (a CSV without the column) leaves the tracked notes alone.
    case replace
}

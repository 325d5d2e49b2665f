import SQLiteStore

/// How a game's `game` register merges: it holds the options the game was added with, or NULL once removed. A
/// removal counts from its own clock; an add, from the last removal its writer had seen (its epoch, 0 for none).
/// Later in that order wins, so an add made after seeing a removal wins over it and a removal over the adds before
/// it; between two adds after the same removal (or none) — the same game added on two machines before they synced —
/// the earlier wins. One machine's writes follow one another: its later write replaces its earlier.
extension SyncRegister {
    func gameWins(over other: SyncRegister) -> Bool {
        if machine == other.machine { return clock > other.clock }
        let (adds, otherAdds) = (value != .null, other.value != .null)
        let (since, otherSince) = (adds ? epoch : clock, otherAdds ? other.epoch : other.clock)
        if since != otherSince { return since > otherSince }
        if adds != otherAdds { return adds }
        return adds ? (other.clock, machine) > (clock, other.machine) : (clock, machine) > (other.clock, other.machine)
    }

    /// Whether this register and `other` are two adds of the game with different options (a starter, forms,
    /// genders or a shiny dex), which the earlier's wins.
    func addsDifferently(from other: SyncRegister) -> Bool {
        guard field == Self.game, machine != other.machine, let mine = SyncGameOptions(value),
            let theirs = SyncGameOptions(other.value)
        else { return false }
        return !mine.seedsAlike(theirs)
    }
}

import Synchronization

/// What every task of one sprite job checks before spending time on a sprite: whether the job's deadline has
/// passed, and whether the sprite's game was removed (by another `dex`) while its sprites were downloading.
final class SpriteJob: Sendable {
    let deadline: ContinuousClock.Instant?
    /// Indexes of the job's games found removed.
    private let removed = Mutex(Set<Int>())

    init(deadline: ContinuousClock.Instant?) {
        self.deadline = deadline
    }

    /// The time left before the deadline (zero once past it), or nil when the job has none.
    var timeLeft: Duration? {
        deadline.map { max(.zero, $0 - .now) }
    }

    var isPastDeadline: Bool { timeLeft == .zero }

    func markRemoved(game: Int) {
        removed.withLock { _ = $0.insert(game) }
    }

    func isRemoved(game: Int) -> Bool {
        removed.withLock { $0.contains(game) }
    }
}

import Synchronization

/// What every task of one sprite job checks before spending time on a sprite: whether the job's deadline has
/// passed, and whether the sprite's game was removed (by another `dex`) while its sprites were downloading.
package final class SpriteJob: Sendable {
    package let deadline: ContinuousClock.Instant?
    /// Indexes of the job's games found removed.
    private let removed = Mutex(Set<Int>())

    package init(deadline: ContinuousClock.Instant?) {
        self.deadline = deadline
    }

    /// The time left before the deadline (zero once past it), or nil when the job has none.
    package var timeLeft: Duration? {
        deadline.map { max(.zero, $0 - .now) }
    }

    package var isPastDeadline: Bool { timeLeft == .zero }

    package func markRemoved(game: Int) {
        removed.withLock { _ = $0.insert(game) }
    }

    package func isRemoved(game: Int) -> Bool {
        removed.withLock { $0.contains(game) }
    }
}

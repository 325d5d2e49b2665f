import Foundation

/// A counting semaphore for tasks: `acquire` suspends (never blocks a thread) until one of `limit` slots is free.
/// Waiters are served first come, first served.
public final class AsyncSemaphore: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var available: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var firstWaiter = 0

    public init(limit: Int) {
        available = max(1, limit)
    }

    public func acquire() async {
        await withCheckedContinuation { takeSlotOrWait($0) }
    }

    private func takeSlotOrWait(_ continuation: CheckedContinuation<Void, Never>) {
        lock.lock()
        if available > 0 {
            available -= 1
            lock.unlock()
            continuation.resume()
        } else {
            waiters.append(continuation)
            lock.unlock()
        }
    }

    /// Frees a slot, handing it straight to the longest waiter if there is one.
    public func release() {
        lock.lock()
        guard firstWaiter < waiters.count else {
            available += 1
            lock.unlock()
            return
        }
        let next = waiters[firstWaiter]
        firstWaiter += 1
        if firstWaiter > 64, firstWaiter * 2 > waiters.count {
            waiters.removeFirst(firstWaiter)
            firstWaiter = 0
        }
        lock.unlock()
        next.resume()
    }
}

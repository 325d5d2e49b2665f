import Synchronization

/// A counting semaphore for tasks: `acquire` suspends (never blocks a thread) until one of `limit` slots is free.
/// Waiters are served first come, first served.
public final class AsyncSemaphore: Sendable {
    private struct Slots {
        var available: Int
        var waiters: [CheckedContinuation<Void, Never>] = []
        var firstWaiter = 0
    }

    private let slots: Mutex<Slots>

    public init(limit: Int) {
        slots = Mutex(Slots(available: max(1, limit)))
    }

    public func acquire() async {
        await withCheckedContinuation { takeSlotOrWait($0) }
    }

    private func takeSlotOrWait(_ continuation: CheckedContinuation<Void, Never>) {
        let took = slots.withLock { slots in
            guard slots.available > 0 else {
                slots.waiters.append(continuation)
                return false
            }
            slots.available -= 1
            return true
        }
        if took { continuation.resume() }
    }

    /// Frees a slot, handing it straight to the longest waiter if there is one.
    public func release() {
        let next: CheckedContinuation<Void, Never>? = slots.withLock { slots in
            guard slots.firstWaiter < slots.waiters.count else {
                slots.available += 1
                return nil
            }
            let next = slots.waiters[slots.firstWaiter]
            slots.firstWaiter += 1
            if slots.firstWaiter > 64, slots.firstWaiter * 2 > slots.waiters.count {
                slots.waiters.removeFirst(slots.firstWaiter)
                slots.firstWaiter = 0
            }
            return next
        }
        next?.resume()
    }
}

import Foundation

/// The sprite servers of one job: the address each was looked up at (handed to libcurl so that transfers do not
/// resolve it again), and those found unreachable, which later sprites skip instead of failing one by one.
package final class SpriteHosts: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var resolveEntries: [String: String] = [:]
    private var unreachable: [String: String] = [:]

    package init() {}

    /// The `CURLOPT_RESOLVE` entry for `host`, if it was looked up.
    package func resolveEntry(for host: String) -> String? {
        lock.withLock { resolveEntries[host] }
    }

    package func setResolveEntry(_ entry: String, for host: String) {
        lock.withLock { resolveEntries[host] = entry }
    }

    /// Why `host` cannot be reached, if it was found so.
    package func unreachableReason(for host: String) -> String? {
        lock.withLock { unreachable[host] }
    }

    /// Returns true if this call is the first to mark `host`, so that it is reported once.
    package func markUnreachable(_ host: String, reason: String) -> Bool {
        lock.withLock {
            guard unreachable[host] == nil else { return false }
            unreachable[host] = reason
            return true
        }
    }
}

import Synchronization

/// The sprite servers of one job: the address each was looked up at (handed to libcurl so that transfers do not
/// resolve it again), and those found unreachable, which later sprites skip instead of failing one by one.
package final class SpriteHosts: Sendable {
    private struct Hosts {
        var resolveEntries: [String: String] = [:]
        var unreachable: [String: String] = [:]
    }

    private let hosts = Mutex(Hosts())

    package init() {}

    /// The `CURLOPT_RESOLVE` entry for `host`, if it was looked up.
    package func resolveEntry(for host: String) -> String? {
        hosts.withLock { $0.resolveEntries[host] }
    }

    package func setResolveEntry(_ entry: String, for host: String) {
        hosts.withLock { $0.resolveEntries[host] = entry }
    }

    /// Why `host` cannot be reached, if it was found so.
    package func unreachableReason(for host: String) -> String? {
        hosts.withLock { $0.unreachable[host] }
    }

    /// Returns true if this call is the first to mark `host`, so that it is reported once.
    package func markUnreachable(_ host: String, reason: String) -> Bool {
        hosts.withLock { hosts in
            guard hosts.unreachable[host] == nil else { return false }
            hosts.unreachable[host] = reason
            return true
        }
    }
}

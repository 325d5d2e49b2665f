#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Looks a sprite host up once before a job, so that an offline machine fails with one DNS query, not one per
/// transfer (50 lookups at once can take a resolver 10 s), and transfers then connect without resolving again.
package enum HostLookup {
    package enum Outcome: Equatable {
        /// A `CURLOPT_RESOLVE` entry, "host:port:address,…", or nil when curl should resolve the host itself.
        case resolved(String?)
        case unresolvable(String)
    }

    /// `authority` is the URL's "host[:port]". Skipped (curl resolves) for IPv6 literals and behind a proxy,
    /// where the proxy, not this machine, resolves the name.
    package static func lookUp(authority: String, isHTTPS: Bool, environment: (String) -> String?) -> Outcome {
        let proxies = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]
        guard !authority.hasPrefix("["), !proxies.contains(where: { !(environment($0) ?? "").isEmpty }) else {
            return .resolved(nil)
        }
        let parts = authority.split(separator: ":", maxSplits: 1).map(String.init)
        guard let host = parts.first, !host.isEmpty else { return .resolved(nil) }
        let port = parts.count > 1 ? parts[1] : (isHTTPS ? "443" : "80")
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, port, &hints, &list)
        defer { if let list { freeaddrinfo(list) } }
        guard status == 0 else {
            if status == EAI_NONAME || status == EAI_AGAIN || status == EAI_FAIL {
                return .unresolvable("Could not resolve host: \(host)")
            }
            return .resolved(nil)
        }
        var addresses: [String] = []
        var node = list
        while let entry = node?.pointee {
            if let text = numericAddress(entry), !addresses.contains(text) { addresses.append(text) }
            node = entry.ai_next
        }
        guard !addresses.isEmpty else { return .resolved(nil) }
        return .resolved("\(host):\(port):\(addresses.joined(separator: ","))")
    }

    private static func numericAddress(_ entry: addrinfo) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        guard getnameinfo(entry.ai_addr, entry.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0 else {
            return nil
        }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return entry.ai_family == AF_INET6 ? "[\(text)]" : text
    }
}
